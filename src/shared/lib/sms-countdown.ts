/** Default resend wait 60 s, polled every 500 ms (product rule 9.6). */
export const DEFAULT_RESEND_MS = 60_000;
export const COUNTDOWN_POLL_MS = 500;

/** Whole seconds left until the get-code button is ready again; 0 means ready. */
export function secondsLeft(expirationTime: number | null, now: number): number {
  if (expirationTime === null) return 0;
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/** When the server gives no usable expirationTime, the default wait applies. */
export function resolveExpiration(expirationTime: number | undefined, now: number): number {
  return expirationTime !== undefined && Number.isFinite(expirationTime) && expirationTime > now ? expirationTime : now + DEFAULT_RESEND_MS;
}
