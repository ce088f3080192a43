import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOfExtension } from '#src/shared/contract/image-types';
import type { Db } from '../db/database';

/** What members upload. */
export type UploadKind = 'reward-applications' | 'head-icons';
const KINDS: readonly UploadKind[] = ['reward-applications', 'head-icons'];

/**
 * A stored upload's name: a random UUID and the extension the server sniffed. Names are never the
 * client's, so one cannot be guessed or made to collide.
 */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/;

export type NewUpload = { bytes: Uint8Array; extension: string; contentType: string };

/**
 * Stores pictures in the database under names the server picks; returns those names. Kept in a
 * table rather than a folder, any server instance on the database serves them, and a caller's
 * transaction keeps the pictures and the row that names them together.
 */
export async function storeUploads(db: Db, kind: UploadKind, files: readonly NewUpload[], now = new Date()): Promise<string[]> {
  const rows = files.map((f) => ({ name: `${randomUUID()}.${f.extension}`, kind, content_type: f.contentType, bytes: f.bytes, created_at: now.toISOString() }));
  if (rows.length > 0) await db.insertInto('uploads').values(rows).execute();
  return rows.map((r) => r.name);
}

export async function removeUploads(db: Db, kind: UploadKind, names: readonly string[]): Promise<void> {
  if (names.length > 0)
    await db
      .deleteFrom('uploads')
      .where('kind', '=', kind)
      .where('name', 'in', [...names])
      .execute();
}

export async function readUpload(db: Db, kind: UploadKind, name: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined> {
  if (!UPLOAD_NAME.test(name)) return undefined;
  const row = await db.selectFrom('uploads').select(['bytes', 'content_type']).where('kind', '=', kind).where('name', '=', name).executeTakeFirst();
  return row ? { bytes: row.bytes, contentType: row.content_type } : undefined;
}

/**
 * Earlier versions kept uploads in `uploads/<kind>/` under the data folder: a start moves any
 * found there into the database (a file already moved is skipped) and deletes the folder.
 */
export async function importUploadFolder(db: Db, dataDir: string): Promise<number> {
  let moved = 0;
  for (const kind of KINDS) {
    const dir = join(dataDir, 'uploads', kind);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => UPLOAD_NAME.test(n))) {
      const contentType = contentTypeOfExtension(name.slice(name.lastIndexOf('.') + 1)) ?? 'application/octet-stream';
      const bytes = new Uint8Array(await readFile(join(dir, name)));
      await db
        .insertInto('uploads')
        .values({ name, kind, content_type: contentType, bytes, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      moved++;
    }
  }
  await rm(join(dataDir, 'uploads'), { recursive: true, force: true });
  return moved;
}
