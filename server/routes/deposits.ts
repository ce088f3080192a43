import { Hono } from 'hono';
import { hasUnsafeCharacters } from '#src/shared/contract/validation';
import { demoOperatorDelays } from '../config';
import { mount } from '../http/contract-route';
import { currentIdempotencyKey, currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { createDeposit, listChannels, orderOf, ordersOf } from '../services/deposits';
import { paging, totalPages } from '../services/game-catalogue';
import { memberOrder, memberOrderPage } from '../services/member-orders';
import { Refusal } from '../services/refusal';

/** Deposit channels and orders, and the demo operator's decisions on them. */
export const depositRoutes = new Hono<AppEnv>();

mount(depositRoutes, 'depositChannels', async (_input, c) => {
  currentMemberId(c);
  return { channels: await listChannels(c.get('services').db, c.get('merchant').code, requestLanguage(c)) };
});

mount(depositRoutes, 'createDeposit', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db, config } = c.get('services');
  // The name on the paying account, which the operator matches payments against: one plain line.
  if (input.payerName !== undefined && hasUnsafeCharacters(input.payerName)) throw new Refusal('err_text_characters', { field: 'payerName' });
  const { order, channel } = await createDeposit(db, {
    memberId,
    merchantCode: c.get('merchant').code,
    channelCode: input.channelCode,
    amount: input.amount,
    payerName: input.payerName,
    idempotencyKey: currentIdempotencyKey(c),
    approveAfterMs: demoOperatorDelays(config).depositMs,
    language: requestLanguage(c),
  });
  return orderOf(db, order, requestLanguage(c), channel);
});

mount(depositRoutes, 'depositOrders', async (input, c) => {
  const { db } = c.get('services');
  const page = paging(input);
  const { rows, total } = await memberOrderPage(db, 'deposit_orders', currentMemberId(c), page);
  return { orders: await ordersOf(db, rows, requestLanguage(c)), pageNum: page.pageNo, totalPages: totalPages(total, page.pageSize) };
});

mount(depositRoutes, 'depositOrder', async (input, c) => {
  const { db } = c.get('services');
  return orderOf(db, await memberOrder(db, 'deposit_orders', currentMemberId(c), input.reference), requestLanguage(c));
});
