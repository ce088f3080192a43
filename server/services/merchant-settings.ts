import * as z from 'zod/mini';
import { type AgeLimit, ageLimitSchema, DEFAULT_AGE_LIMIT } from '#src/shared/contract/age';
import { DEFAULT_LANGUAGE_READING, type LanguageReading, languageReadingSchema, type WhitelabelFlag } from '#src/shared/contract/platform';
import { registerFieldSettingSchema } from '#src/shared/contract/system';
import type { FieldSetting } from '#src/shared/contract/validation';
import type { Db } from '../db/database';

export async function hasFlag(db: Db, merchantCode: string, flag: WhitelabelFlag): Promise<boolean> {
  const row = await db.selectFrom('merchant_flags').select('flag').where('merchant_code', '=', merchantCode).where('flag', '=', flag).executeTakeFirst();
  return row !== undefined;
}

const registerSettingsSchema = z.array(registerFieldSettingSchema);

/**
 * The merchant's registration field settings (site setting 'register'); none when unset. A
 * setting that does not parse is an error, not "no rules": registration must not run unchecked.
 */
export async function registerSettings(db: Db, merchantCode: string): Promise<FieldSetting[]> {
  const row = await db
    .selectFrom('site_settings')
    .select('value_json')
    .where('merchant_code', '=', merchantCode)
    .where('key', '=', 'register')
    .executeTakeFirst();
  if (!row) return [];
  return registerSettingsSchema.parse(JSON.parse(row.value_json));
}

/** The age registration confirms (site setting 'ageLimit', 18 or 21); 18 when unset. */
export async function siteAgeLimit(db: Db, merchantCode: string): Promise<AgeLimit> {
  const row = await db
    .selectFrom('site_settings')
    .select('value_json')
    .where('merchant_code', '=', merchantCode)
    .where('key', '=', 'ageLimit')
    .executeTakeFirst();
  return row ? ageLimitSchema.parse(JSON.parse(row.value_json)) : DEFAULT_AGE_LIMIT;
}

/** The site setting naming the merchant's reading of the languages (product rule 3.15). */
export const LANGUAGE_READING_KEY = 'languageReading';

/**
 * The merchant's reading of the languages (product rule 3.15, site setting 'languageReading'): 'six',
 * or 'ty-en' (only TY and EN, TY in Turkish). 'six' when unset, as on a database seeded before
 * the setting existed; a value that does not parse reads as 'six' too (words, not money).
 */
export async function siteLanguageReading(db: Db, merchantCode: string): Promise<LanguageReading> {
  const row = await db
    .selectFrom('site_settings')
    .select('value_json')
    .where('merchant_code', '=', merchantCode)
    .where('key', '=', LANGUAGE_READING_KEY)
    .executeTakeFirst();
  return parseLanguageReading(row?.value_json);
}

/**
 * The reading a 'languageReading' setting's stored JSON names: the one parser of that setting,
 * for siteLanguageReading and for the request's merchant, which reads the value in the query
 * that finds the merchant (http/merchant.ts). Unset (no row) or a value that does not parse,
 * not even as JSON, reads as the default: it runs on every request, and must not fail one.
 */
export function parseLanguageReading(valueJson: string | null | undefined): LanguageReading {
  if (valueJson === null || valueJson === undefined) return DEFAULT_LANGUAGE_READING;
  let value: unknown;
  try {
    value = JSON.parse(valueJson);
  } catch {
    return DEFAULT_LANGUAGE_READING;
  }
  const parsed = languageReadingSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE_READING;
}
