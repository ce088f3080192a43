import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '#src/shared/contract/message-keys';
import { CATALOG_CODES } from '#src/shared/i18n/languages';

/** The rules live in scripts/i18n-check.mjs (run by hand or in CI); this test only calls them. */
type Finding = { language: string; id: string; problem: string };
type CheckModule = {
  checkCatalogs(root?: string, options?: { languages?: readonly string[] }): Finding[];
  readCatalog(root: string, language: string): Map<string, string>;
};
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CHECK_SCRIPT = join(ROOT, 'scripts', 'i18n-check.mjs');
const { checkCatalogs, readCatalog } = (await import(/* @vite-ignore */ CHECK_SCRIPT)) as CheckModule;

// The product's six languages and TR, the Turkish catalog TY reads under the 'ty-en' reading.
const findings = checkCatalogs(ROOT, { languages: CATALOG_CODES });
const listed = (language: string) => findings.filter((f) => f.language === language).map((f) => `${f.id}: ${f.problem}`);

describe('catalogs', () => {
  it('the source catalog holds every message the server can send', () => {
    const source = readCatalog(ROOT, 'EN');
    for (const key of MESSAGE_KEYS) expect(source.has(key), key).toBe(true);
  });

  it('the source catalog and the allow-list are sound', () => {
    const others = findings.filter((f) => f.language === 'EN' || !(CATALOG_CODES as readonly string[]).includes(f.language));
    expect(others.map((f) => `${f.language} ${f.id}: ${f.problem}`)).toEqual([]);
  });

  it.each(CATALOG_CODES.filter((l) => l !== 'EN'))('%s translates every message, keeps its placeholders and follows its glossary', (language) => {
    expect(listed(language)).toEqual([]);
  });
});

describe('the catalog check', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  const HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"X-Generator: @lingui/cli\\n"\n';
  /** A catalog as Lingui writes it; an entry's text may already be a multi-line .po string. */
  const po = (entries: [id: string, text: string][]) =>
    HEADER + entries.map(([id, text]) => `\n#. js-lingui-explicit-id\nmsgid "${id}"\nmsgstr ${text.startsWith('""\n') ? text : `"${text}"`}\n`).join('');

  function locales(files: Record<string, string | object>): string {
    const root = mkdtempSync(join(tmpdir(), 'catalogs-'));
    roots.push(root);
    for (const [path, body] of Object.entries(files)) {
      const file = join(root, 'locales', path);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
    }
    return root;
  }

  const english = po([
    ['greeting', 'Hello {name}'],
    ['deposit_history', 'Deposit history'],
    ['login', 'Log in'],
    ['balance', 'Balance'],
    ['withdraw_now', 'Withdraw now'],
    ['whatsapp', 'WhatsApp'],
    ['tickets', '{count, plural, one {# ticket} other {# tickets}}'],
    ['promotions', 'Promotions'],
  ]);
  const glossary = { Deposit: { use: 'deposito' }, Promotion: { use: 'promo', english: ['Promotions'], avoid: ['promosyon'] } };
  const allowList = { '*': [{ text: 'WhatsApp', reason: 'brand name' }] };

  it('catches a missing, an empty, a copied, a placeholder and a glossary problem, and nothing else', () => {
    const root = locales({
      'EN/messages.po': english,
      'TY/messages.po': po([
        ['greeting', 'Kumusta {nam}'],
        ['deposit_history', 'Kasaysayan ng bayad'],
        ['balance', ''],
        ['withdraw_now', 'Withdraw now'],
        ['whatsapp', 'WhatsApp'],
        ['tickets', '{count, plural, one {# tiket} other {# tiket}}'],
        ['promotions', 'Mga Promo'],
      ]),
      'TY/glossary.json': glossary,
      'identical-to-english.json': allowList,
    });
    expect(checkCatalogs(root)).toEqual([
      { language: 'TY', id: 'greeting', problem: 'placeholders differ from the English: lacks {name}; has extra {nam}' },
      { language: 'TY', id: 'deposit_history', problem: 'glossary: the English says "Deposit", the translation should say "deposito"' },
      { language: 'TY', id: 'login', problem: 'missing' },
      { language: 'TY', id: 'balance', problem: 'empty' },
      { language: 'TY', id: 'withdraw_now', problem: 'same as the English: "Withdraw now"' },
    ]);
  });

  it('catches a lost plural, a competing term, a message the source lacks and a stale or unreasoned allow-list entry', () => {
    const root = locales({
      'EN/messages.po': english,
      'TY/messages.po': po([
        ['greeting', 'Kumusta {name}'],
        ['deposit_history', 'Kasaysayan ng deposito'],
        ['login', 'Mag-log in'],
        ['balance', 'Balanse'],
        ['withdraw_now', 'Mag-withdraw ngayon'],
        ['whatsapp', 'WhatsApp'],
        ['tickets', '{count} tiket'],
        ['promotions', 'Mga Promosyon'],
        ['old_message', 'Luma'],
      ]),
      'TY/glossary.json': glossary,
      'identical-to-english.json': { ...allowList, TY: [{ id: 'login', reason: 'no longer copied' }, { text: 'Balance' }] },
    });
    expect(checkCatalogs(root)).toEqual([
      { language: 'TY', id: 'Balance', problem: 'allow-list entry has no reason' },
      { language: 'TY', id: 'tickets', problem: 'placeholders differ from the English: lacks {count, plural}; has extra {count}' },
      { language: 'TY', id: 'promotions', problem: 'glossary: says "promosyon" for "Promotion"; this catalog says "promo"' },
      { language: 'TY', id: 'old_message', problem: 'not in the English catalog' },
      { language: 'TY', id: 'login', problem: 'allow-list entry matches no text copied from the English: remove it' },
    ]);
  });

  describe('full-width punctuation in Chinese', () => {
    const source = po([
      ['rate', 'Rate: 1 USDT = {rate}'],
      ['delete_card', 'Delete this card?'],
      ['signed_in', 'Signed in! See you tomorrow'],
      ['cache_hint', 'Game lists, pictures and saved pages'],
      ['rules', 'Read <0>the rules</0>: then apply'],
      ['opens', 'Opens at 12:30, see https://example.com'],
      ['picture', 'Picture {n}: {name}'],
      ['tickets', '{count, plural, other {# tickets}}'],
    ]);
    const chinese = (texts: Record<string, string>) =>
      po(
        Object.entries({
          rate: '汇率：1 USDT = {rate}',
          delete_card: '删除这张银行卡？',
          signed_in: '签到成功！明天见',
          cache_hint: '游戏列表、图片和已保存的页面',
          rules: '阅读<0>规则</0>：然后申请',
          opens: '12:30 开放，详见 https://example.com',
          picture: '图片 {n}: {name}',
          tickets: '{count, plural, other {# 张抽奖券}}',
          ...texts,
        }),
      );

    it('names a half-width colon, question or exclamation mark or comma after Chinese text, in CN only', () => {
      const root = locales({
        'EN/messages.po': source,
        'CN/messages.po': chinese({
          rate: '汇率:1 USDT = {rate}',
          delete_card: '删除这张银行卡?',
          signed_in: '签到成功!明天见',
          cache_hint: '游戏列表,图片和已保存的页面',
          rules: '阅读<0>规则</0>:然后申请',
        }),
        'CN/glossary.json': {},
        // The same marks after Latin text are right: the rule is Chinese's.
        'TY/messages.po': source.replace(/msgstr "(?!")/g, 'msgstr "~'),
        'TY/glossary.json': {},
      });
      expect(checkCatalogs(root)).toEqual([
        { language: 'CN', id: 'rate', problem: 'half-width punctuation after Chinese text: "率:" should be "率："' },
        { language: 'CN', id: 'delete_card', problem: 'half-width punctuation after Chinese text: "卡?" should be "卡？"' },
        { language: 'CN', id: 'signed_in', problem: 'half-width punctuation after Chinese text: "功!" should be "功！"' },
        { language: 'CN', id: 'cache_hint', problem: 'half-width punctuation after Chinese text: "表," should be "表，"' },
        { language: 'CN', id: 'rules', problem: 'half-width punctuation after Chinese text: "则:" should be "则："' },
      ]);
    });

    it('lets full-width marks be, and half-width ones in times, addresses, placeholders and plurals', () => {
      const root = locales({ 'EN/messages.po': source, 'CN/messages.po': chinese({}), 'CN/glossary.json': {} });
      expect(checkCatalogs(root)).toEqual([]);
    });
  });

  it('reads multi-line texts, escapes, comments and contexts as gettext does', () => {
    const root = locales({
      'EN/messages.po':
        HEADER +
        '\n#. a note for translators\n#: src/a.tsx\nmsgid "note"\nmsgstr ""\n"Say \\"hi\\"\\n"\n"then {name}"\n' +
        '\nmsgctxt "menu"\nmsgid "open"\nmsgstr "Open"\n' +
        '\n#~ msgid "gone"\n#~ msgstr "Gone"\n',
    });
    const catalog = readCatalog(root, 'EN');
    expect([...catalog]).toEqual([
      ['note', 'Say "hi"\nthen {name}'],
      ['menu\u0004open', 'Open'],
    ]);
  });

  it('run by hand, lists the findings by language and exits 1; exits 0 when clean', () => {
    const dirty = locales({ 'EN/messages.po': english, 'TY/messages.po': po([['greeting', 'Hello {name}']]), 'TY/glossary.json': {} });
    const run = (root: string) => spawnSync(process.execPath, [CHECK_SCRIPT, root], { encoding: 'utf8' });
    const failed = run(dirty);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/^TY: 8 findings in 8 messages\n {2}greeting: same as the English: "Hello \{name\}"\n {2}deposit_history: missing\n/);

    const clean = locales({ 'EN/messages.po': english, 'TY/messages.po': english.replace(/msgstr "(?!")/g, 'msgstr "~'), 'TY/glossary.json': {} });
    const passed = run(clean);
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
    expect(passed.stdout).toMatch(/^i18n-check: 2 catalogs \(EN, TY\), 8 messages each, 0 glossary terms, 0 allow-list entries: no findings\n$/);
  });
});
