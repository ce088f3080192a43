import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startFromDrawnMember } from './app/drawn-member';
import { keepDrawnScreen } from './app/layout/drawn-screen';
import { reloadOnMissingChunks } from './app/pwa/chunk-reload';
import { registerServiceWorker } from './app/pwa/service-worker';
import { loadScreen } from './app/route-screens';
import { routeNameOf } from './shared/contract/app-routes';
import { DRAWN_FOR_ANOTHER_CLASS, FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_DATA_ID, firstViewDataSchema, SCREEN_SLOT_ATTRIBUTE } from './shared/contract/first-view';
import { LANGUAGE_READING_META } from './shared/contract/platform';
import { activateLanguage, bootLanguageReading, currentLanguage, initI18n, storedLanguage } from './shared/i18n/i18n';
import { bootReadingOf, DEFAULT_LANGUAGE, parseLanguageReading } from './shared/i18n/languages';
import { afterFirstContent } from './shared/lib/first-content';
import { startFromFirstReads } from './shared/lib/first-reads';
import { installImageFailover, preferImageCdn } from './shared/lib/image-cdn';
import { rememberWebClipLaunch } from './shared/lib/web-clip-launch';
import { followLanguage, keptLanguageReading, loadCachedSite, refreshSiteConfig, refreshSystemStatus, startFromDrawnConfig } from './shared/site/site-store';
import './shared/ui/global.css';

/**
 * The screen the server put into the page (docs/decisions/018), kept on show until the app's own
 * is ready: home's banner and the game centre's icons, painted for everyone, or a screen drawn for
 * this device's visitor or member, unless the page's head script marked it as another's.
 * The app starts from the site config it was drawn with, in the language it was drawn in, and from
 * the answers of the screen's first reads.
 */
function takeDrawnScreen(root: HTMLElement): void {
  const screen = root.querySelector(`[${SCREEN_SLOT_ATTRIBUTE}]`);
  if (!screen) return;
  if (root.hasAttribute(FIRST_VIEW_ATTRIBUTE)) {
    if (document.documentElement.classList.contains(DRAWN_FOR_ANOTHER_CLASS)) return;
    let data: unknown;
    try {
      data = JSON.parse(document.getElementById(FIRST_VIEW_DATA_ID)?.textContent ?? '');
    } catch {
      return;
    }
    const parsed = firstViewDataSchema.safeParse(data);
    if (!parsed.success || parsed.data.language !== currentLanguage()) return;
    startFromDrawnConfig(parsed.data.config);
    startFromFirstReads(parsed.data.reads ?? {});
    startFromDrawnMember();
  }
  keepDrawnScreen(location.pathname, screen);
}

/** How long the first render waits for the first screen's code: React's reveal throttle. */
const FIRST_SCREEN_WAIT_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function start() {
  reloadOnMissingChunks();
  rememberWebClipLaunch();
  initI18n();
  // The merchant's reading of the languages (TY in Turkish, or Filipino), so the first paint
  // already uses its labels and catalog: as last served to this device, else as the server wrote
  // it into the page (a first visit), see bootReadingOf.
  const pageReading = parseLanguageReading(document.querySelector<HTMLMetaElement>(`meta[name="${LANGUAGE_READING_META}"]`)?.content);
  bootLanguageReading(bootReadingOf(keptLanguageReading(storedLanguage()), pageReading));
  // A player who chose another language sees it from the first paint, not after a flash of TY.
  await activateLanguage(storedLanguage()).catch(() => activateLanguage(DEFAULT_LANGUAGE));
  // The server's painted shell drew the first banner from this CDN: the app stays on it.
  preferImageCdn(document.querySelector<HTMLMetaElement>('meta[name="image-cdn"]')?.content || null);
  // An image on a CDN that is down is asked of another, before the worker is there to do it.
  installImageFailover();
  loadCachedSite();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  takeDrawnScreen(root);
  // The first screen's code is awaited a little before the first render (the drawn screen stays
  // on show meanwhile): a screen that suspends on its first render is revealed no sooner than
  // 300 ms after its fallback (React throttles it), which a warm start, its code at hand, should
  // never pay. Code slower than that wait does not hold the chrome back.
  await Promise.race([loadScreen(routeNameOf(location.pathname) ?? 'home').catch(() => undefined), delay(FIRST_SCREEN_WAIT_MS)]);
  // A transition renders in slices that yield to the browser every few milliseconds, so the
  // first render never holds the main thread in one long task (a tap on the shell still lands).
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // Boot from the cached copies above; refresh both in the background.
  void refreshSystemStatus().catch(() => undefined);
  void refreshSiteConfig().catch(() => undefined);
  // Its licence text follows the player's language.
  followLanguage();
  if (import.meta.env.PROD)
    afterFirstContent(() => void registerServiceWorker().catch((error: unknown) => console.warn('service worker registration failed', error)));
}

// index.html's loader requests this file once the painted shell is on screen (vite.config.ts).
void start();
