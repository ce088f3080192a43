import { withDb } from '../../shared/storage/db';

export type RewardDraft = { remark: string; pictures: File[] };

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
    return { remark, pictures };
  }, null);
}

export function saveRewardDraft(owner: string, promotionId: number, draft: RewardDraft): Promise<void> {
  return withDb(async (db) => {
    if (!draft.remark && draft.pictures.length === 0) await db.rewardDrafts.delete([owner, promotionId]);
    else await db.rewardDrafts.put({ owner, promotionId, remark: draft.remark, pictures: draft.pictures, savedAt: Date.now() });
  }, undefined);
}

export function deleteRewardDraft(owner: string, promotionId: number): Promise<void> {
  return withDb(async (db) => {
    await db.rewardDrafts.delete([owner, promotionId]);
  }, undefined);
}
