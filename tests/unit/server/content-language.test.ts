// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedTranslations } from '#server/db/seed/translations';
import { seedTurkish } from '#server/db/seed/translations-turkish';
import { inLanguage, putTranslations } from '#server/services/content-language';
import type { InboxMessage, NoticeItem } from '#src/shared/contract/messages';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { PromotionDetail, PromotionSummary } from '#src/shared/contract/promotions';
import type { SiteConfig } from '#src/shared/contract/system';
import type { NewsItem, VipLevel } from '#src/shared/contract/vip';
import { apiCall } from '#tests/helpers/api-call';
import { countingReads } from '#tests/helpers/counting-reads';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

/** The seed's translation of an English text: what the server should answer in `language`. */
function seeded(english: string, language: Exclude<LanguageCode, 'EN'>): string {
  const texts = seedTranslations(english);
  if (!texts) throw new Error(`the seed does not translate ${english}`);
  return texts[language];
}

/** Takes one row's translations in `language` away, as for content nobody translated into it. */
async function untranslate(kind: string, ref: number | string, language: LanguageCode): Promise<void> {
  await server.db.deleteFrom('content_translations').where('kind', '=', kind).where('ref', '=', String(ref)).where('language', '=', language).execute();
}

async function translate(body: unknown, merchant = 'DEMO') {
  return apiCall(server, 'POST', '/api/test-controls/content-translations', { body, headers: { Merchant: merchant } });
}

describe('content in the request language', () => {
  it('announcements: notices, the ticker and the popup', async () => {
    const row = await server.db
      .selectFrom('announcements')
      .select(['id', 'title', 'content'])
      .where('merchant_code', '=', 'DEMO')
      .where('type', '=', 'PU')
      .executeTakeFirstOrThrow();
    const notices = async (language: LanguageCode) =>
      (await call<{ notices: NoticeItem[] }>(server, 'GET', '/api/notices', { language })).body.value?.notices.find((n) => n.id === row.id);
    const popup = async (language: LanguageCode) =>
      (await call<{ popup: NoticeItem[] }>(server, 'GET', '/api/announcements', { language })).body.value?.popup.find((n) => n.id === row.id);

    expect(await notices('TY')).toMatchObject({ title: seeded(row.title, 'TY'), content: seeded(row.content, 'TY') });
    expect(await popup('TY')).toMatchObject({ title: seeded(row.title, 'TY'), content: seeded(row.content, 'TY') });
    expect(await notices('EN')).toMatchObject({ title: row.title, content: row.content });
    expect(await popup('CN')).toMatchObject({ title: seeded(row.title, 'CN') });

    await untranslate('announcement', row.id, 'VI');
    expect(await notices('VI')).toMatchObject({ title: row.title, content: row.content });
    // Only that row: the others keep their Vietnamese.
    const others = (await call<{ notices: NoticeItem[] }>(server, 'GET', '/api/notices', { language: 'VI' })).body.value?.notices ?? [];
    const other = others.find((n) => n.id !== row.id);
    expect(other?.title).not.toBe(undefined);
    const otherRow = await server.db
      .selectFrom('announcements')
      .select('title')
      .where('id', '=', other?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(other?.title).toBe(seeded(otherRow.title, 'VI'));
  });

  it('no Language header reads as the default language, TY; a language the app does not have reads the same', async () => {
    const row = await server.db.selectFrom('announcements').select(['id', 'title']).where('type', '=', 'PL').orderBy('id').executeTakeFirstOrThrow();
    for (const headers of [{}, { Language: 'DE' }] as Record<string, string>[]) {
      const res = await apiCall(server, 'GET', '/api/notices', { headers });
      const found = ((res.body.value?.notices ?? []) as NoticeItem[]).find((n) => n.id === row.id);
      expect(found?.title).toBe(seeded(row.title, 'TY'));
    }
  });

  it('promotions: the list, the detail and the reward applications name them in the language', async () => {
    const row = await server.db.selectFrom('promotions').select(['id', 'title', 'content']).where('title', '=', 'Daily reload 10%').executeTakeFirstOrThrow();
    const list = async (language: LanguageCode) =>
      (await call<{ promotions: PromotionSummary[] }>(server, 'GET', '/api/promotions', { language })).body.value?.promotions.find((p) => p.id === row.id);
    const detail = async (language: LanguageCode) =>
      (await call<PromotionDetail>(server, 'GET', '/api/promotions/detail', { language, query: { id: row.id } })).body.value;

    expect((await list('TY'))?.title).toBe(seeded(row.title, 'TY'));
    expect(await detail('TY')).toMatchObject({ title: seeded(row.title, 'TY'), content: seeded(row.content, 'TY') });
    expect(await detail('EN')).toMatchObject({ title: row.title, content: row.content });
    expect(await detail('PT')).toMatchObject({ title: seeded(row.title, 'PT'), content: seeded(row.content, 'PT') });
    await untranslate('promotion', row.id, 'TH');
    expect(await detail('TH')).toMatchObject({ title: row.title, content: row.content });
    expect((await list('TH'))?.title).toBe(row.title);

    // player1's seeded applications name their promotions as the promotions page does.
    const token = await login(server, 'player1', 'Player1234');
    const applications = async (language: LanguageCode) =>
      (
        await call<{ applications: { promotionTitle: string }[] }>(server, 'GET', '/api/rewards/applications', { token, language })
      ).body.value?.applications.map((a) => a.promotionTitle);
    const english = await applications('EN');
    expect(english).toContain('Welcome bonus: 100% on your first deposit');
    expect(await applications('CN')).toEqual(english?.map((t) => seeded(t, 'CN')));
  });

  it('inbox messages', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const inbox = async (language: LanguageCode) =>
      (await call<{ messages: InboxMessage[] }>(server, 'GET', '/api/inbox', { token, language })).body.value?.messages ?? [];
    const english = await inbox('EN');
    expect(english.length).toBeGreaterThan(3);
    const ty = await inbox('TY');
    expect(ty.map((m) => m.id)).toEqual(english.map((m) => m.id));
    expect(ty.map((m) => m.title)).toEqual(english.map((m) => seeded(m.title, 'TY')));
    expect(ty.map((m) => m.content)).toEqual(english.map((m) => seeded(m.content, 'TY')));
    const first = english[0];
    if (!first) throw new Error('no message');
    await untranslate('inbox', first.id, 'VI');
    const vi = await inbox('VI');
    expect(vi[0]).toMatchObject({ title: first.title, content: first.content });
    expect(vi[1]?.title).toBe(seeded(english[1]?.title ?? '', 'VI'));
  });

  it("a new member's welcome messages come in every language, and a deleted message takes its translations along", async () => {
    const { value } = (await apiCall(server, 'GET', '/api/auth/captcha')).body;
    const captchaId = String(value?.captchaId);
    const answer = await apiCall(server, 'GET', `/api/test-controls/captcha?captchaId=${encodeURIComponent(captchaId)}`);
    const registered = await apiCall(server, 'PUT', '/api/auth/register', {
      body: {
        username: 'wordsmith1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        registerUrl: 'localhost',
        registerMethod: 'H5',
        type: 0,
        domain: 'localhost',
        ageConfirmed: true,
        captchaId,
        captcha: String(answer.body.value?.code),
      },
      sealed: true,
    });
    expect(registered.status).toBe(200);
    const token = await login(server, 'wordsmith1', 'Secret123');
    const inbox = async (language: LanguageCode) =>
      (await call<{ messages: InboxMessage[] }>(server, 'GET', '/api/inbox', { token, language })).body.value?.messages ?? [];
    const english = await inbox('EN');
    expect(english.map((m) => m.title)).toContain('Welcome to the lobby');
    expect((await inbox('TH')).map((m) => m.title)).toEqual(english.map((m) => seeded(m.title, 'TH')));

    const gone = english[0]?.id ?? 0;
    expect((await call(server, 'DELETE', '/api/inbox', { token, query: { id: gone } })).status).toBe(200);
    expect(await server.db.selectFrom('content_translations').select('ref').where('kind', '=', 'inbox').where('ref', '=', String(gone)).execute()).toEqual([]);
  });

  it('home news', async () => {
    for (const path of ['/api/news/popular', '/api/news/lobby']) {
      const news = async (language: LanguageCode) => (await call<{ items: NewsItem[] }>(server, 'GET', path, { language })).body.value?.items ?? [];
      const english = await news('EN');
      expect(english.length).toBeGreaterThan(0);
      expect((await news('TY')).map((n) => [n.title, n.summary])).toEqual(english.map((n) => [seeded(n.title, 'TY'), seeded(n.summary, 'TY')]));
      const first = english[0];
      await untranslate('home_news', first?.id ?? 0, 'PT');
      const pt = await news('PT');
      expect(pt[0]).toMatchObject({ title: first?.title, summary: first?.summary });
      expect(pt[1]?.title).toBe(seeded(english[1]?.title ?? '', 'PT'));
    }
  });

  it('banner titles', async () => {
    type Banners = { banners: { id: number; title?: string }[] };
    const banners = async (language: LanguageCode) => (await call<Banners>(server, 'GET', '/api/announcements', { language })).body.value?.banners ?? [];
    const english = await banners('EN');
    expect(english.length).toBe(7);
    expect((await banners('TY')).map((b) => b.title)).toEqual(english.map((b) => seeded(b.title ?? '', 'TY')));
    await untranslate('banner', english[0]?.id ?? 0, 'CN');
    const cn = await banners('CN');
    expect(cn[0]?.title).toBe(english[0]?.title);
    expect(cn[1]?.title).toBe(seeded(english[1]?.title ?? '', 'CN'));
  });

  it('the licence text and the app description of the site settings', async () => {
    const config = async (language: LanguageCode, merchant = 'DEMO') =>
      (await call<SiteConfig>(server, 'GET', '/api/site/config', { language, merchant })).body.value?.info;
    const english = await config('EN');
    expect(english?.licenceText).toMatch(/Curacao/);
    expect(english?.mobileTemplate.app_desc).toBe('Play anywhere');
    const ty = await config('TY');
    expect(ty?.licenceText).toBe(seeded(english?.licenceText ?? '', 'TY'));
    expect(ty?.mobileTemplate.app_desc).toBe(seeded('Play anywhere', 'TY'));
    // Nothing else of the settings changes with the language.
    expect({ ...ty, licenceText: '', mobileTemplate: { ...ty?.mobileTemplate, app_desc: '' } }).toEqual({
      ...english,
      licenceText: '',
      mobileTemplate: { ...english?.mobileTemplate, app_desc: '' },
    });
    await untranslate('site_setting', 'DEMO', 'TH');
    expect((await config('TH'))?.licenceText).toBe(english?.licenceText);
    // LITE has its own copy, in its own languages (the 'ty-en' reading): still Turkish in TY, and
    // Thai, which it does not offer, reads in English.
    expect((await config('TY', 'LITE'))?.licenceText).toBe(seedTurkish(english?.licenceText ?? ''));
    expect((await config('TH', 'LITE'))?.licenceText).toBe(english?.licenceText);
  });

  it('VIP level names, on the VIP club and in member info, where an operator translated them', async () => {
    // The seed's names read the same in every language ("VIP 3"): an operator names level 3.
    expect((await translate({ kind: 'vip_level', ref: 3, translations: [{ field: 'name', language: 'TY', text: 'VIP 3 Ginto' }] })).status).toBe(200);
    const level3 = async (language: LanguageCode) =>
      (await call<{ levels: VipLevel[] }>(server, 'GET', '/api/vip', { language })).body.value?.levels.find((l) => l.level === 3)?.name;
    expect(await level3('TY')).toBe('VIP 3 Ginto');
    expect(await level3('EN')).toBe('VIP 3');
    expect(await level3('VI')).toBe('VIP 3');
    const token = await login(server, 'player1', 'Player1234');
    const label = async (language: LanguageCode) =>
      (await call<{ clubLabel: { labelName: string } }>(server, 'GET', '/api/member/info', { token, language })).body.value?.clubLabel.labelName;
    expect(await label('TY')).toBe('VIP 3 Ginto');
    expect(await label('EN')).toBe('VIP 3');
  });
});

describe('translated HTML', () => {
  const HOSTILE =
    '<p>Ligtas na teksto.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2" alt="x">' +
    '<a href="javascript:window.__xss = 3">pindot</a><div onclick="window.__xss = 4" style="color:red">Tap</div>';

  /** The client's sanitizer (product rule 10.11), run as the app runs it, in a DOM of its own. */
  async function sanitized(html: string): Promise<HTMLElement> {
    const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
    const dom = new JSDOM('<!doctype html><body></body>');
    const global = globalThis as { window?: unknown };
    const before = global.window;
    global.window = dom.window;
    try {
      const { sanitizeHtml } = await import('#src/shared/lib/sanitize-html');
      const box = dom.window.document.createElement('div');
      box.innerHTML = sanitizeHtml(html);
      return box;
    } finally {
      global.window = before;
    }
  }

  it('is served in the field the client sanitizes, and nothing of a hostile translation survives that', async () => {
    const announcement = await server.db.selectFrom('announcements').select('id').where('type', '=', 'PL').orderBy('id').executeTakeFirstOrThrow();
    const promotion = await server.db.selectFrom('promotions').select('id').where('title', '=', 'Daily reload 10%').executeTakeFirstOrThrow();
    for (const [kind, ref] of [
      ['announcement', announcement.id],
      ['promotion', promotion.id],
    ] as const) {
      expect((await translate({ kind, ref, translations: [{ field: 'content', language: 'TY', text: HOSTILE }] })).status).toBe(200);
    }
    const notice = (await call<{ notices: NoticeItem[] }>(server, 'GET', '/api/notices', { language: 'TY' })).body.value?.notices.find(
      (n) => n.id === announcement.id,
    );
    const detail = (await call<PromotionDetail>(server, 'GET', '/api/promotions/detail', { language: 'TY', query: { id: promotion.id } })).body.value;
    for (const content of [notice?.content, detail?.content]) {
      // Stored and served as the operator wrote it, as the English is ...
      expect(content).toBe(HOSTILE);
      // ... and the client's sanitizer leaves the words and nothing that runs.
      const box = await sanitized(content ?? '');
      expect(box.textContent).toContain('Ligtas na teksto.');
      expect(box.querySelectorAll('script, [onerror], [onclick], [style]')).toHaveLength(0);
      expect(box.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    }
  });

  it("the seed's hostile promotion is hostile in every language, and inert after sanitizing", async () => {
    const row = await server.db.selectFrom('promotions').select(['id', 'content']).where('title', 'like', 'Safety test%').executeTakeFirstOrThrow();
    for (const language of ['CN', 'TH', 'VI', 'TY', 'PT'] as const) {
      const detail = (await call<PromotionDetail>(server, 'GET', '/api/promotions/detail', { language, query: { id: row.id } })).body.value;
      expect(detail?.content).toBe(seeded(row.content, language));
      expect(detail?.content).toContain('<script>');
      const box = await sanitized(detail?.content ?? '');
      expect(box.querySelectorAll('script, iframe, form, input, button, svg, [style], [onerror], [onclick], [onload]')).toHaveLength(0);
      expect(box.textContent?.length).toBeGreaterThan(5);
    }
  });
});

describe('the operator test control', () => {
  it('adds or replaces a translation of content of its own merchant', async () => {
    const row = await server.db.selectFrom('home_news').select(['id', 'title']).where('merchant_code', '=', 'DEMO').orderBy('id').executeTakeFirstOrThrow();
    const body = (text: string) => ({ kind: 'home_news', ref: row.id, translations: [{ field: 'title', language: 'VI', text }] });
    expect((await translate(body('Một'))).status).toBe(200);
    expect((await translate(body('Hai'))).status).toBe(200);
    const items = (await call<{ items: NewsItem[] }>(server, 'GET', '/api/news/popular', { language: 'VI' })).body.value?.items ?? [];
    expect(items.find((n) => n.id === row.id)?.title).toBe('Hai');
  });

  it('refuses English (the content itself), a field that is not translated, and content it does not own', async () => {
    const row = await server.db.selectFrom('home_news').select('id').where('merchant_code', '=', 'DEMO').orderBy('id').executeTakeFirstOrThrow();
    const cases: [unknown, number, string][] = [
      [{ kind: 'home_news', ref: row.id, translations: [{ field: 'title', language: 'EN', text: 'x' }] }, 400, 'English'],
      [{ kind: 'home_news', ref: row.id, translations: [{ field: 'link', language: 'TY', text: 'x' }] }, 400, 'untranslated field'],
      [{ kind: 'members', ref: 1, translations: [{ field: 'nickname', language: 'TY', text: 'x' }] }, 400, 'unknown kind'],
      [{ kind: 'home_news', ref: 999999, translations: [{ field: 'title', language: 'TY', text: 'x' }] }, 404, 'unknown row'],
      [{ kind: 'site_setting', ref: 'LITE', translations: [{ field: 'licenceText', language: 'TY', text: 'x' }] }, 404, "another merchant's settings"],
      [{ kind: 'home_news', ref: row.id, translations: [] }, 400, 'nothing to write'],
    ];
    for (const [body, status, name] of cases) expect((await translate(body)).status, name).toBe(status);
    expect((await translate({ kind: 'home_news', ref: row.id, translations: [{ field: 'title', language: 'TY', text: 'x' }] }, 'LITE')).status).toBe(404);
  });

  it('is not there without test controls', async () => {
    const plain = await startTestServer({ ENABLE_TEST_CONTROLS: '0' });
    try {
      const res = await apiCall(plain, 'POST', '/api/test-controls/content-translations', {
        body: { kind: 'vip_level', ref: 1, translations: [{ field: 'name', language: 'TY', text: 'x' }] },
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});

describe('reading translations', () => {
  it('takes one query for a whole list, and none for English', async () => {
    const counter = countingReads();
    const db = server.db.withPlugin(counter);
    const rows = await db.selectFrom('promotions').select(['id', 'title', 'content']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const translated = await inLanguage(db, 'TH', 'promotion', rows, (r) => r.id);
    expect(counter.count).toBe(1);
    expect(translated.map((r) => r.title)).toEqual(rows.map((r) => seeded(r.title, 'TH')));
    expect(await inLanguage(db, 'EN', 'promotion', rows, (r) => r.id)).toEqual(rows);
    expect(counter.count).toBe(1);
  });

  it('takes none for rows whose fields are empty, and never fills an empty field', async () => {
    const counter = countingReads();
    const db = server.db.withPlugin(counter);
    const rows = await db.selectFrom('deposit_orders').select(['id', 'reason']).orderBy('id').execute();
    const empty = rows.filter((r) => r.reason === null);
    const reasoned = rows.filter((r) => r.reason !== null);
    expect(empty.length).toBeGreaterThan(0);
    expect(reasoned.length).toBeGreaterThan(0);
    // A pending order has no reason: its answer reads no translation, even where one is stored.
    await putTranslations(server.db, 'deposit_order', empty[0]?.id ?? 0, [{ field: 'reason', language: 'TH', text: 'ไม่มี' }]);
    expect(await inLanguage(db, 'TH', 'deposit_order', empty, (r) => r.id)).toEqual(empty);
    expect(counter.count).toBe(0);
    // A list with reasons reads them in one query, and still leaves the empty ones empty.
    const translated = await inLanguage(db, 'TH', 'deposit_order', rows, (r) => r.id);
    expect(counter.count).toBe(1);
    expect(translated.filter((r) => r.reason === null)).toEqual(empty);
  });
});
