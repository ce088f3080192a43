/**
 * A fresh Idempotency-Key for one money intent (one deposit, one withdrawal). A screen keeps the
 * key while the player retries the same intent (a double tap, a timeout) and takes a new one
 * when the intent changes, so a retry is answered with the first result instead of moving money
 * again. getRandomValues works on plain http too, where randomUUID does not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
