import { Hono } from 'hono';
import { demoOperatorDelays } from '../config';
import { mount } from '../http/contract-route';
import { currentIdempotencyKey, currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { inLanguage } from '../services/content-language';
import { settleDueOrders } from '../services/demo-operator';
import { paging, totalPages } from '../services/game-catalogue';
import { memberOrder, memberOrderPage } from '../services/member-orders';
import { verifyPaymentPassword } from '../services/payment-passwords';
import { requestWithdrawal, withdrawalOf, withdrawInfo } from '../services/withdrawals';

/** Withdrawals: info, request (the amount is held), history, the demo operator's decisions. */
export const withdrawalRoutes = new Hono<AppEnv>();

/** After the demo operator's due decisions, so the balance and the history agree. */
mount(withdrawalRoutes, 'withdrawInfo', async (_input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  await settleDueOrders(db, memberId);
  return withdrawInfo(db, c.get('merchant').code, memberId);
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

/** A rejection reason in the request's language where it has a translation (the seed's); an operator's own is served as written. */
mount(withdrawalRoutes, 'withdrawalOrders', async (input, c) => {
  const { db } = c.get('services');
  const page = paging(input);
  const { rows, total } = await memberOrderPage(db, 'withdrawal_orders', currentMemberId(c), page);
  const shown = await inLanguage(db, requestLanguage(c), 'withdrawal_order', rows, (r) => r.id);
  return { orders: shown.map(withdrawalOf), pageNum: page.pageNo, totalPages: totalPages(total, page.pageSize) };
});

mount(withdrawalRoutes, 'withdrawalOrder', async (input, c) => {
  const { db } = c.get('services');
  const row = await memberOrder(db, 'withdrawal_orders', currentMemberId(c), input.reference);
  const [shown] = await inLanguage(db, requestLanguage(c), 'withdrawal_order', [row], (r) => r.id);
  return withdrawalOf(shown ?? row);
});
