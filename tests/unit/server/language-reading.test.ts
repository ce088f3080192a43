// @vitest-environment node
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { SEED_TEXTS, seedTranslations } from '#server/db/seed/translations';
import { SEED_TURKISH_TEMPLATES, seedTurkish } from '#server/db/seed/translations-turkish';
import { resolveCaller } from '#server/http/caller';
import type { AppEnv, Services } from '#server/http/env';
import { ApiFailure } from '#server/http/failure';
import { servedLanguage } from '#server/http/request-language';
import { parseLanguageReading } from '#server/services/merchant-settings';
import { createSession } from '#server/services/sessions';
import { WELCOME_MESSAGES, writeWelcomeMessages } from '#server/services/welcome-messages';
import type { InboxMessage, NoticeItem } from '#src/shared/contract/messages';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { SiteConfig } from '#src/shared/contract/system';
import { countingReads } from '#tests/helpers/counting-reads';
import { moneyAndPercentages } from '#tests/helpers/seed-figures';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

/** The catalogs' rules (scripts/i18n-check.mjs), applied to the seed's Turkish with the TR glossary. */
type Finding = { language: string; id: string; problem: string };
type CheckModule = { checkTexts(root: string, language: string, entries: { id: string; english: string; text: string }[]): Finding[] };
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { checkTexts } = (await import(/* @vite-ignore */ join(ROOT, 'scripts', 'i18n-check.mjs'))) as CheckModule;

const ENGLISH = [...new Set(Object.values(SEED_TEXTS).flatMap((texts) => texts.map((t) => t.EN)))];

const words = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const skeleton = (html: string) =>
  [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)]
    .map(([, tag, attributes]) =>
      [
        tag?.toLowerCase(),
        ...[...(attributes ?? '').matchAll(/\s(href|src|target|rel|on[a-z]+|style|action|name)="([^"]*)"/gi)].map(([, n, v]) => `${n}=${v}`),
      ].join(' '),
    )
    .sort();
/** Money as the app writes it, and percentages either way round (Turkish writes %1,5). */

describe("the seed's Turkish (the 'ty-en' reading, product rule 3.15)", () => {
  it('has every seeded English text, and nothing the seed does not write', () => {
    expect(ENGLISH.filter((e) => !SEED_TURKISH_TEMPLATES.has(e))).toEqual([]);
    expect([...SEED_TURKISH_TEMPLATES.keys()].filter((e) => !ENGLISH.includes(e))).toEqual([]);
  });

  it('keeps the markup, links, amounts and {symbol}, stays short, and says the glossary terms of locales/TR', () => {
    for (const english of ENGLISH) {
      const turkish = SEED_TURKISH_TEMPLATES.get(english) ?? '';
      expect(skeleton(turkish), english).toEqual(skeleton(english));
      expect(turkish.split('{symbol}').length, english).toBe(english.split('{symbol}').length);
      expect(moneyAndPercentages(words(turkish), 'TR'), english).toEqual(moneyAndPercentages(words(english), 'EN'));
      expect([...words(turkish)].length, turkish).toBeLessThanOrEqual(2 * [...words(english)].length + 10);
    }
    const findings = checkTexts(
      ROOT,
      'TR',
      ENGLISH.map((e) => ({ id: e, english: words(e), text: words(SEED_TURKISH_TEMPLATES.get(e) ?? '') })),
    );
    expect(findings.map((f) => `${f.id}: ${f.problem}`)).toEqual([]);
  });

  it("reads a 'languageReading' setting as the reading it names, and anything else as 'six'", () => {
    expect(parseLanguageReading('"ty-en"')).toBe('ty-en');
    expect(parseLanguageReading('"six"')).toBe('six');
    expect(parseLanguageReading(null)).toBe('six');
    expect(parseLanguageReading(undefined)).toBe('six');
    expect(parseLanguageReading('"seven"')).toBe('six');
    expect(parseLanguageReading('not json')).toBe('six');
  });

  it('a language the merchant does not offer is answered in English, not refused', () => {
    expect(servedLanguage('CN', 'ty-en')).toBe('EN');
    expect(servedLanguage('TY', 'ty-en')).toBe('TY');
    expect(servedLanguage('CN', 'six')).toBe('CN');
  });
});

describe('content of a ty-en merchant (LITE) and of a six merchant (DEMO)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  const notices = async (merchant: string, language: LanguageCode) =>
    (await call<{ notices: NoticeItem[] }>(server, 'GET', '/api/notices', { merchant, language })).body.value?.notices ?? [];
  const config = async (merchant: string, language: LanguageCode) =>
    (await call<SiteConfig>(server, 'GET', '/api/site/config', { merchant, language })).body.value;

  /** The caller's middleware alone, on `db`: answers the merchant, reading and member it set, or the failure's status. */
  const resolving = (db: Db) => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('services', { db, config: server.config } as Services);
      await next();
    });
    app.use('*', resolveCaller);
    app.get('*', (c) => c.json({ merchant: c.get('merchant').code, reading: c.get('languageReading'), member: c.get('memberId') }));
    app.onError((error, c) => c.json({}, error instanceof ApiFailure ? error.status : 500));
    return app;
  };

  it('every request finds its merchant, reading and session in one query, by the Merchant header or by the host', async () => {
    // Every table the caller's resolution reads, counted where it is read (a join or a subquery rides in its query).
    const counters = ['merchants', 'merchant_hosts', 'site_settings', 'sessions', 'members'].map((table) => countingReads(table));
    const db = counters.reduce<Db>((counted, counter) => counted.withPlugin(counter), server.db);
    const app = resolving(db);
    const queries = () => counters.reduce((sum, counter) => sum + counter.count, 0);
    const player = await server.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'player1')
      .where('merchant_code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const signedIn = { Authorization: `Bearer ${await createSession(server.db, player.id)}` };
    const cases: [url: string, headers: Record<string, string>, status: number, merchant?: string, reading?: string, member?: number | null][] = [
      ['http://localhost/api/x', { Merchant: 'LITE' }, 200, 'LITE', 'ty-en', null],
      ['http://localhost/api/x', { Merchant: 'DEMO' }, 200, 'DEMO', 'six', null],
      ['http://lite.localhost/api/x', {}, 200, 'LITE', 'ty-en', null],
      ['http://localhost/api/x', {}, 200, 'DEMO', 'six', null],
      // A host mapped to no merchant: the configured default.
      ['http://elsewhere.example/api/x', {}, 200, 'DEMO', 'six', null],
      ['http://lite.localhost/api/x', { Merchant: 'NOPE' }, 400],
      // A member's session, by header or by host; on another merchant it is none, and an unknown token is none.
      ['http://localhost/api/x', { Merchant: 'DEMO', ...signedIn }, 200, 'DEMO', 'six', player.id],
      ['http://localhost/api/x', signedIn, 200, 'DEMO', 'six', player.id],
      ['http://lite.localhost/api/x', signedIn, 200, 'LITE', 'ty-en', null],
      ['http://localhost/api/x', { Authorization: 'Bearer not-a-session' }, 200, 'DEMO', 'six', null],
      ['http://localhost/api/x', { Merchant: 'NOPE', ...signedIn }, 400],
    ];
    for (const [url, headers, status, merchant, reading, member] of cases) {
      const before = queries();
      const res = await app.request(url, { headers });
      expect(res.status, url).toBe(status);
      if (merchant) expect(await res.json(), url).toEqual({ merchant, reading, member });
      expect(queries() - before, `${url} ${JSON.stringify(headers)}`).toBe(1);
    }
  });

  it('site config names the reading', async () => {
    expect((await config('LITE', 'TY'))?.info.languageReading).toBe('ty-en');
    expect((await config('DEMO', 'TY'))?.info.languageReading).toBe('six');
  });

  it('announcements, banners and the licence: Turkish under TY on LITE, Filipino on DEMO, English under EN on both and under CN on LITE', async () => {
    // LITE has no announcements (its ticker and notice list are the empty ones); DEMO's are Filipino in TY.
    expect(await notices('LITE', 'TY')).toEqual([]);
    const demo = await notices('DEMO', 'TY');
    const demoEnglish = new Map((await notices('DEMO', 'EN')).map((n) => [n.id, n]));
    expect(demo.length).toBeGreaterThan(0);
    for (const n of demo) expect(n.title).toBe(seedTranslations(demoEnglish.get(n.id)?.title ?? '')?.TY);
    expect([...demoEnglish.values()].every((n) => seedTranslations(n.title)?.EN === n.title)).toBe(true);

    type Banners = { banners: { id: number; title: string | null }[] };
    const banners = async (merchant: string, language: LanguageCode) =>
      (await call<Banners>(server, 'GET', '/api/announcements', { merchant, language })).body.value?.banners ?? [];
    const liteEnglish = await banners('LITE', 'EN');
    expect(liteEnglish.length).toBeGreaterThan(0);
    expect((await banners('LITE', 'TY')).map((b) => b.title)).toEqual(liteEnglish.map((b) => seedTurkish(b.title ?? '')));
    expect((await banners('LITE', 'TY')).map((b) => b.title)).toContain("Hafta sonu %1,5'e kadar kayıp bonusu");
    expect(await banners('LITE', 'CN')).toEqual(liteEnglish);
    expect((await banners('DEMO', 'TY')).map((b) => b.title)).toEqual((await banners('DEMO', 'EN')).map((b) => seedTranslations(b.title ?? '')?.TY));

    const licence = 'This site is operated by a company registered in Curacao and licensed by the Curacao Gaming Control Board. Players must be 18 or older.';
    expect((await config('LITE', 'TY'))?.info.licenceText).toBe(seedTurkish(licence));
    expect((await config('LITE', 'TY'))?.info.licenceText).toContain('Oyuncular 18 yaşında');
    expect((await config('LITE', 'CN'))?.info.licenceText).toBe(licence);
    expect((await config('LITE', 'EN'))?.info.licenceText).toBe(licence);
    expect((await config('DEMO', 'TY'))?.info.licenceText).toBe(seedTranslations(licence)?.TY);
    expect((await config('DEMO', 'EN'))?.info.licenceText).toBe(licence);
  });

  it("the inbox (with ₱ amounts) and a new member's welcome messages are Turkish on LITE", async () => {
    const token = await login(server, 'liteplayer', 'Player1234', 'LITE');
    const inbox = async (language: LanguageCode) =>
      (await call<{ messages: InboxMessage[] }>(server, 'GET', '/api/inbox', { merchant: 'LITE', language, token })).body.value?.messages ?? [];
    const english = new Map((await inbox('EN')).map((m) => [m.id, m]));
    const turkish = await inbox('TY');
    expect(turkish.length).toBeGreaterThan(0);
    for (const m of turkish) expect(m.content).toBe(seedTurkish(english.get(m.id)?.content ?? ''));
    expect(turkish.map((m) => m.content).join(' ')).not.toContain('{symbol}');
  });

  it("a new member's welcome messages: Turkish under TY, and no other language, on a ty-en merchant", async () => {
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'liteplayer').executeTakeFirstOrThrow();
    await writeWelcomeMessages(server.db, member.id, 'ty-en');
    const rows = await server.db
      .selectFrom('inbox_messages as i')
      .innerJoin('content_translations as t', (j) => j.on((eb) => eb.and([eb('t.kind', '=', 'inbox'), eb(eb.cast('i.id', 'text'), '=', eb.ref('t.ref'))])))
      .select(['i.title', 't.field', 't.language', 't.text'])
      .where('i.member_id', '=', member.id)
      .where(
        'i.title',
        'in',
        WELCOME_MESSAGES.map((m) => m.title.EN),
      )
      .where('t.field', '=', 'title')
      .execute();
    // "Welcome to the lobby" is also a seeded inbox message of liteplayer's: both read the same Turkish.
    expect(rows.length).toBeGreaterThanOrEqual(WELCOME_MESSAGES.length);
    for (const r of rows) {
      expect(r.language).toBe('TY');
      expect(r.text).toBe(WELCOME_MESSAGES.find((m) => m.title.EN === r.title)?.title.TR);
    }
  });

  it('promotions of a ty-en merchant would read in Turkish: every seeded promotion text has its Turkish', () => {
    for (const t of SEED_TEXTS.promotions ?? []) expect(seedTurkish(t.EN), t.EN).toBeDefined();
  });
});
