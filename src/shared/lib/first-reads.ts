import type * as z from 'zod/mini';

/**
 * The reads a screen makes on its first render, made by the server when it draws a visitor's
 * first view (docs/decisions/018) and written into the page: the app's first render shows their
 * answers as the server drew them, with no loading state in between, and reads again behind them.
 * Keyed as the screen names its read (useLoad's `key`).
 */
const answers = new Map<string, unknown>();
let asking: Map<string, () => Promise<unknown>> | null = null;

/** The answer the page carries for `key`; while the server collects, `read` is noted for it. */
export function firstRead<T>(key: string, read: () => Promise<T>): { value: T } | undefined {
  if (answers.has(key)) return { value: answers.get(key) as T };
  if (asking && !asking.has(key)) asking.set(key, read);
  return undefined;
}

/**
 * firstRead's value, checked against `schema` as a kept copy is (it came through the page as
 * JSON, not through the API's schema): one the schema refuses is not used.
 */
export function checkedFirstRead<T>(key: string, read: () => Promise<T>, schema: z.ZodMiniType<T>): T | undefined {
  const found = firstRead(key, read);
  return found && schema.safeParse(found.value).success ? found.value : undefined;
}

/** Starts from the answers in the page (the app) or collected (the server's second render). */
export function startFromFirstReads(entries: Readonly<Record<string, unknown>>): void {
  answers.clear();
  for (const [key, value] of Object.entries(entries)) answers.set(key, value);
}

/** A screen of the app has been shown: later screens read for themselves. */
export function forgetFirstReads(): void {
  answers.clear();
}

/**
 * The server's side: renders once with `render`, starting from the answers `known`, noting the
 * reads it asks for beyond them, makes those (each given up after `limitMs`, a failed one left
 * out), and returns their answers by key.
 */
export async function collectFirstReads(
  render: () => Promise<unknown>,
  limitMs: number,
  known: Readonly<Record<string, unknown>> = {},
): Promise<Record<string, unknown>> {
  startFromFirstReads(known);
  const asked = new Map<string, () => Promise<unknown>>();
  asking = asked;
  try {
    await render();
  } finally {
    asking = null;
  }
  const made = await Promise.all(
    [...asked].map(async ([key, read]) => {
      try {
        return [key, await withLimit(read(), limitMs)] as const;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(made.filter((entry) => entry !== null));
}

function withLimit<T>(promise: Promise<T>, limitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('first read: too slow')), limitMs);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
