/** User-agent facts the product branches on. The native app shell adds an "InApp" token. */
export function isInApp(userAgent: string): boolean {
  return /\bInApp\b/i.test(userAgent);
}

export function isIOS(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
