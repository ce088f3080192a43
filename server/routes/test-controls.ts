import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { moneyText, parseAmount } from '#src/shared/contract/amount';
import { deriveSystemStatus } from '#src/shared/contract/system';
import { type Db, transact } from '../db/database';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { requestLanguage } from '../http/request-language';
import { offerContract, offeredByOf } from '../services/agent-contracts';
import { sendOperatorMessage } from '../services/chat';
import { oneInLanguage } from '../services/content-language';
import { decideDeposit, orderOf } from '../services/deposits';
import { addPoints, pointsOf } from '../services/points-mall';
import { DEFAULT_APPLICATION_REJECTION, translateDefaultRejection } from '../services/review-reasons';
import { decideWithdrawal, withdrawalOf } from '../services/withdrawals';
import { contentTranslationRoutes } from './content-translations';

/**
 * The test controls (src/shared/contract/test-control-routes.ts and three plain calls): what
 * tests use to stand in for the operator and the phone. The app mounts this router only with
 * ENABLE_TEST_CONTROLS, which the production mode refuses; without it every path here is a 404.
 */
export const testControlRoutes = new Hono<AppEnv>();

testControlRoutes.route('/', contentTranslationRoutes);

/** The member a test names by account, on the request's merchant; a 404 when there is none. */
async function memberOfAccount(db: Db, merchantCode: string, account: string): Promise<{ id: number; referrer_id: number | null }> {
  const member = await db
    .selectFrom('members')
    .select(['id', 'referrer_id'])
    .where('account', '=', account)
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
  if (!member) throw new ApiFailure(404, 'err_not_found');
  return member;
}

/**
 * GET /api/test-controls/captcha?captchaId=... -> { code }. Not a call of the shared route
 * table (no client screen uses it); the browser tests' fixtures read it with a plain fetch.
 */
testControlRoutes.get('/api/test-controls/captcha', async (c) => {
  const { db } = c.get('services');
  const row = await db
    .selectFrom('captchas')
    .select('test_answer')
    .where('id', '=', c.req.query('captchaId') ?? '')
    .executeTakeFirst();
  if (!row?.test_answer) throw new ApiFailure(404, 'err_not_found');
  return c.json({ success: true, value: { code: row.test_answer } });
});

/** Test control: what the SMS and e-mail gateways "sent" to one recipient, newest first. */
mount(testControlRoutes, 'outbox', async (input, c) => {
  const { db } = c.get('services');
  const rows = await db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'body', 'code', 'created_at'])
    .where('recipient', '=', input.to.trim().toLowerCase())
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return { messages: rows.map((r) => ({ channel: r.channel, to: r.recipient, body: r.body, code: r.code, createdAt: r.created_at })) };
});

/** Test control: points for a member of the request's merchant (a test redeems with its own account). */
mount(testControlRoutes, 'grantPoints', async (input, c) => {
  const { db } = c.get('services');
  const member = await memberOfAccount(db, c.get('merchant').code, input.account);
  await transact(db, (trx) =>
    addPoints(trx, member.id, { kind: 'grant', amount: input.points, reference: 'test-control', key: `grant:${randomUUID()}` }, new Date()),
  );
  return { points: await pointsOf(db, member.id) };
});

/** Test control: an offer to a member of the request's merchant, from their agent (or the house). */
mount(testControlRoutes, 'offerContract', async (input, c) => {
  const { db } = c.get('services');
  const member = await memberOfAccount(db, c.get('merchant').code, input.account);
  return offerContract(db, member.id, input.kind, await offeredByOf(db, member.referrer_id), new Date());
});

/** Test control: the operator writes to a member of the request's merchant. */
mount(testControlRoutes, 'operatorChatMessage', async (input, c) => {
  const { db } = c.get('services');
  const member = await memberOfAccount(db, c.get('merchant').code, input.account);
  return { id: await sendOperatorMessage(db, member.id, input.text) };
});

/** The order a test names by reference, on the request's merchant; a 404 when there is none. */
async function orderOfReference(db: Db, table: 'deposit_orders' | 'withdrawal_orders', merchantCode: string, reference: string): Promise<{ id: number }> {
  const row = await db.selectFrom(table).select('id').where('reference', '=', reference).where('merchant_code', '=', merchantCode).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'err_not_found');
  return row;
}

/** Test control: the operator approves or rejects a pending order of the request's merchant. */
mount(testControlRoutes, 'decideDeposit', async (input, c) => {
  const { db } = c.get('services');
  const row = await orderOfReference(db, 'deposit_orders', c.get('merchant').code, input.reference);
  if (!(await decideDeposit(db, row.id, { status: input.status, reason: input.reason }, new Date()))) throw new ApiFailure(409, 'err_order_decided');
  const decided = await db.selectFrom('deposit_orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  return orderOf(db, decided, requestLanguage(c));
});

mount(testControlRoutes, 'decideWithdrawal', async (input, c) => {
  const { db } = c.get('services');
  const row = await orderOfReference(db, 'withdrawal_orders', c.get('merchant').code, input.reference);
  if (!(await decideWithdrawal(db, row.id, { status: input.status, reason: input.reason }, new Date()))) throw new ApiFailure(409, 'err_order_decided');
  return withdrawalOf(await db.selectFrom('withdrawal_orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow());
});

/** Test control: the demo operator approves or rejects a pending application of the request's merchant. */
mount(testControlRoutes, 'decideApplication', async (input, c) => {
  const { db } = c.get('services');
  const app = await db
    .selectFrom('reward_applications as a')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .select(['a.id', 'a.promotion_id', 'p.title', 'a.remarks', 'a.created_at'])
    .where('a.id', '=', input.id)
    .where('p.merchant_code', '=', c.get('merchant').code)
    .executeTakeFirst();
  if (!app) throw new ApiFailure(404, 'err_not_found');
  const language = requestLanguage(c);
  const { title } = await oneInLanguage(db, language, 'promotion', { title: app.title }, app.promotion_id);
  // The operator's own reason is stored and served as written; without one, the default, which has its translations.
  const ownReason = input.reason?.trim() ?? '';
  const reason = input.status === 'rejected' ? ownReason || DEFAULT_APPLICATION_REJECTION.EN : null;
  const updated = await db
    .updateTable('reward_applications')
    .set({ status: input.status, reason, decided_at: new Date().toISOString() })
    .where('id', '=', app.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiFailure(409, 'err_bad_request');
  if (reason !== null && ownReason === '') await translateDefaultRejection(db, app.id, c.get('languageReading'));
  const served = reason === null ? null : (await oneInLanguage(db, language, 'reward_application', { reason }, app.id)).reason;
  const images = await db
    .selectFrom('reward_application_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('application_id', '=', app.id)
    .executeTakeFirstOrThrow();
  return {
    id: app.id,
    promotionId: app.promotion_id,
    promotionTitle: title,
    remarks: app.remarks,
    imageCount: Number(images.n),
    status: input.status,
    reason: served,
    createdAt: app.created_at,
  };
});

/** What a typed amount may be at most: ￥999,999,999.99 (amount.ts). */
const MAX_GRANT_MINOR = 99_999_999_999;

/** Test control: grants a member of the request's merchant a reward to claim, so a test claims its own. */
mount(testControlRoutes, 'grantReward', async (input, c) => {
  const { db } = c.get('services');
  const member = await memberOfAccount(db, c.get('merchant').code, input.account);
  const tickets = input.kind === 'TICKET' ? (input.tickets ?? 1) : 0;
  const amount = input.kind === 'TICKET' ? ({ ok: true, minor: 0 } as const) : parseAmount(input.amount, { minMinor: 0, maxMinor: MAX_GRANT_MINOR });
  if (!amount.ok) throw new ApiFailure(400, 'err_bad_request', { field: 'amount' });
  const amountMinor = amount.minor;
  const row = await db
    .insertInto('member_rewards')
    .values({
      member_id: member.id,
      kind: input.kind,
      title: input.title,
      amount_minor: amountMinor,
      tickets,
      created_at: new Date().toISOString(),
      claimed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, kind: input.kind, title: input.title, amount: moneyText(amountMinor), tickets, claimed: false };
});

mount(testControlRoutes, 'setSystemStatus', async (input, c) => {
  const m = c.get('merchant');
  await c
    .get('services')
    .db.updateTable('merchants')
    .set({ maintenance: input.maintenance ? 1 : 0, region_restriction: input.regionRestriction ? 1 : 0 })
    .where('code', '=', m.code)
    .execute();
  return {
    status: deriveSystemStatus(input.maintenance, input.regionRestriction),
    maintenance: input.maintenance,
    regionRestriction: input.regionRestriction,
    ip: clientIp(c),
  };
});

const replyRequest = z.object({ id: z.int(), reply: z.string().check(z.minLength(1), z.maxLength(2000)) });

/** Test control: customer service answers a feedback (the operator's console is not part of this product). */
testControlRoutes.post('/api/test-controls/feedback/reply', async (c) => {
  const { db } = c.get('services');
  const body = replyRequest.safeParse(await c.req.json().catch(() => null));
  if (!body.success) throw new ApiFailure(400, 'err_bad_request');
  const done = await db
    .updateTable('feedback')
    .set({ reply: body.data.reply, replied_at: new Date().toISOString() })
    .where('id', '=', body.data.id)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new ApiFailure(404, 'err_not_found');
  return c.json({ success: true, value: null });
});
