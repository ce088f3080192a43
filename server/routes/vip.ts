import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { hasFlag } from '../services/merchant-settings';
import { Refusal } from '../services/refusal';
import { memberProgress, readLevels, toVipLevel } from '../services/vip';

export const vipRoutes = new Hono<AppEnv>();

/**
 * The 15 levels for everyone (visitors may read the benefits anywhere, product rule 6.8); a
 * member's own progress only where the merchant runs the VIP club (VIP3), as the client shows.
 */
mount(vipRoutes, 'vipClub', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = c.get('memberId');
  if (memberId !== null && !(await hasFlag(db, c.get('merchant').code, 'VIP3'))) throw new Refusal('err_no_permission');
  const levels = await readLevels(db, requestLanguage(c));
  return { levels: levels.map(toVipLevel), progress: memberId === null ? null : await memberProgress(db, memberId, levels) };
});
