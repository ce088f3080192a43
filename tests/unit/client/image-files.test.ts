// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HEAD_ICON_LIMITS } from '#src/shared/contract/head-icon';
import { REWARD_LIMITS } from '#src/shared/contract/promotions';
import { splitByContent } from '#src/shared/lib/image-files';

const GIF89 = 'GIF89a\u0001\u0000';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const file = (bytes: number[] | string, name: string, type: string) => new File([typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)], name, { type });

describe('reward pictures by their bytes, as the server decides', () => {
  it.each([
    ['a real PNG', file(PNG, 'receipt.png', 'image/png'), true],
    ['a real JPEG named .jpg', file(JPEG, 'slip.jpg', 'image/jpeg'), true],
    ['a JPEG named .png', file(JPEG, 'slip.png', 'image/png'), true],
    ['text named .png', file('not a picture at all', 'fake.png', 'image/png'), false],
    ['a GIF named .jpg', file(GIF89, 'anim.jpg', 'image/jpeg'), false],
    ['an empty file', file([], 'empty.png', 'image/png'), false],
    ['PNG magic cut short', file(PNG.slice(0, 5), 'short.png', 'image/png'), false],
  ] as const)('%s: image %s', async (_name, picked, isImage) => {
    const { images, others } = await splitByContent([picked], REWARD_LIMITS.imageTypes);
    expect(images.length === 1).toBe(isImage);
    expect(others.length === 1).toBe(!isImage);
  });

  it('keeps the order of the real pictures among fakes', async () => {
    const a = file(PNG, 'a.png', 'image/png');
    const fake = file('x', 'b.png', 'image/png');
    const c = file(JPEG, 'c.jpg', 'image/jpeg');
    expect(await splitByContent([a, fake, c], REWARD_LIMITS.imageTypes)).toEqual({ images: [a, c], others: [fake] });
  });
});

describe('head icons by their bytes: GIF too', () => {
  it.each([
    ['a GIF89a', file(GIF89, 'anim.gif', 'image/gif'), true],
    ['a GIF87a', file('GIF87a\u0001\u0000', 'old.gif', 'image/gif'), true],
    ['a PNG', file(PNG, 'me.png', 'image/png'), true],
    ['"GIF8" with no version', file('GIF8xa', 'odd.gif', 'image/gif'), false],
    ['an SVG named .gif', file('<svg xmlns="http://www.w3.org/2000/svg"/>', 'x.gif', 'image/gif'), false],
  ] as const)('%s: image %s', async (_name, picked, isImage) => {
    const { images } = await splitByContent([picked], HEAD_ICON_LIMITS.types);
    expect(images.length === 1).toBe(isImage);
  });
});
