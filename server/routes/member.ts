import { Hono } from 'hono';
import { moneyText } from '#src/shared/contract/amount';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { settledWallet } from '../services/demo-operator';
import { headIconOf } from '../services/head-icons';
import { memberInfoOf } from '../services/members';
import { clubLabelOf } from '../services/vip';

export const memberRoutes = new Hono<AppEnv>();

mount(memberRoutes, 'memberInfo', async (_input, c) => {
  const { db } = c.get('services');
  const m = await memberInfoOf(db, currentMemberId(c));
  return {
    id: m.id,
    nickname: m.nickname,
    account: m.account,
    type: m.type,
    clubLabel: { labelName: await clubLabelOf(db, m, requestLanguage(c)) },
    headIcon: headIconOf(m.head_icon),
  };
});

mount(memberRoutes, 'wallet', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const w = await settledWallet(db, memberId);
  return { currency: w.currency, currencySymbol: c.get('merchant').currency_symbol, sumBalance: moneyText(w.balanceMinor) };
});
