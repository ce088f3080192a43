import type * as z from 'zod/mini';
import type { LanguageCode } from '../contract/platform';
import { withDb } from './db';

/** Copies kept per owner; the oldest beyond go (a copy is a few KB: a screen's one answer). */
export const SCREEN_COPY_LIMIT = 120;

/** A screen's answer as last fetched, and when. */
export type ScreenCopy<T> = { value: T; savedAt: number };

/** Keeps a screen's answer as its last copy; the owner's oldest beyond the limit are dropped. */
export function keepScreenCopy(owner: string, key: string, language: LanguageCode, value: unknown, savedAt = Date.now()): Promise<void> {
  return withDb(
    (db) =>
      db.transaction('rw', db.screenCopies, async () => {
        await db.screenCopies.put({ owner, key, language, value, savedAt });
        const stale = await db.screenCopies
          .where('[owner+savedAt]')
          .between([owner, -Infinity], [owner, Infinity])
          .reverse()
          .offset(SCREEN_COPY_LIMIT)
          .primaryKeys();
        await db.screenCopies.bulkDelete(stale);
      }),
    undefined,
  );
}

/**
 * The last copy of a screen in this language, checked against the screen's own schema on the way
 * out (another version of the app may have written it); null when there is none that fits.
 */
export function readScreenCopy<S extends z.ZodMiniType>(
  owner: string,
  key: string,
  language: LanguageCode,
  schema: S,
): Promise<ScreenCopy<z.output<S>> | null> {
  return withDb(async (db) => {
    const row = await db.screenCopies.get([owner, key]);
    if (!row || row.language !== language) return null;
    const parsed = schema.safeParse(row.value);
    return parsed.success ? { value: parsed.data, savedAt: row.savedAt } : null;
  }, null);
}
