import { DEFAULT_LANGUAGE_READING, LANGUAGE_CODES, type LanguageCode, type LanguageReading } from '#src/shared/contract/platform';
import type { Db } from '../db/database';

/**
 * The server's content in the request's language (docs/decisions/014). The content's own columns
 * hold the English; content_translations holds the other languages, one row per piece of
 * content, field and language. A field without a translation in the asked language reads as the
 * English. HTML fields (content) are served as they are stored, translated or not: the client
 * sanitizes them before they render, the same for every language.
 */

/** Each kind of translated content and its fields: columns, or for site settings a setting key (dotted into its JSON). */
export const TRANSLATABLE = {
  announcement: ['title', 'content'],
  promotion: ['title', 'content'],
  inbox: ['title', 'content'],
  home_news: ['title', 'summary'],
  banner: ['title'],
  vip_level: ['name'],
  site_setting: ['licenceText', 'mobileTemplate.app_desc'],
  /** The reward centre's rewards (member_rewards). */
  reward: ['title'],
  /** A reward application's, a deposit's and a withdrawal's rejection reason, and customer service's reply to a feedback. */
  reward_application: ['reason'],
  deposit_order: ['reason'],
  withdrawal_order: ['reason'],
  feedback: ['reply'],
  /** The points mall's items; a redemption names its item as the item does. */
  mall_item: ['name', 'description'],
  /** A merchant's deposit channel: ref `<merchant>/<code>`. */
  deposit_channel: ['name'],
} as const satisfies Record<string, readonly string[]>;

export type ContentKind = keyof typeof TRANSLATABLE;
export type ContentField<K extends ContentKind> = (typeof TRANSLATABLE)[K][number];
export const CONTENT_KINDS = Object.keys(TRANSLATABLE) as ContentKind[];

/** The language of the content's own columns: never stored as a translation. */
export const BASE_LANGUAGE = 'EN' satisfies LanguageCode;
export type TranslatedLanguage = Exclude<LanguageCode, typeof BASE_LANGUAGE>;
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((l): l is TranslatedLanguage => l !== BASE_LANGUAGE);

/** A text the server writes itself (a seed, a welcome message), in English and the five other languages. */
export type TextInAllLanguages = { readonly EN: string } & Readonly<Record<TranslatedLanguage, string>>;

/**
 * A text in the six languages and in Turkish (`TR`), for a merchant whose TY players read
 * Turkish. Optional so the texts written before it need no change; every text added since has one.
 */
export type TextWithTurkish = TextInAllLanguages & { readonly TR?: string };

export type Translation<K extends ContentKind = ContentKind> = { field: ContentField<K>; language: TranslatedLanguage; text: string };

/** ref -> field -> text, for one kind and one language. */
export type Translations = ReadonlyMap<string, ReadonlyMap<string, string>>;

const EMPTY: Translations = new Map();

export function isTranslatable(kind: string, field: string): boolean {
  return kind in TRANSLATABLE && (TRANSLATABLE[kind as ContentKind] as readonly string[]).includes(field);
}

/** The translations of `refs` in `language`: one query, whatever the number of rows (none for English). */
export async function readTranslations(db: Db, kind: ContentKind, language: LanguageCode, refs: readonly (string | number)[]): Promise<Translations> {
  const keys = [...new Set(refs.map(String))];
  if (language === BASE_LANGUAGE || keys.length === 0) return EMPTY;
  const rows = await db
    .selectFrom('content_translations')
    .select(['ref', 'field', 'text'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .where('ref', 'in', keys)
    .execute();
  const found = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const fields = found.get(row.ref) ?? new Map<string, string>();
    fields.set(row.field, row.text);
    found.set(row.ref, fields);
  }
  return found;
}

/**
 * One field's translation of one piece of content in `language`, as a subquery (null where there
 * is none): a row read by its key gets its text in the same query, where inLanguage would ask again.
 */
export function translationOf<K extends ContentKind>(db: Db, kind: K, field: ContentField<K>, language: LanguageCode, ref: string | number) {
  return db
    .selectFrom('content_translations')
    .select('text')
    .where('kind', '=', kind)
    .where('field', '=', field)
    .where('language', '=', language)
    .where('ref', '=', String(ref));
}

type Fields<K extends ContentKind> = { [F in ContentField<K>]?: string | null };

/**
 * `rows` with each of the kind's fields they carry in `language` where a translation exists, as
 * they are otherwise. One query for the whole list, and none for rows whose fields are all empty
 * (null or left out): an order without a rejection reason has nothing to translate.
 */
export async function inLanguage<K extends ContentKind, T extends Fields<K>>(
  db: Db,
  language: LanguageCode,
  kind: K,
  rows: readonly T[],
  refOf: (row: T) => string | number,
): Promise<T[]> {
  const fieldsOf = TRANSLATABLE[kind] as readonly string[];
  const carried = (row: T, field: string) => (row as Record<string, unknown>)[field] != null;
  const asked = rows.filter((row) => fieldsOf.some((field) => carried(row, field)));
  const translations = await readTranslations(db, kind, language, asked.map(refOf));
  if (translations.size === 0) return [...rows];
  return rows.map((row) => {
    const fields = translations.get(String(refOf(row)));
    if (!fields) return row;
    const copy: Record<string, unknown> = { ...row };
    for (const field of fieldsOf) {
      const text = fields.get(field);
      if (text !== undefined && carried(row, field)) copy[field] = text;
    }
    return copy as T;
  });
}

/** One row's fields in `language`: inLanguage for a single row. */
export async function oneInLanguage<K extends ContentKind, T extends Fields<K>>(
  db: Db,
  language: LanguageCode,
  kind: K,
  row: T,
  ref: string | number,
): Promise<T> {
  const [translated] = await inLanguage(db, language, kind, [row], () => ref);
  return translated ?? row;
}

/**
 * A merchant's site settings (key -> parsed JSON) with their translated texts in `language`:
 * a dotted field names a string inside a setting's JSON, replaced only where the setting has one.
 */
export async function settingsInLanguage(
  db: Db,
  language: LanguageCode,
  merchantCode: string,
  settings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const fields = (await readTranslations(db, 'site_setting', language, [merchantCode])).get(merchantCode);
  if (!fields) return settings;
  let result = settings;
  for (const [field, text] of fields) result = withStringAt(result, field.split('.'), text);
  return result;
}

/** A copy of `value` with the string at `path` replaced; unchanged where the path holds no string. */
function withStringAt(value: Record<string, unknown>, path: readonly string[], text: string): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined || !Object.hasOwn(value, head)) return value;
  const inner = value[head];
  if (rest.length === 0) return typeof inner === 'string' ? { ...value, [head]: text } : value;
  if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return value;
  const replaced = withStringAt(inner as Record<string, unknown>, rest, text);
  return replaced === inner ? value : { ...value, [head]: replaced };
}

const BATCH = 500;

/** Adds or replaces translations of one piece of content. */
export async function putTranslations<K extends ContentKind>(db: Db, kind: K, ref: string | number, translations: readonly Translation<K>[]): Promise<void> {
  await putManyTranslations(
    db,
    translations.map((t) => ({ kind, ref: String(ref), ...t })),
  );
}

export type TranslationRow = { kind: ContentKind; ref: string; field: string; language: TranslatedLanguage; text: string };

/** Adds or replaces many translations at once (a seed, a backfill); refuses a field or language there is no translation for. */
export async function putManyTranslations(db: Db, rows: readonly TranslationRow[]): Promise<void> {
  for (const row of rows) {
    if (!isTranslatable(row.kind, row.field)) throw new Error(`${row.kind} has no translated field ${row.field}`);
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(row.language)) throw new Error(`no translations are kept in ${row.language}`);
  }
  // One statement may not write a key twice (PostgreSQL refuses it): the last one given wins.
  const unique = [...new Map(rows.map((r) => [JSON.stringify([r.kind, r.ref, r.field, r.language]), r])).values()];
  for (let i = 0; i < unique.length; i += BATCH) {
    await db
      .insertInto('content_translations')
      .values(unique.slice(i, i + BATCH))
      .onConflict((oc) => oc.columns(['kind', 'ref', 'field', 'language']).doUpdateSet((eb) => ({ text: eb.ref('excluded.text') })))
      .execute();
  }
}

/** The translations of a text written in every language, as rows of `field`. */
export function translationsOf<K extends ContentKind>(
  field: ContentField<K>,
  text: TextWithTurkish,
  reading: LanguageReading = DEFAULT_LANGUAGE_READING,
): Translation<K>[] {
  // A merchant of the 'ty-en' reading (product rule 3.15) keeps only its TY, which is Turkish.
  if (reading === 'ty-en') return text.TR === undefined ? [] : [{ field, language: 'TY', text: text.TR }];
  return TRANSLATED_LANGUAGES.map((language) => ({ field, language, text: text[language] }));
}

/** Deletes every translation of the given pieces of content (the content itself is gone). */
export async function dropTranslations(db: Db, kind: ContentKind, refs: readonly (string | number)[]): Promise<void> {
  if (refs.length === 0) return;
  await db.deleteFrom('content_translations').where('kind', '=', kind).where('ref', 'in', refs.map(String)).execute();
}
