import type * as z from 'zod/mini';

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Storage can throw on access (blocked cookies, some private modes): behave as empty.
    return null;
  }
}

/** Reads and validates a JSON value; anything unreadable or malformed is dropped, never thrown. */
export function readJson<T extends z.ZodMiniType>(key: string, schema: T, which: Area = 'local'): z.output<T> | null {
  const store = area(which);
  const raw = store?.getItem(key);
  if (raw == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: malformed JSON
  }
  store?.removeItem(key);
  return null;
}

/** Writes a value; a full or unavailable storage loses the cached copy, not the app. */
export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeText(key, JSON.stringify(value), which);
}

export function readText(key: string, which: Area = 'local'): string | null {
  return area(which)?.getItem(key) ?? null;
}

export function writeText(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // QuotaExceededError or storage disabled: the in-memory state still holds the value.
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  area(which)?.removeItem(key);
}
