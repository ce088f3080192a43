// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_PIXELS, storedPicture } from '#server/services/picture-encoding';
import { GIF, PNG, pictureFacts } from '#tests/helpers/pictures';

const TYPES = ['image/jpeg', 'image/png', 'image/gif'];

describe('pictures as they are kept', () => {
  it('refuses a picture that declares more pixels than the limit, before decoding it', async () => {
    // 9,000 x 9,000 of one colour: a few hundred kilobytes of PNG, 81 megapixels drawn.
    const bomb = new Uint8Array(
      await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    expect(9000 * 9000).toBeGreaterThan(MAX_PICTURE_PIXELS);
    expect(await storedPicture(bomb, TYPES, 2048)).toBeNull();
    // Under the limit it is kept, no side over the one asked for.
    const wide = new Uint8Array(
      await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const kept = await storedPicture(wide, TYPES, 600);
    expect(kept && (await pictureFacts(kept.bytes))).toEqual({ format: 'png', width: 600, height: 200, exif: false });
  });

  it('keeps a picture of its own type, a small one at its size, and refuses a type not accepted', async () => {
    const gif = await storedPicture(GIF, TYPES, 512);
    expect(gif).toMatchObject({ extension: 'gif', contentType: 'image/gif' });
    expect(gif && (await pictureFacts(gif.bytes))).toMatchObject({ format: 'gif', width: 1, height: 1 });
    expect(await storedPicture(GIF, ['image/png'], 512)).toBeNull();
    expect(await storedPicture(PNG.slice(0, 45), TYPES, 512)).toBeNull();
  });
});
