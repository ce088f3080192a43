import { type Context, Hono } from 'hono';
import { mount } from '../http/contract-route';
import { currentIdempotencyKey, currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { hasFlag } from '../services/merchant-settings';
import { creditDailyPoints, mallInLanguage, mallItemsOf, pointsOf, redeem, redemptionHistoryOf } from '../services/points-mall';
import { Refusal } from '../services/refusal';
import { calendarDay } from '../services/sign-in';

/** The points mall (product rule 2.30, flag PTSYS3): members only; trial accounts get free_reject. */
export const mallRoutes = new Hono<AppEnv>();

async function mallMemberId(c: Context<AppEnv>): Promise<number> {
  const memberId = currentMemberId(c);
  if (!(await hasFlag(c.get('services').db, c.get('merchant').code, 'PTSYS3'))) throw new Refusal('err_no_permission');
  return memberId;
}

mount(mallRoutes, 'mallHome', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = await mallMemberId(c);
  const now = new Date();
  const dailyPoints = await creditDailyPoints(db, memberId, calendarDay(now, c.get('merchant').time_zone), now);
  const [items, history, points] = await Promise.all([mallItemsOf(db, c.get('merchant').code), redemptionHistoryOf(db, memberId), pointsOf(db, memberId)]);
  const shown = await mallInLanguage(db, requestLanguage(c), items, history);
  return { points, dailyPoints, ...shown };
});

mount(mallRoutes, 'redeemMallItem', async (input, c) => {
  const memberId = await mallMemberId(c);
  const { db } = c.get('services');
  const answer = await redeem(db, { id: memberId, merchantCode: c.get('merchant').code }, input.itemId, currentIdempotencyKey(c), new Date());
  const shown = await mallInLanguage(db, requestLanguage(c), [answer.item], [{ redemption: answer.redemption, itemId: answer.item.id }]);
  return { ...answer, item: shown.items[0] ?? answer.item, redemption: shown.history[0] ?? answer.redemption };
});
