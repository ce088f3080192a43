import { describe, expect, it } from 'vitest';
import { addPictures, canSubmit, checkPicture, type Requirements, remarkFits } from '#src/features/promotions/lib/reward-validation';
import type { PictureLike } from '#src/shared/lib/image-files';

const MB5 = 5_242_880;
const picture = (name: string, type = 'image/png', size = 1_000): PictureLike => ({ name, type, size });

describe('reward application rules (product rule 5.9)', () => {
  it.each([
    [139, true],
    [140, true],
    [141, false],
  ])('a remark of %i characters fits: %s', (length, fits) => {
    expect(remarkFits('a'.repeat(length))).toBe(fits);
  });

  it('counts a remark as JS string length (an emoji is two)', () => {
    expect(remarkFits('😀'.repeat(70))).toBe(true);
    expect(remarkFits(`${'😀'.repeat(70)}a`)).toBe(false);
  });

  it.each<[string, PictureLike, string | null]>([
    ['a png', picture('slip.png'), null],
    ['a jpg', picture('slip.jpg', 'image/jpeg'), null],
    ['a jpeg', picture('slip.jpeg', 'image/jpeg'), null],
    ['an uppercase .JPG', picture('SLIP.JPG', 'image/jpeg'), null],
    ['a gif', picture('anim.gif', 'image/gif'), 'activity_image_type'],
    ['a .png name declared image/gif', picture('anim.png', 'image/gif'), 'activity_image_type'],
    ['a .gif name declared image/png', picture('anim.gif', 'image/png'), 'activity_image_type'],
    ['no extension', picture('slip', 'image/png'), 'activity_image_type'],
    ['no declared type', picture('slip.png', ''), 'activity_image_type'],
    ['a webp', picture('slip.webp', 'image/webp'), 'activity_image_type'],
    ['exactly 5,242,880 bytes', picture('big.png', 'image/png', MB5), null],
    ['one byte more', picture('big.png', 'image/png', MB5 + 1), 'activity_apply_remark_limit3'],
    ['oversize and the wrong type: the type speaks first', picture('big.gif', 'image/gif', MB5 + 1), 'activity_image_type'],
  ])('%s', (_name, file, expected) => {
    expect(checkPicture(file)).toBe(expected);
  });

  it('takes a third picture and refuses a fourth', () => {
    const two = [picture('a.png'), picture('b.png')];
    const three = addPictures(two, [picture('c.png')]);
    expect(three).toEqual({ chosen: [...two, picture('c.png')], refused: [] });
    const four = addPictures(three.chosen, [picture('d.png')]);
    expect(four).toEqual({ chosen: three.chosen, refused: ['activity_apply_remark_limit4'] });
  });

  it('keeps the good files of a mixed pick, in order, and names each refusal once', () => {
    const picked = [
      picture('a.gif', 'image/gif'),
      picture('b.png'),
      picture('c.png', 'image/png', MB5 + 1),
      picture('d.jpg', 'image/jpeg'),
      picture('e.gif', 'image/gif'),
    ];
    expect(addPictures([], picked)).toEqual({
      chosen: [picture('b.png'), picture('d.jpg', 'image/jpeg')],
      refused: ['activity_image_type', 'activity_apply_remark_limit3'],
    });
    // Four good ones at once: three are taken, the fourth is refused.
    const four = ['a', 'b', 'c', 'd'].map((n) => picture(`${n}.png`));
    expect(addPictures([], four)).toEqual({ chosen: four.slice(0, 3), refused: ['activity_apply_remark_limit4'] });
  });

  const req = (remarkRequired: 'Y' | 'N', imageRequired: 'Y' | 'N'): Requirements => ({ remarkRequired, imageRequired });
  it.each<[string, Requirements, string, PictureLike[], boolean]>([
    ['nothing required, nothing given', req('N', 'N'), '', [], true],
    ['remark required, none', req('Y', 'N'), '', [], false],
    ['remark required, whitespace only', req('Y', 'N'), ' \n\t ', [], false],
    ['remark required, given', req('Y', 'N'), 'my deposit', [], true],
    ['picture required, none', req('N', 'Y'), 'text', [], false],
    ['picture required, one', req('N', 'Y'), '', [picture('a.png')], true],
    ['both required, only a remark', req('Y', 'Y'), 'text', [], false],
    ['both required, only a picture', req('Y', 'Y'), '', [picture('a.png')], false],
    ['both required, both given', req('Y', 'Y'), 'text', [picture('a.png')], true],
    ['remark of 141 characters', req('N', 'N'), 'a'.repeat(141), [], false],
    ['remark of 140 characters', req('Y', 'N'), 'a'.repeat(140), [], true],
    ['four pictures', req('N', 'Y'), '', ['a', 'b', 'c', 'd'].map((n) => picture(`${n}.png`)), false],
    ['an oversize picture slipped in', req('N', 'Y'), '', [picture('a.png', 'image/png', MB5 + 1)], false],
  ])('can submit: %s', (_name, requirements, remark, pictures, expected) => {
    expect(canSubmit(requirements, remark, pictures)).toBe(expected);
  });
});
