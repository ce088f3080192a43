#!/usr/bin/env node
/**
 * Checks every translated catalog against the English source (locales/EN/messages.po).
 *
 * For each language other than EN it reports:
 *   - a message of the source that the catalog lacks, or translates with an empty text;
 *   - a message of the catalog that the source no longer has;
 *   - a translation identical to the English, unless locales/identical-to-english.json allows
 *     that message (by id or by exact English text) for the language or for every language;
 *     texts with no letter at all (only placeholders, digits, signs) have nothing to translate;
 *   - placeholders ({name}, {count, plural, ...}, {kind, select, ...}, <0>...</0>) that differ
 *     from the English, and texts whose braces do not parse;
 *   - a message whose English holds a term of locales/<LANG>/glossary.json (whole word, any
 *     case) while the translation holds neither the chosen term nor one of its accepted forms,
 *     or holds a competing term the glossary rules out for that language;
 *   - in a language written with full-width punctuation (CN), a half-width colon, comma,
 *     semicolon, question or exclamation mark directly after a CJK character ("汇率:" for
 *     "汇率："); half-width stays where it belongs, between Latin letters, digits and
 *     placeholders (12:30, https://, {n}: {name}, ICU's own commas).
 * Allow-list entries that no longer match a copied text are reported too, so the list stays
 * short.
 *
 * Usage: node scripts/i18n-check.mjs [root]   (exit 1 when there are findings)
 * Module: checkCatalogs(root?, options?) returns [{ language, id, problem }];
 * checkTexts(root, language, [{ id, english, text }]) applies the same empty, same-as-English
 * and glossary rules to texts kept outside the catalogs (the server's content).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SOURCE_LANGUAGE = 'EN';
export const ALL_LANGUAGES = '*';
const CONTEXT_SEPARATOR = '\u0004';

// ---------------------------------------------------------------------------------------------
// .po parsing

const ESCAPES = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', f: '\f', v: '\v', '\\': '\\', '"': '"', "'": "'", '?': '?' };

/** The value of one quoted .po string, with its escapes undone. */
function unquote(quoted, where) {
  if (!/^".*"$/s.test(quoted)) throw new Error(`${where}: expected a quoted string, got ${quoted}`);
  const body = quoted.slice(1, -1);
  return body.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, esc) => {
    if (esc[0] === 'x' && esc.length > 1) return String.fromCharCode(parseInt(esc.slice(1), 16));
    if (/^[0-7]+$/.test(esc)) return String.fromCharCode(parseInt(esc, 8));
    if (esc in ESCAPES) return ESCAPES[esc];
    throw new Error(`${where}: unknown escape \\${esc}`);
  });
}

/**
 * Parses a gettext catalog. Returns its entries in file order: { id, context, key, msgstr,
 * plural (msgstr[n] texts, when the entry has msgid_plural), flags, comments, line }.
 * The header (empty msgid) and obsolete entries (#~) are left out. key is the id, prefixed by
 * its msgctxt and U+0004 when it has one (as gettext keys them).
 */
export function parsePo(text, file = 'catalog') {
  const entries = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let entry = null;
  let field = null; // name of the field that continuation lines extend
  const start = (line) => {
    entry = { id: undefined, context: undefined, idPlural: undefined, msgstr: undefined, plural: [], flags: [], comments: [], line };
    field = null;
  };
  const finish = () => {
    if (entry && entry.id !== undefined) {
      if (entry.msgstr === undefined && entry.plural.length > 0) entry.msgstr = entry.plural[0];
      if (entry.msgstr === undefined) throw new Error(`${file}:${entry.line}: msgid without msgstr`);
      if (entry.id !== '' || entry.context !== undefined) {
        entries.push({
          id: entry.id,
          context: entry.context,
          key: entry.context === undefined ? entry.id : `${entry.context}${CONTEXT_SEPARATOR}${entry.id}`,
          msgstr: entry.msgstr,
          plural: entry.idPlural === undefined ? undefined : entry.plural,
          flags: entry.flags,
          comments: entry.comments,
          line: entry.line,
        });
      }
    }
    entry = null;
    field = null;
  };
  const set = (name, value) => {
    const plural = /^msgstr\[(\d+)\]$/.exec(name);
    if (plural) entry.plural[Number(plural[1])] = value;
    else if (name === 'msgid') entry.id = value;
    else if (name === 'msgctxt') entry.context = value;
    else if (name === 'msgid_plural') entry.idPlural = value;
    else if (name === 'msgstr') entry.msgstr = value;
  };
  const get = (name) => {
    const plural = /^msgstr\[(\d+)\]$/.exec(name);
    if (plural) return entry.plural[Number(plural[1])];
    return { msgid: entry.id, msgctxt: entry.context, msgid_plural: entry.idPlural, msgstr: entry.msgstr }[name];
  };

  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const where = `${file}:${lineNo}`;
    const line = raw.trim();
    if (line === '') {
      finish();
      return;
    }
    if (line.startsWith('#~')) return; // obsolete entry: not part of the catalog
    if (line.startsWith('#')) {
      // A comment after a msgstr starts the next entry (entries may lack a blank line between).
      if (entry && entry.id !== undefined && field !== null) finish();
      if (!entry) start(lineNo);
      if (line.startsWith('#,'))
        entry.flags.push(
          ...line
            .slice(2)
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
        );
      else entry.comments.push(line);
      return;
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/s.exec(line);
    if (keyword) {
      const [, name, quoted] = keyword;
      // A msgctxt or msgid after a complete entry starts the next one.
      if (entry && (name === 'msgctxt' || name === 'msgid') && entry.msgstr !== undefined) finish();
      if (entry && name === 'msgid' && entry.id !== undefined) finish();
      if (!entry) start(lineNo);
      if (get(name) !== undefined) throw new Error(`${where}: ${name} given twice`);
      set(name, unquote(quoted, where));
      field = name;
      return;
    }
    if (line.startsWith('"')) {
      if (!entry || field === null) throw new Error(`${where}: continuation line outside an entry`);
      set(field, get(field) + unquote(line, where));
      return;
    }
    throw new Error(`${where}: cannot read line: ${raw}`);
  });
  finish();
  return entries;
}

// ---------------------------------------------------------------------------------------------
// ICU placeholders

/**
 * Reads an ICU message as Lingui does. Returns { placeholders, text }: placeholders is a sorted
 * list of descriptors, "{name}", "{name, plural}", "{name, select: a|b|other}", "{name, number}",
 * "<0>" (Lingui's component tags), nested ones included; text is what a reader sees, the
 * placeholders, tags, "#" and plural or select syntax blanked out and every branch kept. Throws
 * when the braces do not parse. Apostrophes quote as in ICU: '{' is a literal brace, a lone
 * apostrophe is text.
 */
export function readIcu(message) {
  const found = new Set();
  let text = '';
  let i = 0;

  const fail = (why) => {
    throw new Error(`${why} at character ${i + 1}`);
  };

  // Reads text up to a closing brace (or the end when top level), collecting arguments.
  const readText = (inPlural, topLevel) => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const close = message.indexOf("'", i + 1);
          const end = close === -1 ? message.length : close;
          text += message.slice(i + 1, end);
          i = end + 1;
        } else {
          text += c;
          i += 1;
        }
      } else if (c === '{') {
        i += 1;
        text += ' ';
        readArgument();
        text += ' ';
      } else if (c === '}') {
        if (topLevel) fail('unexpected }');
        return;
      } else if (c === '#' && inPlural) {
        text += ' ';
        i += 1;
      } else if (c === '<' && /^<\/?\d+\s*\/?>/.test(message.slice(i))) {
        const tag = /^<\/?(\d+)\s*\/?>/.exec(message.slice(i));
        found.add(`<${tag[1]}>`);
        text += ' ';
        i += tag[0].length;
      } else {
        text += c;
        i += 1;
      }
    }
    if (!topLevel) fail('missing }');
  };

  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i])) i += 1;
  };
  const readWord = () => {
    skipSpace();
    const m = /^[^\s{},]+/.exec(message.slice(i));
    if (!m) fail('expected a name');
    i += m[0].length;
    skipSpace();
    return m[0];
  };

  const readArgument = () => {
    const name = readWord();
    if (message[i] === '}') {
      i += 1;
      found.add(`{${name}}`);
      return;
    }
    if (message[i] !== ',') fail(`expected , or } after ${name}`);
    i += 1;
    const type = readWord();
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      if (message[i] !== ',') fail(`expected , after ${type}`);
      i += 1;
      const selectors = [];
      skipSpace();
      while (message[i] !== '}') {
        if (i >= message.length) fail('missing }');
        const selector = readWord();
        if (selector.startsWith('offset:')) continue;
        if (message[i] !== '{') fail(`expected { after ${selector}`);
        i += 1;
        selectors.push(selector);
        text += ' ';
        readText(type !== 'select', false);
        text += ' ';
        i += 1; // the branch's }
        skipSpace();
      }
      i += 1;
      if (!selectors.includes('other')) fail(`${type} of ${name} has no "other" branch`);
      // Plural categories differ between languages; select keys come from the code.
      found.add(type === 'select' ? `{${name}, select: ${[...selectors].sort().join('|')}}` : `{${name}, ${type}}`);
      return;
    }
    // {name, number} / {name, date, short} ...: the style may be anything up to the brace.
    let depth = 0;
    while (i < message.length && !(message[i] === '}' && depth === 0)) {
      if (message[i] === '{') depth += 1;
      if (message[i] === '}') depth -= 1;
      i += 1;
    }
    if (i >= message.length) fail('missing }');
    i += 1;
    found.add(`{${name}, ${type}}`);
  };

  readText(false, true);
  return { placeholders: [...found].sort(), text };
}

/** The placeholders of an ICU message (see readIcu). */
export function placeholders(message) {
  return readIcu(message).placeholders;
}

// ---------------------------------------------------------------------------------------------
// Allow-list and glossary

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * locales/identical-to-english.json: { "<key>": [ { "id" | "text", "reason" } ] } where a key is
 * "*" (every language), one language code or several joined by commas ("TY,PT"). Keys starting
 * with "$" are comments. Returns { entries: [{ key, languages, id?, text?, reason, used }],
 * problems: [{ language, id, problem }] }.
 */
function readAllowList(root) {
  const file = join(root, 'locales', 'identical-to-english.json');
  const result = { entries: [], problems: [] };
  if (!existsSync(file)) return result;
  let json;
  try {
    json = readJson(file);
  } catch (error) {
    result.problems.push({ language: ALL_LANGUAGES, id: 'identical-to-english.json', problem: `cannot be read: ${error.message}` });
    return result;
  }
  for (const [key, list] of Object.entries(json)) {
    if (key.startsWith('$')) continue;
    const languages = key
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
    if (!Array.isArray(list)) {
      result.problems.push({ language: key, id: 'identical-to-english.json', problem: 'the entries of a key must be a list' });
      continue;
    }
    for (const item of list) {
      const label = String(item?.id ?? item?.text ?? JSON.stringify(item));
      if (!item || (typeof item.id !== 'string') === (typeof item.text !== 'string')) {
        result.problems.push({ language: key, id: label, problem: 'allow-list entry needs exactly one of "id" or "text"' });
      } else if (typeof item.reason !== 'string' || item.reason.trim() === '') {
        result.problems.push({ language: key, id: label, problem: 'allow-list entry has no reason' });
      } else {
        result.entries.push({ key, languages, id: item.id, text: item.text, reason: item.reason, used: false });
      }
    }
  }
  return result;
}

/**
 * locales/<LANG>/glossary.json: { "<English term>": "<chosen term>" | { "use": "<chosen term>",
 * "accept": ["<inflected form also accepted>", ...], "english": ["<other English form>", ...],
 * "avoid": ["<competing term the catalog must not use for it>", ...], "note": "..." } }.
 * Keys starting with "$" are comments.
 */
function readGlossary(file) {
  const json = readJson(file);
  const terms = [];
  for (const [english, value] of Object.entries(json)) {
    if (english.startsWith('$')) continue;
    const spec = typeof value === 'string' ? { use: value } : value;
    if (!spec || typeof spec.use !== 'string' || spec.use.trim() === '') throw new Error(`term "${english}" has no "use"`);
    const forms = [english, ...(spec.english ?? [])];
    terms.push({
      english,
      use: spec.use,
      accept: [spec.use, ...(spec.accept ?? [])].map((t) => t.toLocaleLowerCase()),
      avoid: (spec.avoid ?? []).map((t) => t.toLocaleLowerCase()),
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}_])(?:${forms
          .map(escapeRegExp)
          .map((f) => f.replace(/\\? /g, '\\s+'))
          .join('|')})(?![\\p{L}\\p{N}_])`,
        'iu',
      ),
    });
  }
  return terms;
}

// ---------------------------------------------------------------------------------------------
// Punctuation

/** Languages whose text takes full-width punctuation after its own characters. */
export const FULL_WIDTH_LANGUAGES = ['CN'];
const FULL_WIDTH = { ':': '：', ',': '，', ';': '；', '?': '？', '!': '！' };
/** A CJK character (ideographs, CJK punctuation, full-width forms, a closing quote) and the half-width mark after it. */
const HALF_WIDTH_AFTER_CJK = /([\p{Script=Han}\u3000-\u303f\uff00-\uffef”])([:,;?!])/gu;

/**
 * The half-width marks right after CJK text in what a reader sees (component tags taken out, so
 * "<0>规则</0>:" counts; placeholders blanked, so "{n}: {name}" does not), as a problem, or null.
 */
export function halfWidthAfterCjk(message) {
  const seen = visibleText(message.replace(/<\/?\d+\s*\/?>/g, ''));
  const found = [...seen.matchAll(HALF_WIDTH_AFTER_CJK)].map(([pair, before, mark]) => `"${pair}" should be "${before}${FULL_WIDTH[mark]}"`);
  return found.length > 0 ? `half-width punctuation after Chinese text: ${[...new Set(found)].join(', ')}` : null;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text a reader sees (see readIcu), so "{deposit}" is not the word; roughly, when it does not parse. */
function visibleText(message) {
  try {
    return readIcu(message).text;
  } catch {
    return message.replace(/<\/?\d+\s*\/?>/g, ' ').replace(/[{}#]/g, ' ');
  }
}

// ---------------------------------------------------------------------------------------------
// The check

/** Languages with a catalog under locales/, the source first. */
export function catalogLanguages(root = process.cwd()) {
  const dir = join(root, 'locales');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'messages.po')))
    .map((d) => d.name)
    .sort((a, b) => (a === SOURCE_LANGUAGE ? -1 : b === SOURCE_LANGUAGE ? 1 : a.localeCompare(b)));
}

/** The messages of one catalog as a Map of key to text. */
export function readCatalog(root, language) {
  const file = join(root, 'locales', language, 'messages.po');
  const entries = parsePo(readFileSync(file, 'utf8'), `locales/${language}/messages.po`);
  return new Map(entries.map((e) => [e.key, e.msgstr]));
}

/**
 * Checks every catalog under <root>/locales against the English one. options.languages picks
 * the languages (default: every folder holding a messages.po). Returns the findings, grouped
 * by language in the order of the languages and, within one, in the source's order.
 */
export function checkCatalogs(root = process.cwd(), options = {}) {
  root = resolve(root);
  const languages = options.languages ?? catalogLanguages(root);
  const findings = [];
  const add = (language, id, problem) => findings.push({ language, id, problem });

  const sourceFile = join(root, 'locales', SOURCE_LANGUAGE, 'messages.po');
  if (!existsSync(sourceFile)) {
    add(SOURCE_LANGUAGE, 'messages.po', 'the source catalog is missing');
    return findings;
  }
  const source = new Map();
  try {
    for (const entry of parsePo(readFileSync(sourceFile, 'utf8'), `locales/${SOURCE_LANGUAGE}/messages.po`)) {
      if (source.has(entry.key)) add(SOURCE_LANGUAGE, entry.key, 'appears twice');
      source.set(entry.key, entry.msgstr);
    }
  } catch (error) {
    add(SOURCE_LANGUAGE, 'messages.po', `cannot be read: ${error.message}`);
    return findings;
  }
  const sourcePlaceholders = new Map();
  for (const [id, text] of source) {
    if (text === '') add(SOURCE_LANGUAGE, id, 'empty');
    try {
      sourcePlaceholders.set(id, placeholders(text));
    } catch (error) {
      add(SOURCE_LANGUAGE, id, `placeholders do not parse: ${error.message}`);
    }
  }

  const allow = readAllowList(root);
  findings.push(...allow.problems);

  for (const language of languages) {
    if (language === SOURCE_LANGUAGE) continue;
    const file = join(root, 'locales', language, 'messages.po');
    if (!existsSync(file)) {
      add(language, 'messages.po', 'the catalog is missing');
      continue;
    }
    const catalog = new Map();
    try {
      for (const entry of parsePo(readFileSync(file, 'utf8'), `locales/${language}/messages.po`)) {
        if (catalog.has(entry.key)) add(language, entry.key, 'appears twice');
        catalog.set(entry.key, entry.msgstr);
      }
    } catch (error) {
      add(language, 'messages.po', `cannot be read: ${error.message}`);
      continue;
    }

    let glossary = [];
    const glossaryFile = join(root, 'locales', language, 'glossary.json');
    if (!existsSync(glossaryFile)) {
      add(language, 'glossary.json', 'the glossary is missing');
    } else {
      try {
        glossary = readGlossary(glossaryFile);
      } catch (error) {
        add(language, 'glossary.json', `cannot be read: ${error.message}`);
      }
    }

    const allowed = (id, english) =>
      allow.entries.filter((e) => (e.languages.includes(language) || e.languages.includes(ALL_LANGUAGES)) && (e.id === id || e.text === english));

    for (const [id, english] of source) {
      if (!catalog.has(id)) {
        add(language, id, 'missing');
        continue;
      }
      const text = catalog.get(id);
      if (text.trim() === '') {
        add(language, id, 'empty');
        continue;
      }

      if (text === english && /\p{L}/u.test(visibleText(english))) {
        const entries = allowed(id, english);
        if (entries.length === 0) add(language, id, `same as the English: "${english}"`);
        for (const e of entries) e.used = true;
      }

      const expected = sourcePlaceholders.get(id);
      if (expected) {
        try {
          const got = placeholders(text);
          if (got.join('\n') !== expected.join('\n')) {
            const lacks = expected.filter((p) => !got.includes(p));
            const extra = got.filter((p) => !expected.includes(p));
            const parts = [];
            if (lacks.length) parts.push(`lacks ${lacks.join(' ')}`);
            if (extra.length) parts.push(`has extra ${extra.join(' ')}`);
            add(language, id, `placeholders differ from the English: ${parts.join('; ')}`);
          }
        } catch (error) {
          add(language, id, `placeholders do not parse: ${error.message}`);
        }
      }

      const visible = visibleText(text).toLocaleLowerCase();
      for (const term of glossary) {
        if (!term.pattern.test(visibleText(english))) continue;
        const avoided = term.avoid.find((form) => visible.includes(form));
        if (avoided) add(language, id, `glossary: says "${avoided}" for "${term.english}"; this catalog says "${term.use}"`);
        else if (!term.accept.some((form) => visible.includes(form)))
          add(language, id, `glossary: the English says "${term.english}", the translation should say "${term.use}"`);
      }

      if (FULL_WIDTH_LANGUAGES.includes(language)) {
        const punctuation = halfWidthAfterCjk(text);
        if (punctuation) add(language, id, punctuation);
      }
    }
    for (const id of catalog.keys()) if (!source.has(id)) add(language, id, 'not in the English catalog');
  }

  // Entries of the allow-list that name no catalog, or that no checked catalog needs any more
  // (judged only when every language the entry names was checked).
  const known = catalogLanguages(root);
  for (const e of allow.entries) {
    const unknown = e.languages.filter((l) => l !== ALL_LANGUAGES && !known.includes(l));
    const covers = e.languages.includes(ALL_LANGUAGES) ? known : e.languages;
    if (unknown.length > 0) add(e.key, e.id ?? e.text, `allow-list entry names no catalog: ${unknown.join(', ')}`);
    else if (!e.used && covers.every((l) => l === SOURCE_LANGUAGE || languages.includes(l))) {
      add(e.key, e.id ?? e.text, 'allow-list entry matches no text copied from the English: remove it');
    }
  }

  const order = [ALL_LANGUAGES, SOURCE_LANGUAGE, ...languages.filter((l) => l !== SOURCE_LANGUAGE)];
  const rank = (l) => (order.includes(l) ? order.indexOf(l) : order.length);
  return findings
    .map((f, index) => ({ f, index }))
    .sort((a, b) => rank(a.f.language) - rank(b.f.language) || a.index - b.index)
    .map(({ f }) => f);
}

/**
 * The rules of a catalog message for texts kept elsewhere (the server's seeded content, its own
 * pages): not empty, not the English again when the English has letters to translate, and the
 * glossary of `language`. Texts are plain text: strip markup before. Returns [{ language, id, problem }].
 */
export function checkTexts(root, language, entries) {
  const glossary = readGlossary(join(resolve(root), 'locales', language, 'glossary.json'));
  const findings = [];
  for (const { id, english, text } of entries) {
    const add = (problem) => findings.push({ language, id, problem });
    if (text.trim() === '') {
      add('empty');
      continue;
    }
    if (text === english && /\p{L}/u.test(english)) add(`same as the English: "${english}"`);
    const visible = text.toLocaleLowerCase();
    for (const term of glossary) {
      if (!term.pattern.test(english)) continue;
      const avoided = term.avoid.find((form) => visible.includes(form));
      if (avoided) add(`glossary: says "${avoided}" for "${term.english}"; this catalog says "${term.use}"`);
      else if (!term.accept.some((form) => visible.includes(form)))
        add(`glossary: the English says "${term.english}", the translation should say "${term.use}"`);
    }
  }
  return findings;
}

/** The findings as text, grouped by language. */
export function formatFindings(findings) {
  const byLanguage = new Map();
  for (const f of findings) {
    if (!byLanguage.has(f.language)) byLanguage.set(f.language, []);
    byLanguage.get(f.language).push(f);
  }
  const out = [];
  for (const [language, list] of byLanguage) {
    const ids = new Set(list.map((f) => f.id));
    out.push(
      `${language === ALL_LANGUAGES ? 'all languages' : language}: ${list.length} finding${list.length === 1 ? '' : 's'} in ${ids.size} message${ids.size === 1 ? '' : 's'}`,
    );
    for (const f of list) out.push(`  ${f.id}: ${f.problem}`);
  }
  return out.join('\n');
}

function main() {
  const root = resolve(process.argv[2] ?? process.cwd());
  let findings;
  try {
    findings = checkCatalogs(root);
  } catch (error) {
    console.error(`i18n-check: ${error.message}`);
    process.exit(2);
  }
  if (findings.length > 0) {
    console.log(formatFindings(findings));
    const languages = new Set(findings.map((f) => f.language));
    console.log(`\ni18n-check: ${findings.length} finding${findings.length === 1 ? '' : 's'} in ${languages.size} language${languages.size === 1 ? '' : 's'}`);
    process.exit(1);
  }
  const languages = catalogLanguages(root);
  const messages = readCatalog(root, SOURCE_LANGUAGE).size;
  const terms = languages
    .filter((l) => l !== SOURCE_LANGUAGE && existsSync(join(root, 'locales', l, 'glossary.json')))
    .reduce((n, l) => n + readGlossary(join(root, 'locales', l, 'glossary.json')).length, 0);
  const allowed = readAllowList(root).entries.length;
  console.log(
    `i18n-check: ${languages.length} catalogs (${languages.join(', ')}), ${messages} messages each, ${terms} glossary terms, ${allowed} allow-list entries: no findings`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
