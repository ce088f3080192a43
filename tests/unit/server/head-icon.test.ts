// @vitest-environment node
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HeadIcon, HeadIconState } from '#src/shared/contract/head-icon';
import type { MemberInfo } from '#src/shared/contract/member';
import { GIF, PNG, pictureFacts } from '#tests/helpers/pictures';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, type Envelope, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type Form = { preset?: string; picture?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } };
async function setIcon(token: string | null, form: Form) {
  const body = new FormData();
  if (form.preset !== undefined) body.set('preset', form.preset);
  if (form.picture) body.set('picture', new Blob([form.picture.bytes], { type: form.picture.type }), form.picture.name);
  const res = await server.fetch('/api/member/head-icon', { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body });
  return { status: res.status, body: (await res.json()) as Envelope<{ current: HeadIcon }> };
}
/** The names of the stored head-icon pictures. */
const stored = async () => (await server.db.selectFrom('uploads').select('name').where('kind', '=', 'head-icons').execute()).map((row) => row.name);
const infoOf = async (token: string) => (await call<MemberInfo>(server, 'GET', '/api/member/info', { token })).body.value?.headIcon;

describe('head icon', () => {
  it('offers 12 presets; a chosen preset shows in member info', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const state = await call<HeadIconState>(server, 'GET', '/api/member/head-icon', { token });
    expect(state.body.value).toEqual({ current: null, presets: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    expect(await setIcon(token, { preset: '7' })).toMatchObject({ status: 200, body: { value: { current: { kind: 'preset', preset: 7 } } } });
    expect(await infoOf(token)).toEqual({ kind: 'preset', preset: 7 });
    const art = await server.fetch('/cdn/a/images/avatars/preset-7.svg');
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    expect((await server.fetch('/cdn/a/images/avatars/preset-13.svg')).status).toBe(404);
  });

  it('refuses a preset that does not exist, both fields at once, or neither', async () => {
    const token = await login(server, 'player1', 'Player1234');
    for (const form of [{ preset: '0' }, { preset: '13' }, { preset: 'x' }, {}, { preset: '1', picture: { bytes: PNG, name: 'a.png', type: 'image/png' } }]) {
      expect(await setIcon(token, form)).toMatchObject({ status: 400, body: { message: 'err_bad_request' } });
    }
    expect(await infoOf(token)).toBeNull();
  });

  it('stores an uploaded picture under a name of its own, serves it, and removes the one it replaces', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const first = await setIcon(token, { picture: { bytes: PNG, name: '../../me.png', type: 'image/png' } });
    const icon = first.body.value?.current;
    if (icon?.kind !== 'upload') throw new Error('expected an upload');
    expect(icon.url).toMatch(/^\/uploads\/head-icons\/[0-9a-f-]{36}\.png$/);
    const served = await server.fetch(icon.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // The picture as drawn again by the server, not the upload's bytes.
    expect(await pictureFacts(new Uint8Array(await served.arrayBuffer()))).toEqual({ format: 'png', width: 2, height: 2, exif: false });
    // A GIF declared as JPEG is still a GIF: the bytes decide.
    const second = await setIcon(token, { picture: { bytes: GIF, name: 'me.jpg', type: 'image/jpeg' } });
    expect(second.body.value?.current).toMatchObject({ kind: 'upload', url: expect.stringMatching(/\.gif$/) });
    expect(await stored()).toHaveLength(1);
    expect((await server.fetch(icon.url)).status).toBe(404);
    await setIcon(token, { preset: '2' });
    expect(await stored()).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or GIF by its bytes, and a picture over 5 MB', async () => {
    const token = await login(server, 'player1', 'Player1234');
    expect(await setIcon(token, { picture: { bytes: SVG, name: 'me.png', type: 'image/png' } })).toMatchObject({
      status: 400,
      body: { message: 'err_head_icon_type' },
    });
    const big = new Uint8Array(5_242_881);
    big.set(PNG);
    const refused = await setIcon(token, { picture: { bytes: big, name: 'big.png', type: 'image/png' } });
    expect(refused.body.message).toBe('err_head_icon_size');
    expect(await stored()).toEqual([]);
    expect((await server.fetch('/uploads/head-icons/..%2F..%2Fapp.db')).status).toBe(404);
  });

  it('keeps no byte of the upload: a phone photo loses its GPS position, a picture its hidden script, a polyglot is refused', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const keptBytes = async () => {
      const icon = await infoOf(token);
      if (icon?.kind !== 'upload') throw new Error('expected an upload');
      return new Uint8Array(await (await server.fetch(icon.url)).arrayBuffer());
    };
    // A 3000x2000 phone photo with its position, camera and owner.
    const photo = new Uint8Array(
      await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'PhoneCo', Artist: 'Player One' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
        .toBuffer(),
    );
    expect((await pictureFacts(photo)).exif).toBe(true);
    expect((await setIcon(token, { picture: { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' } })).status).toBe(200);
    const kept = await keptBytes();
    expect(await pictureFacts(kept)).toEqual({ format: 'jpeg', width: 512, height: 341, exif: false });
    expect(Buffer.from(kept).includes('PhoneCo')).toBe(false);
    // A real picture with HTML and script after its end: the picture is kept, the rest is not.
    const trailer = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    expect((await setIcon(token, { picture: { bytes: new Uint8Array([...PNG, ...trailer]), name: 'me.png', type: 'image/png' } })).status).toBe(200);
    expect(Buffer.from(await keptBytes()).includes('<script')).toBe(false);
    // A PNG signature and HTML after it is no picture at all; nor is a GIF behind a PNG's signature.
    const stored = await keptBytes();
    for (const bytes of [new Uint8Array([...PNG.slice(0, 16), ...trailer]), new Uint8Array([...PNG.slice(0, 8), ...GIF])]) {
      expect(await setIcon(token, { picture: { bytes, name: 'me.png', type: 'image/png' } })).toMatchObject({
        status: 400,
        body: { message: 'err_head_icon_type' },
      });
    }
    expect(await keptBytes()).toEqual(stored);
  });

  it('answers visitors with not logged in and trial accounts with free_reject', async () => {
    expect((await setIcon(null, { preset: '1' })).status).toBe(401);
    const trial = await trialToken(server);
    expect(await setIcon(trial, { preset: '1' })).toMatchObject({ status: 403, body: { message: 'free_reject' } });
    expect((await call(server, 'GET', '/api/member/head-icon', { token: trial })).body).toMatchObject({ message: 'free_reject' });
  });

  it('keeps exactly one picture when two uploads race', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const results = await Promise.all([1, 2, 3].map(() => setIcon(token, { picture: { bytes: PNG, name: 'me.png', type: 'image/png' } })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const icon = await infoOf(token);
    expect(await stored()).toEqual([icon?.kind === 'upload' ? icon.url.split('/').pop() : 'none']);
  });
});
