import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What the bytes say a picture is: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A); else null. */
export function sniffImageType(bytes: Uint8Array): { contentType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png' } | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return { contentType: 'image/png', extension: 'png' };
  return null;
}

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
