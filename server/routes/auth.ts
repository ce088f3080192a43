import { Hono } from 'hono';
import { TRIAL_TYPE } from '../../src/shared/contract/platform';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { verifyPassword } from '../services/passwords';
import { createSession, deleteSession } from '../services/sessions';
import { createTrialAccount } from '../services/trial-accounts';

export const authRoutes = new Hono<AppEnv>();

mount(authRoutes, 'publicKey', async (_input, c) => c.get('services').crypto.publicKey);

mount(authRoutes, 'login', async (input, c) => {
  const { db } = c.get('services');
  const member = await db
    .selectFrom('members')
    .select(['id', 'account', 'type', 'password_hash', 'status'])
    .where('merchant_code', '=', c.get('merchant').code)
    .where('account', '=', input.username.trim().toLowerCase())
    .executeTakeFirst();
  // Same message for an unknown account and a wrong password: no account enumeration.
  if (!member || !(await verifyPassword(input.password, member.password_hash))) {
    throw new ApiFailure(400, 'err_login_failed', { captcha: false });
  }
  if (member.status !== 'active') throw new ApiFailure(403, 'err_user_disabled');
  const previousLogins = await db
    .selectFrom('sessions')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('member_id', '=', member.id)
    .executeTakeFirstOrThrow();
  const token = await createSession(db, member.id);
  return { token, merchantCode: c.get('merchant').code, userName: member.account, type: member.type, firstTimeLogin: Number(previousLogins.n) === 0 };
});

mount(authRoutes, 'createTrialUser', async (_input, c) => {
  const { db } = c.get('services');
  const merchant = c.get('merchant');
  const trial = await createTrialAccount(db, merchant.code, merchant.currency);
  const token = await createSession(db, trial.id);
  return { token, merchantCode: merchant.code, userName: trial.account, type: TRIAL_TYPE, firstTimeLogin: true };
});

mount(authRoutes, 'logout', async (_input, c) => {
  const token = c.get('token');
  if (token) await deleteSession(c.get('services').db, token);
  return {};
});
