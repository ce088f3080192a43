import { HEAD_ICON_PRESETS, type HeadIcon } from '#src/shared/contract/head-icon';
import { type Db, lockMember, transact } from '../db/database';
import { type NewUpload, removeUploads, storeUploads, UPLOAD_NAME } from './uploads';

/** Where an uploaded head icon is served: outside /api so the service worker keeps it for offline. */
export const HEAD_ICON_UPLOAD_PATH = '/uploads/head-icons/';

/** The stored column ("preset:<n>", "upload:<name>" or null) as the contract's head icon. */
export function headIconOf(stored: string | null): HeadIcon {
  if (!stored) return null;
  const [kind, value = ''] = stored.split(':', 2);
  if (kind === 'preset' && HEAD_ICON_PRESETS.includes(Number(value))) return { kind: 'preset', preset: Number(value) };
  if (kind === 'upload' && UPLOAD_NAME.test(value)) return { kind: 'upload', url: `${HEAD_ICON_UPLOAD_PATH}${value}` };
  return null;
}

/** The member's head icon as it is stored now. */
export async function memberHeadIcon(db: Db, memberId: number): Promise<HeadIcon> {
  const row = await db.selectFrom('members').select('head_icon').where('id', '=', memberId).executeTakeFirstOrThrow();
  return headIconOf(row.head_icon);
}

/**
 * Sets a member's head icon (a preset, or a new picture stored with it) and removes the picture it
 * replaces, all in one transaction: two changes at once never both remove the same picture nor
 * leave one behind.
 */
export async function replaceHeadIcon(db: Db, memberId: number, next: { preset: number } | { picture: NewUpload }): Promise<void> {
  await transact(db, async (trx) => {
    await lockMember(trx, memberId);
    const [name] = 'picture' in next ? await storeUploads(trx, 'head-icons', [next.picture]) : [];
    const stored = name ? `upload:${name}` : `preset:${'preset' in next ? next.preset : ''}`;
    const row = await trx.selectFrom('members').select('head_icon').where('id', '=', memberId).executeTakeFirstOrThrow();
    await trx.updateTable('members').set({ head_icon: stored }).where('id', '=', memberId).execute();
    if (row.head_icon?.startsWith('upload:') && row.head_icon !== stored) await removeUploads(trx, 'head-icons', [row.head_icon.slice('upload:'.length)]);
  });
}
