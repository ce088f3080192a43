import { type PromotionSummary, REWARD_LIMITS } from '#src/shared/contract/promotions';
import { type PictureLike, pictureProblem } from '#src/shared/lib/image-files';

/** The picture messages: wrong type, over 5 MB, more than 3 (product rule 5.9). */
export type PictureRefusal = 'activity_image_type' | 'activity_apply_remark_limit3' | 'activity_apply_remark_limit4';

export type Requirements = Pick<PromotionSummary, 'remarkRequired' | 'imageRequired'>;

const RULE = { extensions: REWARD_LIMITS.imageExtensions, types: REWARD_LIMITS.imageTypes, maxBytes: REWARD_LIMITS.maxImageBytes };

/** At most 140, counted as the server counts (JS string length). */
export function remarkFits(remark: string): boolean {
  return remark.length <= REWARD_LIMITS.remarkMaxLength;
}

/** One picture on its own: jpeg/jpg/png by name and declared type, then at most 5,242,880 bytes. */
export function checkPicture(file: PictureLike): PictureRefusal | null {
  const problem = pictureProblem(file, RULE);
  return problem === 'type' ? 'activity_image_type' : problem === 'size' ? 'activity_apply_remark_limit3' : null;
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

/** Submit only with a remark when it is required (blank is none), a picture when required, all within bounds (product rule 5.9). */
export function canSubmit(requirements: Requirements, remark: string, pictures: readonly PictureLike[]): boolean {
  if (!remarkFits(remark)) return false;
  if (pictures.length > REWARD_LIMITS.maxImages || pictures.some((p) => checkPicture(p) !== null)) return false;
  if (requirements.remarkRequired === 'Y' && remark.trim() === '') return false;
  if (requirements.imageRequired === 'Y' && pictures.length === 0) return false;
  return true;
}
