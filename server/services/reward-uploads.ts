import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where reward application pictures live, under the data directory. */
export function rewardUploadDir(dataDir: string): string {
  return join(dataDir, 'uploads', 'reward-applications');
}

/** Writes the pictures under names the server picks (never the client's); returns those names. */
export async function storePictures(dataDir: string, pictures: readonly { bytes: Uint8Array; extension: string }[]): Promise<string[]> {
  const dir = rewardUploadDir(dataDir);
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  try {
    for (const p of pictures) {
      const name = `${randomUUID()}.${p.extension}`;
      await writeFile(join(dir, name), p.bytes, { flag: 'wx' });
      names.push(name);
    }
  } catch (error) {
    await removePictures(dataDir, names);
    throw error;
  }
  return names;
}

export async function removePictures(dataDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((n) => rm(join(rewardUploadDir(dataDir), n), { force: true })));
}
