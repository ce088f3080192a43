import { type Context, Hono } from 'hono';
import type { Selectable } from 'kysely';
import { ledgerReference } from '#src/shared/contract/ledger-reference';
import {
  PROMO_COUNTER_TYPES,
  PROMOTION_CATEGORIES,
  type PromoCounters,
  type PromoCounterType,
  type PromotionSummary,
  REWARD_KINDS,
  REWARD_LIMITS,
  REWARD_PICTURES_FIELD,
} from '#src/shared/contract/promotions';
import { hasUnsafeTextCharacters } from '#src/shared/contract/validation';
import { type Db, lockMember, transact } from '../db/database';
import type { PromotionTable } from '../db/schema';
import { mount } from '../http/contract-route';
import { currentIdempotencyKey, currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { requestLanguage } from '../http/request-language';
import { inLanguage, oneInLanguage } from '../services/content-language';
import { nextDayStart } from '../services/date-range';
import { postInTransaction } from '../services/ledger';
import { REWARD_PICTURE_SIDE, storedPicture } from '../services/picture-encoding';
import { calendarDay, readSignInState, signIn } from '../services/sign-in';
import { type NewUpload, storeUploads } from '../services/uploads';

export const promotionRoutes = new Hono<AppEnv>();

function todayOf(c: Context<AppEnv>, now = new Date()): string {
  return calendarDay(now, c.get('merchant').time_zone);
}

/**
 * The promo counters (product rule 3.6): `enabled` is the merchant's setting; `count` is the caller's
 * own: LOGIN 1 while today's sign-in is open, the reward centre's kinds their unclaimed rewards,
 * REFERRAL the members they referred. Visitors get 0s.
 */
mount(promotionRoutes, 'promoCounters', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = c.get('memberId');
  const rows = await db.selectFrom('merchant_promotions').select(['type', 'enabled']).where('merchant_code', '=', c.get('merchant').code).execute();
  const enabled = new Set(rows.filter((r) => r.enabled === 1).map((r) => r.type));
  const counts: Partial<Record<PromoCounterType, number>> = {};
  if (memberId !== null) {
    counts.REFERRAL = Number(
      (
        await db
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('referred_by_id', '=', memberId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const signed = await db.selectFrom('sign_ins').select('day').where('member_id', '=', memberId).where('day', '=', todayOf(c)).executeTakeFirst();
    counts.LOGIN = signed ? 0 : 1;
    const unclaimed = await db
      .selectFrom('member_rewards')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', '=', memberId)
      .where('claimed_at', 'is', null)
      .groupBy('kind')
      .execute();
    for (const row of unclaimed) counts[row.kind] = Number(row.n);
  }
  const counters = Object.fromEntries(
    PROMO_COUNTER_TYPES.map((type) => [type, { enabled: enabled.has(type), count: enabled.has(type) ? (counts[type] ?? 0) : 0 }]),
  ) as PromoCounters;
  return counters;
});

function summaryOf(row: Selectable<PromotionTable>): PromotionSummary {
  return {
    id: row.id,
    linkedPromotionId: row.linked_promotion_id,
    title: row.title,
    category: row.category as PromotionSummary['category'],
    startDate: row.start_date,
    endDate: row.end_date,
    noExpiry: row.no_expiry === 1 ? 1 : 0,
    imageRequired: row.image_required === 'Y' ? 'Y' : 'N',
    remarkRequired: row.remark_required === 'Y' ? 'Y' : 'N',
    announcementImages: [
      { url: row.card_image, sequence: 1 },
      { url: row.banner_image, sequence: 2 },
    ],
    takesApplications: row.takes_applications === 1,
    requiresJoin: row.requires_join === 1,
  };
}

/** The request merchant's promotion by id, or the clear "not found" answer (unknown, malformed or another merchant's). */
async function promotionOf(c: Context<AppEnv>, rawId: string | number): Promise<Selectable<PromotionTable>> {
  const id = typeof rawId === 'number' ? rawId : /^\d{1,9}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const row = Number.isSafeInteger(id)
    ? await c
        .get('services')
        .db.selectFrom('promotions')
        .selectAll()
        .where('id', '=', id)
        .where('merchant_code', '=', c.get('merchant').code)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiFailure(404, 'err_promotion_not_found');
  return row;
}

mount(promotionRoutes, 'promotions', async (input, c) => {
  const { db } = c.get('services');
  const rows = await db.selectFrom('promotions').selectAll().where('merchant_code', '=', c.get('merchant').code).orderBy('sort').orderBy('id').execute();
  const present = new Set(rows.map((r) => r.category));
  const category = input.category ?? 'all';
  const shown = rows.filter((r) => category === 'all' || r.category === category);
  return {
    promotions: (await inLanguage(db, requestLanguage(c), 'promotion', shown, (r) => r.id)).map(summaryOf),
    categories: PROMOTION_CATEGORIES.filter((cat) => present.has(cat)),
  };
});

mount(promotionRoutes, 'promotionDetail', async (input, c) => {
  const stored = await promotionOf(c, input.id);
  const row = await oneInLanguage(c.get('services').db, requestLanguage(c), 'promotion', stored, stored.id);
  const memberId = c.get('memberId');
  const joined =
    memberId !== null &&
    (await c
      .get('services')
      .db.selectFrom('promotion_joins')
      .select('member_id')
      .where('promotion_id', '=', row.id)
      .where('member_id', '=', memberId)
      .executeTakeFirst()) !== undefined;
  return { ...summaryOf(row), content: row.content, joined };
});

mount(promotionRoutes, 'joinPromotion', async (input, c) => {
  const memberId = currentMemberId(c);
  const row = await promotionOf(c, input.promotionId);
  if (row.requires_join !== 1) throw new ApiFailure(400, 'err_bad_request');
  await c
    .get('services')
    .db.insertInto('promotion_joins')
    .values({ promotion_id: row.id, member_id: memberId, joined_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { joined: true as const };
});

/** Room for one picture too many, so a fourth small picture is told apart from an oversize one. */
const MAX_UPLOAD_BODY = (REWARD_LIMITS.maxImages + 1) * REWARD_LIMITS.maxImageBytes + 64 * 1024;

/** Apply for a reward (product rule 7.14): a remark and pictures, filed once per idempotency key. */
mount(
  promotionRoutes,
  'requestReward',
  async (input, c, files) => {
    const memberId = currentMemberId(c);
    const { db } = c.get('services');
    const key = currentIdempotencyKey(c);
    const promotion = await promotionOf(c, input.promotionId);
    if (promotion.takes_applications !== 1) throw new ApiFailure(400, 'err_promotion_no_apply');
    if (promotion.requires_join === 1) {
      const joined = await db
        .selectFrom('promotion_joins')
        .select('member_id')
        .where('promotion_id', '=', promotion.id)
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      if (!joined) throw new ApiFailure(400, 'err_promotion_join_first');
    }
    const remarks = input.remarks?.trim() ?? '';

    const sent = files[REWARD_PICTURES_FIELD] ?? [];
    if (sent.length > REWARD_LIMITS.maxImages) throw new ApiFailure(400, 'activity_apply_remark_limit4');
    const pictures: NewUpload[] = [];
    for (const file of sent) {
      if (file.size > REWARD_LIMITS.maxImageBytes) throw new ApiFailure(400, 'activity_apply_remark_limit3');
      // The bytes decide, never the name or the declared type; what is kept is the picture drawn again.
      const picture = await storedPicture(new Uint8Array(await file.arrayBuffer()), REWARD_LIMITS.imageTypes, REWARD_PICTURE_SIDE);
      if (!picture) throw new ApiFailure(400, 'activity_image_type');
      pictures.push(picture);
    }
    if (hasUnsafeTextCharacters(remarks)) throw new ApiFailure(400, 'err_text_characters', { field: 'remarks' });
    if (promotion.remark_required === 'Y' && remarks === '') throw new ApiFailure(400, 'err_remark_required');
    if (promotion.image_required === 'Y' && pictures.length === 0) throw new ApiFailure(400, 'err_image_required');

    const id = await transact(db, async (trx) => {
      // The same key again (a retry after a timeout, a double tap): the first application answers.
      const earlier = await trx
        .selectFrom('reward_applications')
        .select('id')
        .where('member_id', '=', memberId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      if (earlier) return earlier.id;
      const names = await storeUploads(trx, 'reward-applications', pictures);
      const app = await trx
        .insertInto('reward_applications')
        .values({
          promotion_id: promotion.id,
          member_id: memberId,
          remarks,
          status: 'pending',
          reason: null,
          created_at: new Date().toISOString(),
          decided_at: null,
          idempotency_key: key,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (pictures.length > 0) {
        await trx
          .insertInto('reward_application_images')
          .values(
            pictures.map((p, i) => ({
              application_id: app.id,
              sequence: i + 1,
              file_name: names[i] ?? '',
              content_type: p.contentType,
              size_bytes: p.bytes.length,
            })),
          )
          .execute();
      }
      return app.id;
    });
    return { id, status: 'pending' as const };
  },
  { maxBytes: MAX_UPLOAD_BODY, tooLarge: 'activity_apply_remark_limit3' },
);

/** The demo operator approves what has waited this long; rejections come through the test control. */
export const DEMO_REVIEW_DELAY_MS = 60_000;

mount(promotionRoutes, 'rewardApplications', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const now = new Date();
  // No operator back office here: the member's own pending applications are reviewed when read.
  await db
    .updateTable('reward_applications')
    .set({ status: 'approved', decided_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('created_at', '<=', new Date(now.getTime() - DEMO_REVIEW_DELAY_MS).toISOString())
    .execute();
  const stored = await db
    .selectFrom('reward_applications as a')
    .innerJoin('promotions as p', 'p.id', 'a.promotion_id')
    .select((eb) => [
      'a.id',
      'a.promotion_id',
      'p.title',
      'a.remarks',
      'a.status',
      'a.reason',
      'a.created_at',
      eb
        .selectFrom('reward_application_images as i')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('i.application_id', '=', 'a.id')
        .as('image_count'),
    ])
    .where('a.member_id', '=', memberId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  // The promotion's title in the request's language, as the promotions page names it, and the
  // rejection reason where it has a translation (the seed's, the demo operator's default; an
  // operator's own reason is served as written).
  const language = requestLanguage(c);
  const titled = await inLanguage(db, language, 'promotion', stored, (r) => r.promotion_id);
  const rows = await inLanguage(db, language, 'reward_application', titled, (r) => r.id);
  return {
    applications: rows.map((r) => ({
      id: r.id,
      promotionId: r.promotion_id,
      promotionTitle: r.title,
      remarks: r.remarks,
      imageCount: Number(r.image_count ?? 0),
      status: r.status,
      reason: r.reason,
      createdAt: r.created_at,
    })),
  };
});

function signInAnswer(c: Context<AppEnv>, state: Awaited<ReturnType<typeof readSignInState>>) {
  const { todayBonusMinor, ...rest } = state;
  return { ...rest, todayBonus: todayBonusMinor / 100, nextDayAt: nextDayStart(state.today, c.get('merchant').time_zone) };
}

/** Daily sign-in is a promotion (LOGIN) the merchant runs or not: where it is off, it pays nothing. */
async function requireSignInPromotion(c: Context<AppEnv>): Promise<void> {
  const row = await c
    .get('services')
    .db.selectFrom('merchant_promotions')
    .select('enabled')
    .where('merchant_code', '=', c.get('merchant').code)
    .where('type', '=', 'LOGIN')
    .executeTakeFirst();
  if (row?.enabled !== 1) throw new ApiFailure(403, 'err_no_permission');
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

mount(promotionRoutes, 'rewardCentre', async (_input, c) => {
  const { db } = c.get('services');
  const stored = await db
    .selectFrom('member_rewards')
    .select(['id', 'kind', 'title', 'amount_minor', 'tickets', 'claimed_at'])
    .where('member_id', '=', currentMemberId(c))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // The title in the request's language where the reward has a translation.
  const rows = await inLanguage(db, requestLanguage(c), 'reward', stored, (r) => r.id);
  return {
    rewards: rows
      .filter((r) => (REWARD_KINDS as readonly string[]).includes(r.kind))
      .map((r) => ({ id: r.id, kind: r.kind, title: r.title, amount: r.amount_minor / 100, tickets: r.tickets, claimed: r.claimed_at !== null })),
  };
});

/** The member's balance, as a claim that moved no money answers it. */
async function balanceOf(db: Db, memberId: number): Promise<number> {
  return (await db.selectFrom('wallets').select('balance_minor').where('member_id', '=', memberId).executeTakeFirstOrThrow()).balance_minor;
}

/**
 * Claims a reward once: the claimed_at guard and the ledger key both hold, in one transaction.
 * The claim's Idempotency-Key again (its answer was lost) answers with the first answer; the key
 * of another claim is a conflict.
 */
mount(promotionRoutes, 'claimReward', async (input, c) => {
  const memberId = currentMemberId(c);
  const key = currentIdempotencyKey(c);
  const balanceMinor = await transact(c.get('services').db, async (trx) => {
    // The member's claims one at a time: a repeat of the key finds the first one committed.
    await lockMember(trx, memberId);
    const earlier = await trx
      .selectFrom('member_rewards')
      .select(['id', 'claim_balance_minor'])
      .where('member_id', '=', memberId)
      .where('claim_key', '=', key)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.id !== input.id) throw new ApiFailure(409, 'err_idempotency_conflict');
      return earlier.claim_balance_minor ?? (await balanceOf(trx, memberId));
    }
    const reward = await trx.selectFrom('member_rewards').selectAll().where('id', '=', input.id).where('member_id', '=', memberId).executeTakeFirst();
    if (!reward) throw new ApiFailure(404, 'err_not_found');
    if (reward.claimed_at !== null) throw new ApiFailure(409, 'err_reward_claimed');
    const now = new Date();
    // The mark is the claim: of two claims at once, the one whose update finds it unset wins.
    const marked = await trx
      .updateTable('member_rewards')
      .set({ claimed_at: now.toISOString(), claim_key: key })
      .where('id', '=', reward.id)
      .where('claimed_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new ApiFailure(409, 'err_reward_claimed');
    // Raffle tickets are not money: the claim is the claimed_at mark alone, no ledger row.
    const balance =
      reward.amount_minor === 0
        ? await balanceOf(trx, memberId)
        : (
            await postInTransaction(
              trx,
              {
                memberId,
                amountMinor: reward.amount_minor,
                kind: 'bonus',
                reference: ledgerReference('reward', reward.title),
                idempotencyKey: `reward-claim:${reward.id}`,
              },
              now,
            )
          ).balanceMinor;
    await trx.updateTable('member_rewards').set({ claim_balance_minor: balance }).where('id', '=', reward.id).execute();
    return balance;
  });
  return { id: input.id, sumBalance: balanceMinor / 100 };
});
