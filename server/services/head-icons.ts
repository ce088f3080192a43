import type { Kysely } from 'kysely';
import { HEAD_ICON_PRESETS, type HeadIcon } from '../../src/shared/contract/head-icon';
import type { Database } from '../db/schema';
import { removeUploads, UPLOAD_NAME } from './uploads';

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

/**
 * Sets a member's head icon and removes the picture it replaces. Compare-and-set on the old value,
 * so two changes at once never both remove the same picture nor leave one behind.
 */
export async function replaceHeadIcon(db: Kysely<Database>, dataDir: string, memberId: number, next: string): Promise<void> {
  for (;;) {
    const row = await db.selectFrom('members').select('head_icon').where('id', '=', memberId).executeTakeFirstOrThrow();
    const previous = row.head_icon;
    const done = await db
      .updateTable('members')
      .set({ head_icon: next })
      .where('id', '=', memberId)
      .where((eb) => (previous === null ? eb('head_icon', 'is', null) : eb('head_icon', '=', previous)))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) continue;
    if (previous?.startsWith('upload:') && previous !== next) await removeUploads(dataDir, 'head-icons', [previous.slice('upload:'.length)]);
    return;
  }
}
