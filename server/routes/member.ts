import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { clubLabelOf } from '../services/vip';

export const memberRoutes = new Hono<AppEnv>();

/** The session middleware has checked memberId; `auth: true` in the contract refuses null. */
function memberIdOf(c: { get(key: 'memberId'): number | null }): number {
  const id = c.get('memberId');
  if (id === null) throw new Error('auth route reached without a member');
  return id;
}

mount(memberRoutes, 'memberInfo', async (_input, c) => {
  const { db } = c.get('services');
  const m = await db.selectFrom('members').select(['id', 'nickname', 'account', 'type', 'merchant_code']).where('id', '=', memberIdOf(c)).executeTakeFirstOrThrow();
  return { id: m.id, nickname: m.nickname, account: m.account, type: m.type, clubLabel: { labelName: await clubLabelOf(db, m) } };
});

mount(memberRoutes, 'wallet', async (_input, c) => {
  const w = await c
    .get('services')
    .db.selectFrom('wallets')
    .select(['currency', 'balance_minor'])
    .where('member_id', '=', memberIdOf(c))
    .executeTakeFirstOrThrow();
  return { currency: w.currency, currencySymbol: c.get('merchant').currency_symbol, sumBalance: w.balance_minor / 100 };
});
