// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Banner, Notice } from '#src/shared/contract/games';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

type Announcements = { banners: Banner[]; playerNotices: Notice[]; popup: Notice[]; promotion: Notice[] };

/** In English, the language the seed's titles below are written in. */
async function announcements(query: Record<string, string> = {}, options: { token?: string; merchant?: string } = {}) {
  const res = await call<Announcements>(server, 'GET', '/api/announcements', { query, language: 'EN', ...options });
  expect(res.status).toBe(200);
  if (!res.body.value) throw new Error('no value');
  return res.body.value;
}

describe('announcements', () => {
  it('gives the merchant banners of every group, sorted, with their seeded paths', async () => {
    const { banners } = await announcements();
    expect(banners.map((b) => `${b.groupName}:${b.url}`)).toEqual([
      'm_home:/banners/home-1.svg',
      'm_home:/banners/home-2.svg',
      'm_home:/banners/home-3.svg',
      'm_home:/banners/home-4.svg',
      'm_live:/banners/live-1.svg',
      'm_live:/banners/live-2.svg',
      'm_popup:/banners/popup-1.svg',
    ]);
    expect(banners[0]?.link).toBe('/m/activity');
    const demoIds = banners.map((b) => b.id);
    const lite = await announcements({}, { merchant: 'LITE' });
    expect(lite.banners).toHaveLength(7);
    expect(lite.banners.some((b) => demoIds.includes(b.id))).toBe(false);
  });

  it('groups notices by type: B and PL as player notices, PU as popup, PR as promotion (default B,PL,PU)', async () => {
    const byDefault = await announcements();
    expect(byDefault.playerNotices.map((n) => n.type).sort()).toEqual(['B', 'PL', 'PL']);
    expect(byDefault.popup.map((n) => n.title)).toEqual(['Weekend cashback is live']);
    expect(byDefault.promotion).toEqual([]);
    expect(byDefault.playerNotices.every((n) => n.read === false && n.content.startsWith('<p>'))).toBe(true);

    const all = await announcements({ types: 'B,PL,PU,PR,A' });
    expect(all.promotion.map((n) => n.title)).toEqual(['Refer a friend and earn']);
    const onlyBanners = await announcements({ types: 'B' });
    expect(onlyBanners.playerNotices.map((n) => n.type)).toEqual(['B']);
    expect(onlyBanners.popup).toEqual([]);
    // Banners come whatever the types.
    expect(onlyBanners.banners).toHaveLength(7);
  });

  it('lists notices newest first', async () => {
    const rows = await server.db
      .selectFrom('announcements')
      .select(['id'])
      .where('merchant_code', '=', 'DEMO')
      .where('type', '=', 'PL')
      .orderBy('id')
      .execute();
    await server.db
      .updateTable('announcements')
      .set({ created_at: '2030-01-01T00:00:00.000Z' })
      .where('id', '=', rows[0]?.id ?? 0)
      .execute();
    const ids = (await announcements({ types: 'PL' })).playerNotices.map((n) => n.id);
    expect(ids).toEqual([rows[0]?.id, rows[1]?.id]);
  });

  it('filters by group name when one is given', async () => {
    const reg = await announcements({ types: 'B,PL,PU,PR', groupName: 'm_reg' });
    expect(reg.promotion.map((n) => n.title)).toEqual(['Refer a friend and earn']);
    expect(reg.playerNotices).toEqual([]);
    expect(reg.popup).toEqual([]);
    const empty = await announcements({ types: 'B,PL,PU,PR', groupName: '' });
    expect(empty.playerNotices).toHaveLength(3);
    expect(empty.promotion).toHaveLength(1);
  });

  it('marks what the member has read, for that member only', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const other = await login(server, 'nobalance', 'Player1234');
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    const notice = (await announcements()).popup[0];
    await server.db
      .insertInto('announcement_reads')
      .values({ member_id: member.id, announcement_id: notice?.id ?? 0, read_at: new Date().toISOString() })
      .execute();
    expect((await announcements({}, { token })).popup[0]?.read).toBe(true);
    expect((await announcements({}, { token })).playerNotices.every((n) => !n.read)).toBe(true);
    expect((await announcements({}, { token: other })).popup[0]?.read).toBe(false);
    expect((await announcements()).popup[0]?.read).toBe(false);
  });

  it('refuses a malformed type list', async () => {
    expect((await call(server, 'GET', '/api/announcements', { query: { types: 'B;PL' } })).status).toBe(400);
  });
});

describe('live models', () => {
  it('gives the demo merchant two models and the lite merchant none', async () => {
    const demo = await call<{ models: { id: string; name: string }[] }>(server, 'GET', '/api/live-models');
    expect(demo.body.value?.models).toEqual([
      { id: 'model-1', name: 'Aurora' },
      { id: 'model-2', name: 'Luna' },
    ]);
    const lite = await call<{ models: unknown[] }>(server, 'GET', '/api/live-models', { merchant: 'LITE' });
    expect(lite.body.value).toEqual({ models: [] });
    const byHost = await server.fetch('http://lite.localhost/api/live-models');
    expect(await byHost.json()).toEqual({ success: true, value: { models: [] } });
  });
});
