import sharp from 'sharp';
import { acceptedImageType, type ImageType } from '#src/shared/contract/image-types';
import type { NewUpload } from './uploads';

/**
 * The most pixels an uploaded picture may declare: 50 megapixels, above a phone camera's photo.
 * A few kilobytes of PNG can declare a billion pixels; the decoder refuses more before it starts.
 */
export const MAX_PICTURE_PIXELS = 50_000_000;

/** Head icons are drawn at most 96 px wide (at 3x): 512 px keeps them sharp. */
export const HEAD_ICON_SIDE = 512;
/** A reward application's pictures are read by an operator on a desk screen. */
export const REWARD_PICTURE_SIDE = 2048;

const SHARP_FORMAT: Record<ImageType['extension'], string> = { jpg: 'jpeg', png: 'png', gif: 'gif' };

/**
 * An uploaded picture as it is kept: of a type in `accepted` by its first bytes, then decoded and
 * encoded again in that type, no side over `maxSide` (smaller ones keep their size), turned as its
 * EXIF orientation says. Nothing of the upload's own bytes survives: not its metadata (a phone
 * photo's GPS position, the camera, the owner's name), nor anything hidden after or inside the
 * picture (a PNG signature followed by HTML and script). Null when the bytes are not a whole
 * picture of that type, or declare more than `maxPixels`.
 */
export async function storedPicture(
  bytes: Uint8Array,
  accepted: readonly string[],
  maxSide: number,
  maxPixels = MAX_PICTURE_PIXELS,
): Promise<NewUpload | null> {
  const type = acceptedImageType(bytes, accepted);
  if (!type) return null;
  try {
    // A GIF keeps its frames; every other picture is one.
    const animated = type.extension === 'gif';
    const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated });
    // The decoder reads the bytes for what they are: a signature of one type before another picture is refused.
    if ((await image.metadata()).format !== SHARP_FORMAT[type.extension]) return null;
    const sized = (animated ? image : image.autoOrient()).resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type.extension === 'jpg' ? sized.jpeg({ quality: 85, mozjpeg: true }) : type.extension === 'png' ? sized.png({ compressionLevel: 9 }) : sized.gif();
    return { bytes: new Uint8Array(await encoded.toBuffer()), extension: type.extension, contentType: type.contentType };
  } catch {
    return null;
  }
}
