import { Hono } from 'hono';
import { demoOperatorDelays } from '../config';
import { mount } from '../http/contract-route';
import { currentIdempotencyKey, currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { cardsOf } from '../services/bank-cards';
import { inLanguage } from '../services/content-language';
import { settleDueOrders } from '../services/demo-operator';
import { paging, totalPages } from '../services/game-catalogue';
import { verifyPaymentPassword } from '../services/payment-passwords';
import { Refusal } from '../services/refusal';
import { requestWithdrawal, turnoverOf, withdrawalOf, withdrawSettings } from '../services/withdrawals';

/** Withdrawals: info, request (the amount is held), history, the demo operator's decisions. */
export const withdrawalRoutes = new Hono<AppEnv>();

mount(withdrawalRoutes, 'withdrawInfo', async (_input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await settleDueOrders(db, memberId);
  const settings = await withdrawSettings(db, c.get('merchant').code);
  const wallet = await db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow();
  const member = await db.selectFrom('members').select('payment_password_hash').where('id', '=', memberId).executeTakeFirstOrThrow();
  const turnover = await turnoverOf(db, memberId, settings.turnover_multiple_pct);
  return {
    balance: wallet.balance_minor / 100,
    min: settings.min_minor / 100,
    max: settings.max_minor / 100,
    hasPaymentPassword: member.payment_password_hash !== null,
    cards: await cardsOf(db, memberId),
    turnover: { required: turnover.requiredMinor / 100, done: turnover.doneMinor / 100, multiple: settings.turnover_multiple_pct / 100 },
  };
});

mount(withdrawalRoutes, 'createWithdrawal', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db, config } = c.get('services');
  await verifyPaymentPassword(db, memberId, input.paymentPassword);
  const order = await requestWithdrawal(db, {
    memberId,
    merchantCode: c.get('merchant').code,
    cardId: input.cardId,
    amount: input.amount,
    idempotencyKey: currentIdempotencyKey(c),
    approveAfterMs: demoOperatorDelays(config).withdrawalMs,
  });
  return withdrawalOf(order);
});

mount(withdrawalRoutes, 'withdrawalOrders', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await settleDueOrders(db, memberId);
  const page = paging(input);
  const { total } = await db
    .selectFrom('withdrawal_orders')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('withdrawal_orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  // A rejection reason in the request's language where it has a translation (the seed's); an operator's own is served as written.
  const shown = await inLanguage(db, requestLanguage(c), 'withdrawal_order', rows, (r) => r.id);
  return { orders: shown.map(withdrawalOf), pageNum: page.pageNo, totalPages: totalPages(Number(total), page.pageSize) };
});

/** A screen waiting for its order asks for that one. Another member's reference answers 404, exactly as an unknown one does. */
mount(withdrawalRoutes, 'withdrawalOrder', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await settleDueOrders(db, memberId);
  const row = await db
    .selectFrom('withdrawal_orders')
    .selectAll()
    .where('reference', '=', input.reference)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new Refusal('err_not_found');
  const [shown] = await inLanguage(db, requestLanguage(c), 'withdrawal_order', [row], (r) => r.id);
  return withdrawalOf(shown ?? row);
});
