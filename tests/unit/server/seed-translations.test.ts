// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANTS } from '#server/db/seed/site';
import { SEED_TEXTS, type SeedTexts, seedTranslations } from '#server/db/seed/translations';
import { ACCOUNT_TEXTS } from '#server/db/seed/translations-account';
import { TRANSLATED_LANGUAGES } from '#server/services/content-language';
import { moneyAndPercentages } from '#tests/helpers/seed-figures';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

/** The catalogs' rules (scripts/i18n-check.mjs), applied to the seed's texts. */
type Finding = { language: string; id: string; problem: string };
type CheckModule = { checkTexts(root: string, language: string, entries: { id: string; english: string; text: string }[]): Finding[] };
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const { checkTexts } = (await import(/* @vite-ignore */ join(ROOT, 'scripts', 'i18n-check.mjs'))) as CheckModule;

/**
 * Where a glossary term of the catalogs means something else in the seed's words. Each one says
 * why; the rest of the glossary holds for the seed as for the app.
 */
const GLOSSARY_EXCEPTIONS: readonly { language: string; english: string; term: string; reason: string }[] = [
  {
    language: 'TH',
    english: 'This site is operated by a company registered in Curacao',
    term: 'Register',
    reason: 'a company registered in a country is จดทะเบียน; สมัคร is a player signing up',
  },
  {
    language: 'PT',
    english: 'This site is operated by a company registered in Curacao',
    term: 'Register',
    reason: 'a company registered in a country is registrada; cadastro is a player signing up',
  },
];

const ALL = Object.values(SEED_TEXTS).flat();

/**
 * Texts the app's catalogs may leave as the English in a language (locales/identical-to-english.json,
 * entries by text): the seed may too ("E-wallet" in Filipino).
 */
const ALLOWED_AS_ENGLISH: readonly { languages: string[]; text: string }[] = Object.entries(
  JSON.parse(readFileSync(join(ROOT, 'locales', 'identical-to-english.json'), 'utf8')) as Record<string, unknown>,
)
  .filter(([key]) => !key.startsWith('$'))
  .flatMap(([key, entries]) =>
    (entries as { text?: string }[]).filter((e) => e.text !== undefined).map((e) => ({ languages: key.split(','), text: e.text as string })),
  );
const allowedAsEnglish = (language: string, english: string) =>
  ALLOWED_AS_ENGLISH.some((a) => a.text === english && (a.languages.includes(language) || a.languages.includes('*')));

/** Markup out, the words left (a script's body is code, not words). */
function words(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The markup of a text without its words: tag names and the attributes that lead somewhere or run
 * something, sorted (another language may put the link before the figure).
 */
function skeleton(html: string): string[] {
  return [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)]
    .map(([, tag, attributes]) => {
      const kept = [...(attributes ?? '').matchAll(/\s(href|src|target|rel|on[a-z]+|style|action|name)="([^"]*)"/gi)].map(
        ([, name, value]) => `${name}=${value}`,
      );
      return [tag?.toLowerCase(), ...kept].join(' ');
    })
    .sort();
}

describe("the seed's translations", () => {
  it.each(TRANSLATED_LANGUAGES)('%s: every text translated, none left in English, in the glossary terms of the app', (language) => {
    const findings = checkTexts(
      ROOT,
      language,
      ALL.map((t) => ({ id: t.EN, english: words(t.EN), text: words(t[language]) })),
    )
      .filter((f) => !GLOSSARY_EXCEPTIONS.some((e) => e.language === language && f.id.startsWith(e.english) && f.problem.includes(`"${e.term}"`)))
      .filter((f) => !(f.problem.startsWith('same as the English') && allowedAsEnglish(language, f.id)));
    expect(findings.map((f) => `${f.id}: ${f.problem}`)).toEqual([]);
  });

  it('every glossary exception still matches a text the glossary would refuse', () => {
    for (const e of GLOSSARY_EXCEPTIONS) {
      const text = ALL.find((t) => t.EN.startsWith(e.english));
      expect(text, e.english).toBeDefined();
      const findings = checkTexts(ROOT, e.language, [
        { id: e.english, english: words(text?.EN ?? ''), text: words(text?.[e.language as keyof SeedTexts] ?? '') },
      ]);
      expect(
        findings.some((f) => f.problem.includes(`"${e.term}"`)),
        `${e.language} ${e.english}`,
      ).toBe(true);
    }
  });

  it.each(TRANSLATED_LANGUAGES)('%s: the same markup, links, pictures and currency placeholders as the English', (language) => {
    for (const t of ALL) {
      expect(skeleton(t[language]), t.EN).toEqual(skeleton(t.EN));
      expect(t[language].split('{symbol}').length, t.EN).toBe(t.EN.split('{symbol}').length);
      // Amounts of money and percentages say what the English says, each in its language's marks (￥1.888 and 1,5% in PT).
      expect(moneyAndPercentages(t[language], language), `${language} ${t.EN}`).toEqual(moneyAndPercentages(t.EN, 'EN'));
    }
  });

  it.each(TRANSLATED_LANGUAGES)('%s: short enough for a 360 px screen, as the English is', (language) => {
    for (const t of ALL) {
      const english = [...words(t.EN)].length;
      expect([...words(t[language])].length, `${language} ${t[language]}`).toBeLessThanOrEqual(2 * english + 10);
    }
  });

  it('every account screen text has a Turkish version too, with the same figures, and short', () => {
    const texts = Object.values(ACCOUNT_TEXTS).flat();
    expect(texts.length).toBeGreaterThan(15);
    const labels = (s: string) => (s.match(/\(ERC20\)|VIP \d+/g) ?? []).sort();
    for (const t of texts) {
      expect(t.TR?.trim(), t.EN).toBeTruthy();
      if (t.EN !== 'E-wallet') expect(t.TR, t.EN).not.toBe(t.EN);
      expect(moneyAndPercentages(t.TR ?? '', 'TR'), t.EN).toEqual(moneyAndPercentages(t.EN, 'EN'));
      expect(labels(t.TR ?? ''), t.EN).toEqual(labels(t.EN));
      expect([...(t.TR ?? '')].length, t.TR).toBeLessThanOrEqual(2 * [...t.EN].length + 10);
      // Reachable through the catalog, as the other languages are.
      expect(seedTranslations(t.EN)?.TR, t.EN).toBe(t.TR);
    }
  });

  it('a text said in two places has one translation', () => {
    expect(seedTranslations('Weekend cashback is live')?.TY).toBe(SEED_TEXTS.announcements?.find((t) => t.EN === 'Weekend cashback is live')?.TY);
    expect(seedTranslations('not a seeded text')).toBeUndefined();
    // {symbol} written out for each merchant's currency.
    expect(seedTranslations('<p>Your commission of <b>₱1,250.00</b> for last month has been paid.</p>')?.PT).toContain('₱1.250,00');
    expect(seedTranslations('<p>Your commission of <b>￥1,250.00</b> for last month has been paid.</p>')?.PT).toContain('￥1.250,00');
  });
});

describe('a seeded database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  /** Every field of every row that says something, with the translations it has. */
  async function coverage() {
    const { db } = server;
    const have = new Map<string, Set<string>>();
    for (const r of await db.selectFrom('content_translations').select(['kind', 'ref', 'field', 'language']).execute()) {
      const key = `${r.kind} ${r.ref} ${r.field}`;
      if (!have.has(key)) have.set(key, new Set());
      have.get(key)?.add(r.language);
    }
    const fields: { key: string; english: string; merchant: string }[] = [];
    const add = (merchant: string, kind: string, ref: number | string, field: string, english: string | null) => {
      if (english) fields.push({ key: `${kind} ${ref} ${field}`, english, merchant });
    };
    for (const r of await db.selectFrom('announcements').select(['id', 'merchant_code', 'title', 'content']).execute()) {
      add(r.merchant_code, 'announcement', r.id, 'title', r.title);
      add(r.merchant_code, 'announcement', r.id, 'content', r.content);
    }
    for (const r of await db.selectFrom('promotions').select(['id', 'merchant_code', 'title', 'content']).execute()) {
      add(r.merchant_code, 'promotion', r.id, 'title', r.title);
      add(r.merchant_code, 'promotion', r.id, 'content', r.content);
    }
    for (const r of await db
      .selectFrom('inbox_messages as i')
      .innerJoin('members as m', 'm.id', 'i.member_id')
      .select(['i.id', 'm.merchant_code', 'i.title', 'i.content'])
      .execute()) {
      add(r.merchant_code, 'inbox', r.id, 'title', r.title);
      add(r.merchant_code, 'inbox', r.id, 'content', r.content);
    }
    for (const r of await db.selectFrom('home_news').select(['id', 'merchant_code', 'title', 'summary']).execute()) {
      add(r.merchant_code, 'home_news', r.id, 'title', r.title);
      add(r.merchant_code, 'home_news', r.id, 'summary', r.summary);
    }
    for (const r of await db.selectFrom('banners').select(['id', 'merchant_code', 'title']).execute()) add(r.merchant_code, 'banner', r.id, 'title', r.title);
    const members = db.selectFrom('members').select(['id', 'merchant_code']);
    for (const r of await db
      .selectFrom('member_rewards as r')
      .innerJoin(members.as('m'), 'm.id', 'r.member_id')
      .select(['r.id', 'm.merchant_code', 'r.title'])
      .execute()) {
      add(r.merchant_code, 'reward', r.id, 'title', r.title);
    }
    for (const r of await db.selectFrom('mall_items').select(['id', 'merchant_code', 'name', 'description']).execute()) {
      add(r.merchant_code, 'mall_item', r.id, 'name', r.name);
      add(r.merchant_code, 'mall_item', r.id, 'description', r.description);
    }
    // A channel named by a name (USDT) reads the same in every language.
    for (const r of await db.selectFrom('deposit_channels').select(['merchant_code', 'code', 'name']).where('name', '!=', 'USDT').execute()) {
      add(r.merchant_code, 'deposit_channel', `${r.merchant_code}/${r.code}`, 'name', r.name);
    }
    for (const r of await db
      .selectFrom('reward_applications as a')
      .innerJoin(members.as('m'), 'm.id', 'a.member_id')
      .select(['a.id', 'm.merchant_code', 'a.reason'])
      .execute()) {
      add(r.merchant_code, 'reward_application', r.id, 'reason', r.reason);
    }
    for (const r of await db.selectFrom('deposit_orders').select(['id', 'merchant_code', 'reason']).execute())
      add(r.merchant_code, 'deposit_order', r.id, 'reason', r.reason);
    for (const r of await db.selectFrom('withdrawal_orders').select(['id', 'merchant_code', 'reason']).execute())
      add(r.merchant_code, 'withdrawal_order', r.id, 'reason', r.reason);
    for (const r of await db
      .selectFrom('feedback as f')
      .innerJoin(members.as('m'), 'm.id', 'f.member_id')
      .select(['f.id', 'm.merchant_code', 'f.reply'])
      .execute()) {
      add(r.merchant_code, 'feedback', r.id, 'reply', r.reply);
    }
    for (const r of await db
      .selectFrom('site_settings')
      .select(['merchant_code', 'key', 'value_json'])
      .where('key', 'in', ['licenceText', 'mobileTemplate'])
      .execute()) {
      const value = JSON.parse(r.value_json) as unknown;
      if (typeof value === 'string') add(r.merchant_code, 'site_setting', r.merchant_code, 'licenceText', value);
      else add(r.merchant_code, 'site_setting', r.merchant_code, 'mobileTemplate.app_desc', (value as { app_desc: string }).app_desc);
    }
    return { fields, have };
  }

  /** The languages a merchant's content is translated into: the five others, or TY alone (in Turkish) for a merchant of the 'ty-en' reading. */
  const expected = (merchant: string): readonly string[] =>
    MERCHANTS.find((m) => m.code === merchant)?.settings.languageReading === 'ty-en' ? ['TY'] : TRANSLATED_LANGUAGES;

  it("has every seeded text of every row in the merchant's other languages, and no more", async () => {
    const { fields, have } = await coverage();
    expect(fields.length).toBeGreaterThan(100);
    const wrong = fields
      .filter((f) => JSON.stringify([...(have.get(f.key) ?? [])].sort()) !== JSON.stringify([...expected(f.merchant)].sort()))
      .map((f) => `${f.merchant} ${f.key}: ${f.english.slice(0, 60)} has ${[...(have.get(f.key) ?? [])].join(' ')}`);
    expect(wrong).toEqual([]);
  });

  it('keeps no translation in English, and none of content that is not there', async () => {
    const { fields, have } = await coverage();
    expect(await server.db.selectFrom('content_translations').select('ref').where('language', '=', 'EN').execute()).toEqual([]);
    const known = new Set(fields.map((f) => f.key));
    expect([...have.keys()].filter((k) => !known.has(k))).toEqual([]);
  });
});
