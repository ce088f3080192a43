// @vitest-environment node
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptedLanguage, languageOfParam } from '#server/http/request-language';
import { CHAT_STRINGS, GAME_STRINGS, HTML_LANG, type PageLanguage, pageLanguageUnder, pageStrings } from '#server/pages/strings';
import { LANGUAGE_CODES } from '#src/shared/contract/platform';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = await login(server, 'player1', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

async function gameUrl(): Promise<string> {
  const res = await call<{ url: string }>(server, 'POST', '/api/games/launch', { token, body: { nodeId: 'SPW-0001' } });
  const url = res.body.value?.url ?? '';
  expect(url).toMatch(/^\/demo\/game\//);
  return url;
}

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await server.fetch(url, { headers });
  return { status: res.status, html: await res.text() };
}

const EXPIRED_GAME = `/demo/game/${'A'.repeat(43)}`;
const EXPIRED_CHAT = `/chat/${'B'.repeat(43)}`;

/** The text of the first element matching `pattern`'s capture. */
const grab = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('the demo game page', () => {
  it.each(['TH', 'CN'] as const)('in %s: the labels, the button, the script texts and <html lang>', async (language) => {
    const t = GAME_STRINGS[language];
    const { status, html } = await page(`${await gameUrl()}?lang=${language}`);
    expect(status).toBe(200);
    expect(grab(html, /<html lang="([^"]+)">/)).toBe(HTML_LANG[language]);
    expect(grab(html, /<a class="close"[^>]*>([^<]*)<\/a>/)).toBe(t.close);
    expect(grab(html, /<p class="balance">([^<]*)<output/)).toBe(t.balance);
    expect(grab(html, /<label>([^<]*)<select/)).toBe(t.stake);
    expect(grab(html, /data-testid="demo-spin">([^<]*)<\/button>/)).toBe(t.spin);
    // What the script says after a spin, written into the page for it.
    const texts = JSON.parse(
      (grab(html, /data-texts="([^"]*)"/) ?? '{}')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'"),
    ) as Record<string, string>;
    expect(texts).toEqual(t);
    // The script itself says nothing in English any more.
    for (const english of ['Spinning', 'You win', 'No win', 'Something went wrong', 'Connection problem']) expect(html).not.toContain(english);
  });

  it("on LITE (the 'ty-en' reading) TY is Turkish and CN reads in English", async () => {
    const lite = await login(server, 'liteplayer', 'Player1234', 'LITE');
    const res = await call<{ url: string }>(server, 'POST', '/api/games/launch', { token: lite, merchant: 'LITE', body: { nodeId: 'SPW-0001' } });
    const url = res.body.value?.url ?? '';
    expect(url).toMatch(/^\/demo\/game\//);
    const turkish = await page(`${url}?lang=TY`);
    expect(grab(turkish.html, /<html lang="([^"]+)">/)).toBe('tr');
    expect(grab(turkish.html, /data-testid="demo-spin">([^<]*)<\/button>/)).toBe(GAME_STRINGS.TR.spin);
    const english = await page(`${url}?lang=CN`);
    expect(grab(english.html, /<html lang="([^"]+)">/)).toBe('en');
  });

  it.each(['TH', 'CN'] as const)('expired, in %s: its title, heading, text and <html lang>', async (language) => {
    const t = GAME_STRINGS[language];
    const { status, html } = await page(`${EXPIRED_GAME}?lang=${language}`);
    expect(status).toBe(404);
    expect(grab(html, /<html lang="([^"]+)">/)).toBe(HTML_LANG[language]);
    expect(grab(html, /<title>([^<]*)<\/title>/)).toBe(t.expiredTitle);
    expect(grab(html, /<h1>([^<]*)<\/h1>/)).toBe(t.expiredTitle);
    expect(grab(html, /<p class="result">([^<]*)<\/p>/)).toBe(t.expiredText);
    expect(grab(html, /<a class="close"[^>]*>([^<]*)<\/a>/)).toBe(t.close);
    expect(html).not.toContain('Game session expired');
  });

  it('takes the language from the address, else the browser, else the default', async () => {
    const langOf = async (query: string, acceptLanguage?: string) =>
      grab((await page(`${EXPIRED_GAME}${query}`, acceptLanguage ? { 'Accept-Language': acceptLanguage } : {})).html, /<html lang="([^"]+)">/);
    expect(await langOf('?lang=VI', 'th-TH,th;q=0.9')).toBe('vi');
    expect(await langOf('?lang=pt', 'th')).toBe('pt-BR');
    expect(await langOf('', 'th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(await langOf('?lang=klingon', 'zh-Hans-CN')).toBe('zh-CN');
    expect(await langOf('', 'de-DE,fr;q=0.5')).toBe('fil');
    expect(await langOf('')).toBe('fil');
  });

  // Money in the language's marks, as the app writes it (docs/decisions/016): 12,345.67 in Thai, 12.345,67 in Portuguese.
  const MONEY_IN = { TH: /^\D+\d{1,3}(,\d{3})*\.\d{2}$/, PT: /^\D+\d{1,3}(\.\d{3})*,\d{2}$/ } as const;

  it.each(['TH', 'PT'] as const)('spins in its language: in %s the result is said and money written as the language does', async (language) => {
    const url = `${await gameUrl()}?lang=${language}`;
    const { html } = await page(url);
    const { JSDOM } = (await import('jsdom' as string)) as {
      JSDOM: new (
        html: string,
        options: { url: string; runScripts: 'dangerously'; beforeParse: (window: Window & typeof globalThis) => void },
      ) => { window: Window & typeof globalThis };
    };
    const dom = new JSDOM(html, {
      url: `http://localhost${url}`,
      runScripts: 'dangerously',
      beforeParse(window) {
        window.fetch = ((input: string, init: RequestInit) => server.fetch(input, init)) as typeof fetch;
      },
    });
    const doc = dom.window.document;
    const balance = () => doc.getElementById('balance')?.textContent ?? '';
    expect(balance()).toMatch(MONEY_IN[language]);
    for (const option of doc.querySelectorAll('#stake option')) expect(option.textContent).toMatch(MONEY_IN[language]);
    // Emptied, so that what it shows after the spin is what the script wrote.
    (doc.getElementById('balance') as HTMLOutputElement).textContent = '';
    (doc.getElementById('spin') as HTMLButtonElement).click();
    const t = GAME_STRINGS[language];
    const [winBefore] = t.win.split('{amount}');
    await expect.poll(() => doc.getElementById('result')?.textContent ?? '').toMatch(new RegExp(`^(${winBefore}|${t.noWin})`));
    // The script writes the new balance in the same marks.
    expect(balance()).toMatch(MONEY_IN[language]);
    dom.window.close();
  });
});

describe('the chat pages', () => {
  it.each(['TH', 'CN'] as const)('an expired chat link in %s', async (language) => {
    const t = CHAT_STRINGS[language];
    const { status, html } = await page(`${EXPIRED_CHAT}?lang=${language}`);
    expect(status).toBe(404);
    expect(grab(html, /<html lang="([^"]+)">/)).toBe(HTML_LANG[language]);
    expect(grab(html, /<title>([^<]*)<\/title>/)).toBe(t.expiredTitle);
    expect(html).toContain(t.expiredText);
    expect(html).toContain(t.back);
    expect(html).not.toContain(CHAT_STRINGS.EN.expiredText);
  });

  it('a live chat speaks the language it was launched in, whatever the address says', async () => {
    const launch = { b2c: '1', language: 'VI', backUrl: 'http://localhost/m/message', headerColor: '#f5c542', title: '' };
    const res = await call<{ chatUrl: string }>(server, 'GET', '/api/chat/launch', { token, query: launch });
    const { html } = await page(`${res.body.value?.chatUrl}?lang=TH`, { 'Accept-Language': 'th' });
    expect(grab(html, /<html lang="([^"]+)">/)).toBe('vi');
    expect(grab(html, /<title>([^<]*)<\/title>/)).toBe(CHAT_STRINGS.VI.agent);
    expect(html).toContain(CHAT_STRINGS.VI.send);
  });

  it("on a merchant of the 'ty-en' reading, a chat launched in TY is Turkish, the operator's greeting too", async () => {
    await server.db
      .updateTable('site_settings')
      .set({ value_json: JSON.stringify('ty-en') })
      .where('merchant_code', '=', 'DEMO')
      .where('key', '=', 'languageReading')
      .execute();
    const launch = { b2c: '1', language: 'TY', backUrl: 'http://localhost/m/message', headerColor: '#f5c542', title: '' };
    const res = await call<{ chatUrl: string }>(server, 'GET', '/api/chat/launch', { token, query: launch });
    const url = res.body.value?.chatUrl ?? '';
    const { html } = await page(url);
    expect(grab(html, /<html lang="([^"]+)">/)).toBe('tr');
    expect(html).toContain(CHAT_STRINGS.TR.send);
    const messages = (await (await server.fetch(`${url}/messages`)).json()) as { messages: { text: string }[] };
    expect(messages.messages.map((m) => m.text)).toContain(CHAT_STRINGS.TR.greeting);
  });
});

describe('the language of a page', () => {
  it('reads our codes and language tags in the lang parameter', () => {
    expect(languageOfParam('ty')).toBe('TY');
    expect(languageOfParam('CN')).toBe('CN');
    expect(languageOfParam('fil-PH')).toBe('TY');
    expect(languageOfParam('zh-TW')).toBe('CN');
    expect(languageOfParam('xx')).toBeNull();
  });

  it("takes the browser's most wanted language that is ours", () => {
    expect(acceptedLanguage('fr;q=0.9, vi;q=0.8, th;q=0.95')).toBe('TH');
    expect(acceptedLanguage('de, pt-BR;q=0.2')).toBe('PT');
    expect(acceptedLanguage('tl')).toBe('TY');
    // "ty" is Tahitian, not our code for Filipino; q=0 means "not this".
    expect(acceptedLanguage('ty, en;q=0')).toBeNull();
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });
});

/** The catalogs' rules (scripts/i18n-check.mjs), applied to these pages' tables. */
type CheckModule = { checkTexts(root: string, language: string, entries: { id: string; english: string; text: string }[]): { id: string; problem: string }[] };
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

describe("the pages' dictionary", () => {
  // TR: the Turkish TY means on a merchant of the 'ty-en' reading (product rule 3.15).
  it.each([...LANGUAGE_CODES.filter((l) => l !== 'EN'), 'TR'] as const)('%s says every string, none in English, in the terms of the app', async (language) => {
    const { checkTexts } = (await import(/* @vite-ignore */ join(ROOT, 'scripts', 'i18n-check.mjs'))) as CheckModule;
    const entries = [
      ...Object.entries(GAME_STRINGS.EN).map(([key, english]) => ({
        id: `game.${key}`,
        english,
        text: GAME_STRINGS[language][key as keyof typeof GAME_STRINGS.EN],
      })),
      ...Object.entries(CHAT_STRINGS.EN).map(([key, english]) => ({
        id: `chat.${key}`,
        english,
        text: CHAT_STRINGS[language][key as keyof typeof CHAT_STRINGS.EN],
      })),
    ];
    expect(checkTexts(ROOT, language, entries).map((f) => `${f.id}: ${f.problem}`)).toEqual([]);
    for (const [key, english] of Object.entries(GAME_STRINGS.EN)) {
      for (const placeholder of english.match(/\{\w+\}/g) ?? [])
        expect(GAME_STRINGS[language][key as keyof typeof GAME_STRINGS.EN], key).toContain(placeholder);
    }
  });

  it("reads TY as Turkish on a 'ty-en' merchant, and a language it does not offer as English", () => {
    expect(pageLanguageUnder('TY', 'ty-en')).toBe('TR');
    expect(pageLanguageUnder('CN', 'ty-en')).toBe('EN');
    expect(pageLanguageUnder('EN', 'ty-en')).toBe('EN');
    expect(pageLanguageUnder('TY', 'six')).toBe('TY');
    expect(HTML_LANG.TR).toBe('tr');
  });

  it('falls back to English for a string a language leaves empty', () => {
    const table = { ...GAME_STRINGS, TH: { ...GAME_STRINGS.TH, close: ' ' } } as Record<PageLanguage, (typeof GAME_STRINGS)['EN']>;
    expect(pageStrings(table, 'TH').close).toBe('Close');
    expect(pageStrings(table, 'TH').spin).toBe(GAME_STRINGS.TH.spin);
  });
});
