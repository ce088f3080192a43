import { acceptedImageType, IMAGE_SNIFF_BYTES } from '../contract/image-types';

/** What a picture may be: its name's extensions, its declared types, and its size. */
export type PictureRule = { readonly extensions: readonly string[]; readonly types: readonly string[]; readonly maxBytes: number };

/** What the checks read of a picked file (a File has all three). */
export type PictureLike = { readonly name: string; readonly type: string; readonly size: number };

/**
 * One picked file against a rule, before any byte is read: its name's extension and its declared
 * type must both be allowed (either alone is easy to get wrong), then its size. The server sniffs
 * the bytes as well.
 */
export function pictureProblem(file: PictureLike, rule: PictureRule): 'type' | 'size' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!rule.extensions.includes(extension) || !rule.types.includes(file.type.toLowerCase())) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/**
 * Splits picked files by their first bytes, as the server will: a text file named photo.png is
 * not a picture, whatever its name and declared type say, and a GIF is one only where `accepted`
 * lists it.
 */
export async function splitByContent<T extends Blob>(files: readonly T[], accepted: readonly string[]): Promise<{ images: T[]; others: T[] }> {
  const images: T[] = [];
  const others: T[] = [];
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
    (acceptedImageType(head, accepted) ? images : others).push(file);
  }
  return { images, others };
}
