import { IMAGE_SNIFF_BYTES, type PromotionSummary, REWARD_LIMITS, sniffImageType } from '../../../shared/contract/promotions';

/** SPEC section 5's picture messages: wrong type, over 5 MB, more than 3. */
export type PictureRefusal = 'activity_image_type' | 'activity_apply_remark_limit3' | 'activity_apply_remark_limit4';

/** What the checks read of a picked file (a File has all three). */
export type PictureLike = { readonly name: string; readonly type: string; readonly size: number };

export type Requirements = Pick<PromotionSummary, 'remarkRequired' | 'imageRequired'>;

const extensions: readonly string[] = REWARD_LIMITS.imageExtensions;
const types: readonly string[] = REWARD_LIMITS.imageTypes;

/** At most 140, counted as the server counts (JS string length). */
export function remarkFits(remark: string): boolean {
  return remark.length <= REWARD_LIMITS.remarkMaxLength;
}

/**
 * One picture on its own: its name's extension and its declared type must both be jpeg/jpg/png
 * (either alone is easy to get wrong), then at most 5,242,880 bytes. The server sniffs the bytes.
 */
export function checkPicture(file: PictureLike): PictureRefusal | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!extensions.includes(extension) || !types.includes(file.type.toLowerCase())) return 'activity_image_type';
  if (file.size > REWARD_LIMITS.maxImageBytes) return 'activity_apply_remark_limit3';
  return null;
}

/**
 * Splits picked files by their first bytes, as the server will: a text file named photo.png is
 * not a picture, whatever its name and declared type say.
 */
export async function splitByContent<T extends Blob>(files: readonly T[]): Promise<{ images: T[]; others: T[] }> {
  const images: T[] = [];
  const others: T[] = [];
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
    (sniffImageType(head) ? images : others).push(file);
  }
  return { images, others };
}

/**
 * Newly picked files joining those already chosen: each is checked, and the good ones are taken
 * in order while fewer than 3 are chosen. Every refused file gives its message (first refusal first,
 * each message once); refused files are not added.
 */
export function addPictures<T extends PictureLike>(chosen: readonly T[], picked: readonly T[]): { chosen: T[]; refused: PictureRefusal[] } {
  const next = [...chosen];
  const refused = new Set<PictureRefusal>();
  for (const file of picked) {
    const problem = checkPicture(file) ?? (next.length >= REWARD_LIMITS.maxImages ? 'activity_apply_remark_limit4' : null);
    if (problem) refused.add(problem);
    else next.push(file);
  }
  return { chosen: next, refused: [...refused] };
}

/** SPEC section 5: submit only with a remark when it is required (blank is none), a picture when required, all within bounds. */
export function canSubmit(requirements: Requirements, remark: string, pictures: readonly PictureLike[]): boolean {
  if (!remarkFits(remark)) return false;
  if (pictures.length > REWARD_LIMITS.maxImages || pictures.some((p) => checkPicture(p) !== null)) return false;
  if (requirements.remarkRequired === 'Y' && remark.trim() === '') return false;
  if (requirements.imageRequired === 'Y' && pictures.length === 0) return false;
  return true;
}
