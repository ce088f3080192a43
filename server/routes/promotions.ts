import { type Context, Hono } from 'hono';
import { moneyText } from '#src/shared/contract/amount';
import { REWARD_LIMITS, REWARD_PICTURES_FIELD } from '#src/shared/contract/promotions';
import { mount } from '../http/contract-route';
import { currentIdempotencyKey, currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { oneInLanguage } from '../services/content-language';
import { nextDayStart } from '../services/date-range';
import { claimReward, rewardCentre } from '../services/member-rewards';
import { hasJoined, joinPromotion, promoCounters, promotionEnabled, promotionList, promotionOf, summaryOf } from '../services/promotions';
import { Refusal } from '../services/refusal';
import { fileApplication, memberApplications } from '../services/reward-applications';
import { calendarDay, readSignInState, signIn } from '../services/sign-in';

/** Promotions, their counters, reward applications, daily sign-in and the reward centre. */
export const promotionRoutes = new Hono<AppEnv>();

function todayOf(c: Context<AppEnv>, now = new Date()): string {
  return calendarDay(now, c.get('merchant').time_zone);
}

/** The promo counters (product rule 3.6): a visitor's are all 0. */
mount(promotionRoutes, 'promoCounters', async (_input, c) => promoCounters(c.get('services').db, c.get('merchant').code, c.get('memberId'), todayOf(c)));

mount(promotionRoutes, 'promotions', async (input, c) =>
  promotionList(c.get('services').db, c.get('merchant').code, requestLanguage(c), input.category ?? 'all'),
);

mount(promotionRoutes, 'promotionDetail', async (input, c) => {
  const { db } = c.get('services');
  const stored = await promotionOf(db, c.get('merchant').code, input.id);
  const row = await oneInLanguage(db, requestLanguage(c), 'promotion', stored, stored.id);
  const memberId = c.get('memberId');
  return { ...summaryOf(row), content: row.content, joined: memberId !== null && (await hasJoined(db, row.id, memberId)) };
});

mount(promotionRoutes, 'joinPromotion', async (input, c) => {
  const { db } = c.get('services');
  await joinPromotion(db, await promotionOf(db, c.get('merchant').code, input.promotionId), currentMemberId(c));
  return { joined: true as const };
});

/** Room for one picture too many, so a fourth small picture is told apart from an oversize one. */
const MAX_UPLOAD_BODY = (REWARD_LIMITS.maxImages + 1) * REWARD_LIMITS.maxImageBytes + 64 * 1024;

/** Apply for a reward (product rule 7.14): a remark and pictures, filed once per idempotency key. */
mount(
  promotionRoutes,
  'requestReward',
  async (input, c, files) => {
    const { db } = c.get('services');
    const id = await fileApplication(db, {
      promotion: await promotionOf(db, c.get('merchant').code, input.promotionId),
      memberId: currentMemberId(c),
      idempotencyKey: currentIdempotencyKey(c),
      remarks: input.remarks?.trim() ?? '',
      files: files[REWARD_PICTURES_FIELD] ?? [],
    });
    return { id, status: 'pending' as const };
  },
  { maxBytes: MAX_UPLOAD_BODY, tooLarge: 'activity_apply_remark_limit3' },
);

mount(promotionRoutes, 'rewardApplications', async (_input, c) => ({
  applications: await memberApplications(c.get('services').db, currentMemberId(c), requestLanguage(c)),
}));

function signInAnswer(c: Context<AppEnv>, state: Awaited<ReturnType<typeof readSignInState>>) {
  const { todayBonusMinor, ...rest } = state;
  return { ...rest, todayBonus: moneyText(todayBonusMinor), nextDayAt: nextDayStart(state.today, c.get('merchant').time_zone) };
}

/** Daily sign-in is a promotion (LOGIN) the merchant runs or not: where it is off, it pays nothing. */
async function requireSignInPromotion(c: Context<AppEnv>): Promise<void> {
  if (!(await promotionEnabled(c.get('services').db, c.get('merchant').code, 'LOGIN'))) throw new Refusal('err_no_permission');
}

mount(promotionRoutes, 'signInState', async (_input, c) => {
  const memberId = currentMemberId(c);
  await requireSignInPromotion(c);
  return signInAnswer(c, await readSignInState(c.get('services').db, memberId, todayOf(c)));
});

mount(promotionRoutes, 'signIn', async (_input, c) => {
  const memberId = currentMemberId(c);
  await requireSignInPromotion(c);
  const { state, credited } = await signIn(c.get('services').db, memberId, todayOf(c), currentIdempotencyKey(c));
  return { ...signInAnswer(c, state), credited };
});

mount(promotionRoutes, 'rewardCentre', async (_input, c) => ({
  rewards: await rewardCentre(c.get('services').db, currentMemberId(c), requestLanguage(c)),
}));

mount(promotionRoutes, 'claimReward', async (input, c) => {
  const balanceMinor = await claimReward(c.get('services').db, currentMemberId(c), input.id, currentIdempotencyKey(c));
  return { id: input.id, sumBalance: moneyText(balanceMinor) };
});
