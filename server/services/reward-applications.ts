import type { LanguageCode } from '#src/shared/contract/platform';
import { REWARD_LIMITS } from '#src/shared/contract/promotions';
import { hasUnsafeTextCharacters } from '#src/shared/contract/validation';
import { type Db, transact } from '../db/database';
import { inLanguage } from './content-language';
import { REWARD_PICTURE_SIDE, storedPicture } from './picture-encoding';
import type { Promotion } from './promotions';
import { hasJoined } from './promotions';
import { Refusal } from './refusal';
import { type NewUpload, storeUploads } from './uploads';

/** The demo operator approves what has waited this long; rejections come through the test control. */
export const DEMO_REVIEW_DELAY_MS = 60_000;

export type Application = { promotion: Promotion; memberId: number; idempotencyKey: string; remarks: string; files: readonly File[] };

/**
 * Files an application for a reward (product rule 7.14) once per idempotency key: the promotion
 * must take applications (and be joined first where it asks to be), the pictures are redrawn from
 * their bytes (never their name or declared type), the remark and pictures the promotion asks for
 * must be there. The same key again (a retry after a timeout, a double tap) answers the first.
 */
export async function fileApplication(db: Db, { promotion, memberId, idempotencyKey, remarks, files }: Application): Promise<number> {
  if (promotion.takes_applications !== 1) throw new Refusal('err_promotion_no_apply');
  if (promotion.requires_join === 1 && !(await hasJoined(db, promotion.id, memberId))) throw new Refusal('err_promotion_join_first');
  if (files.length > REWARD_LIMITS.maxImages) throw new Refusal('activity_apply_remark_limit4');
  const pictures: NewUpload[] = [];
  for (const file of files) {
    if (file.size > REWARD_LIMITS.maxImageBytes) throw new Refusal('activity_apply_remark_limit3');
    const picture = await storedPicture(new Uint8Array(await file.arrayBuffer()), REWARD_LIMITS.imageTypes, REWARD_PICTURE_SIDE);
    if (!picture) throw new Refusal('activity_image_type');
    pictures.push(picture);
  }
  if (hasUnsafeTextCharacters(remarks)) throw new Refusal('err_text_characters', { field: 'remarks' });
  if (promotion.remark_required === 'Y' && remarks === '') throw new Refusal('err_remark_required');
  if (promotion.image_required === 'Y' && pictures.length === 0) throw new Refusal('err_image_required');

  return transact(db, async (trx) => {
    const earlier = await trx
      .selectFrom('reward_applications')
      .select('id')
      .where('member_id', '=', memberId)
      .where('idempotency_key', '=', idempotencyKey)
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
        idempotency_key: idempotencyKey,
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
}

/**
 * A member's applications, newest first, each with its promotion's title in the language (as the
 * promotions page names it) and its rejection reason where that has a translation (the seed's, the
 * demo operator's default; an operator's own reason is served as written). There is no operator
 * back office here: the member's own pending applications are reviewed when read.
 */
export async function memberApplications(db: Db, memberId: number, language: LanguageCode, now = new Date()) {
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
  const titled = await inLanguage(db, language, 'promotion', stored, (r) => r.promotion_id);
  const rows = await inLanguage(db, language, 'reward_application', titled, (r) => r.id);
  return rows.map((r) => ({
    id: r.id,
    promotionId: r.promotion_id,
    promotionTitle: r.title,
    remarks: r.remarks,
    imageCount: Number(r.image_count ?? 0),
    status: r.status,
    reason: r.reason,
    createdAt: r.created_at,
  }));
}
