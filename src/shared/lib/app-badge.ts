/** The part of the Badging API the app uses; absent on platforms without it (then nothing happens). */
type BadgeApi = { setAppBadge?: (contents?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/**
 * Shows a count on the installed app's icon (the Badging API: Chromium on desktop and Android,
 * installed web apps on iOS 16.4+), or clears it at 0. A refusal (not installed, no permission)
 * changes nothing the player sees in the app.
 */
export function showAppBadge(count: number, api: BadgeApi = typeof navigator === 'undefined' ? {} : navigator): void {
  const done = count > 0 ? api.setAppBadge?.(Math.floor(count)) : api.clearAppBadge?.();
  done?.catch(() => undefined);
}
