import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What members upload, each kind in its own folder under the data directory's `uploads`. */
export type UploadKind = 'reward-applications' | 'head-icons';

export function uploadDir(dataDir: string, kind: UploadKind): string {
  return join(dataDir, 'uploads', kind);
}

/**
 * A stored upload's name: a random UUID and the extension the server sniffed. Only such names are
 * ever joined to a folder, so a crafted name cannot walk out of it.
 */
export const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/;

/** Writes the files under names the server picks (never the client's); returns those names. */
export async function storeUploads(dataDir: string, kind: UploadKind, files: readonly { bytes: Uint8Array; extension: string }[]): Promise<string[]> {
  const dir = uploadDir(dataDir, kind);
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  try {
    for (const f of files) {
      const name = `${randomUUID()}.${f.extension}`;
      await writeFile(join(dir, name), f.bytes, { flag: 'wx' });
      names.push(name);
    }
  } catch (error) {
    await removeUploads(dataDir, kind, names);
    throw error;
  }
  return names;
}

export async function removeUploads(dataDir: string, kind: UploadKind, names: readonly string[]): Promise<void> {
  await Promise.all(names.filter((n) => UPLOAD_NAME.test(n)).map((n) => rm(join(uploadDir(dataDir, kind), n), { force: true })));
}
