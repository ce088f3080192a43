/** Picture types the server takes, decided by their first bytes (never the name or the declared type). */
export type ImageType = { contentType: 'image/jpeg' | 'image/png' | 'image/gif'; extension: 'jpg' | 'png' | 'gif' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** "GIF87a" or "GIF89a". */
const GIF = [0x47, 0x49, 0x46, 0x38];

/**
 * What the bytes say a picture is: JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or GIF
 * (GIF87a, GIF89a); else null. Each caller then checks the type against what it accepts.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= PNG.length && PNG.every((b, i) => bytes[i] === b)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 6 && GIF.every((b, i) => bytes[i] === b) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  return null;
}

/** The sniffed type when it is one of `accepted`; else null. */
export function acceptedImageType(bytes: Uint8Array, accepted: readonly string[]): ImageType | null {
  const type = sniffImageType(bytes);
  return type && accepted.includes(type.contentType) ? type : null;
}

/** How many leading bytes sniffImageType reads. */
export const IMAGE_SNIFF_BYTES = 8;

/** The content type of a stored picture by the extension the server gave it. */
export function contentTypeOfExtension(extension: string): ImageType['contentType'] | null {
  return extension === 'jpg' ? 'image/jpeg' : extension === 'png' ? 'image/png' : extension === 'gif' ? 'image/gif' : null;
}
