import { Hono } from 'hono';
import { inviteAccess } from '#src/shared/contract/roles';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { settleDueOrders } from '../services/demo-operator';
import { memberTypeOf } from '../services/notice-access';
import { promotionEnabled } from '../services/promotions';
import { referralSummary } from '../services/referral-bonus';
import { Refusal } from '../services/refusal';

/** Invite friends (product rule 6.6): only members who may invite; trial accounts get free_reject. */
export const referralRoutes = new Hono<AppEnv>();

mount(referralRoutes, 'referralSummary', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const access = inviteAccess((await memberTypeOf(db, memberId)) ?? undefined, await promotionEnabled(db, c.get('merchant').code, 'REFERRAL'));
  if (access === 'free_reject') throw new Refusal('free_reject');
  if (access !== 'allowed') throw new Refusal('err_no_permission');
  return referralSummary(db, memberId, (friendId) => settleDueOrders(db, friendId));
});
