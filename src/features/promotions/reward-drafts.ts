import { IDEMPOTENCY_KEY_PATTERN } from '#src/shared/contract/wallet';
import { newIdempotencyKey } from '#src/shared/lib/idempotency-key';
import { withDb } from '#src/shared/storage/db';

/**
 * `sendKey` is the Idempotency-Key the application is sent with, kept with the draft: a send
 * that timed out after the server filed it, sent again (even after a reload), is filed once.
 */
export type RewardDraft = { remark: string; pictures: File[]; sendKey: string };

/**
 * A reward application being written, kept on the device (IndexedDB holds the picked files
 * themselves), so a reload, a closed browser or a crash loses nothing; sending it deletes it.
 * Read back as untrusted: only a string remark and File pictures come out.
 */
export function readRewardDraft(owner: string, promotionId: number): Promise<RewardDraft | null> {
  return withDb(async (db) => {
    const row = await db.rewardDrafts.get([owner, promotionId]);
    if (!row) return null;
    const remark = typeof row.remark === 'string' ? row.remark : '';
    const pictures = Array.isArray(row.pictures) ? row.pictures.filter((p): p is File => p instanceof File) : [];
    const sendKey = typeof row.sendKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(row.sendKey) ? row.sendKey : newIdempotencyKey();
    return { remark, pictures, sendKey };
  }, null);
}

export function saveRewardDraft(owner: string, promotionId: number, draft: RewardDraft): Promise<void> {
  return withDb(async (db) => {
    if (!draft.remark && draft.pictures.length === 0) await db.rewardDrafts.delete([owner, promotionId]);
    else await db.rewardDrafts.put({ owner, promotionId, remark: draft.remark, pictures: draft.pictures, sendKey: draft.sendKey, savedAt: Date.now() });
  }, undefined);
}

export function deleteRewardDraft(owner: string, promotionId: number): Promise<void> {
  return withDb(async (db) => {
    await db.rewardDrafts.delete([owner, promotionId]);
  }, undefined);
}
