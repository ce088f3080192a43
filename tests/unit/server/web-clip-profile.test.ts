import { readFileSync } from 'node:fs';
import { parse } from 'plist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClipProfilePath } from '#src/shared/contract/platform';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  // The icon comes from the served files; the source folder holds the same icons as a build.
  server = await startTestServer({ STATIC_DIR: './public' });
});
afterAll(async () => {
  await server.stop();
});

type Dict = Record<string, unknown>;
const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

async function profile(url: string): Promise<{ response: Response; plist: Dict }> {
  const response = await server.fetch(url);
  expect(response.status).toBe(200);
  return { response, plist: parse(await response.text()) as Dict };
}

describe('the iOS configuration profile', () => {
  it('is a property list with one Web Clip of the merchant’s lobby, served as a profile', async () => {
    const { response, plist } = await profile(`http://localhost${webClipProfilePath('DEMO')}`);
    expect(response.headers.get('Content-Type')).toBe('application/x-apple-aspen-config');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="DEMO.mobileconfig"');
    expect(plist).toMatchObject({
      PayloadType: 'Configuration',
      PayloadVersion: 1,
      PayloadIdentifier: 'localhost.lobby.demo',
      PayloadDisplayName: 'Demo Lobby',
      PayloadRemovalDisallowed: false,
    });
    expect(plist.PayloadUUID).toMatch(UUID);
    const content = plist.PayloadContent as Dict[];
    expect(content).toHaveLength(1);
    const clip = content[0] as Dict;
    expect(clip).toMatchObject({
      PayloadType: 'com.apple.webClip.managed',
      PayloadVersion: 1,
      PayloadIdentifier: 'localhost.lobby.demo.webclip',
      Label: 'Demo Lobby',
      URL: 'http://localhost/m/?launch=webclip',
      FullScreen: true,
      IsRemovable: true,
      Precomposed: true,
    });
    expect(clip.PayloadUUID).toMatch(UUID);
    expect(clip.PayloadUUID).not.toBe(plist.PayloadUUID);
    // The icon is the app's home-screen PNG, byte for byte.
    expect(Buffer.from(clip.Icon as Uint8Array).equals(readFileSync('public/icons/apple-touch-icon.png'))).toBe(true);
  });

  it('names each merchant’s own lobby, with its own identifiers, and is the same profile when fetched again', async () => {
    const demo = (await profile(`http://localhost${webClipProfilePath('DEMO')}`)).plist;
    const again = (await profile(`http://localhost${webClipProfilePath('DEMO')}`)).plist;
    const lite = (await profile(`http://lite.localhost${webClipProfilePath('LITE')}`)).plist;
    // Installing it again replaces the clip rather than adding a second.
    expect(again.PayloadUUID).toBe(demo.PayloadUUID);
    expect(lite.PayloadUUID).not.toBe(demo.PayloadUUID);
    const liteClip = (lite.PayloadContent as Dict[])[0] as Dict;
    expect(liteClip.URL).toBe('http://lite.localhost/m/?launch=webclip');
    expect(liteClip.PayloadIdentifier).toBe('localhost.lite.lobby.lite.webclip');
  });

  it('is not served for another merchant than the host’s, nor for a name that is no merchant', async () => {
    expect((await server.fetch(`http://lite.localhost${webClipProfilePath('DEMO')}`)).status).toBe(404);
    expect((await server.fetch('http://localhost/apps/NOPE.mobileconfig')).status).toBe(404);
    expect((await server.fetch('http://localhost/apps/..%2Fsecret.mobileconfig')).status).toBe(404);
  });
});

describe('the seeded download links', () => {
  it('point the MOBILECONFIG link at the profile this server serves', async () => {
    const body = (await (await server.fetch('/api/site/config')).json()) as { value: { info: { resources: { resourceType: string; url: string }[] } } };
    const link = body.value.info.resources.find((r) => r.resourceType === 'MOBILECONFIG');
    expect(link?.url).toBe(webClipProfilePath('DEMO'));
    expect((await server.fetch(link?.url ?? '')).status).toBe(200);
  });
});
