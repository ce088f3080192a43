import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnMissingChunks } from './app/pwa/chunk-reload';
import { registerServiceWorker } from './app/pwa/service-worker';
import { activateLanguage, initI18n, storedLanguage } from './shared/i18n/i18n';
import { DEFAULT_LANGUAGE } from './shared/i18n/languages';
import { loadCachedSite, refreshSiteConfig, refreshSystemStatus } from './shared/site/site-store';
import './shared/ui/global.css';

async function start() {
  reloadOnMissingChunks();
  initI18n();
  // A player who chose another language sees it from the first paint, not after a flash of TY.
  await activateLanguage(storedLanguage()).catch(() => activateLanguage(DEFAULT_LANGUAGE));
  loadCachedSite();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Boot from the cached copies above; refresh both in the background.
  void refreshSystemStatus().catch(() => undefined);
  void refreshSiteConfig().catch(() => undefined);
  if (import.meta.env.PROD) afterLoad(() => void registerServiceWorker().catch((error: unknown) => console.warn('service worker registration failed', error)));
}

/** The worker (and workbox-window) wait for the page's load, so they never compete with the first paint. */
function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') setTimeout(run, 0);
  else window.addEventListener('load', run, { once: true });
}

void start();
