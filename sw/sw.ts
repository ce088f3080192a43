/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The app shell (html, js, css, icons) from the build's manifest; stale precaches are dropped.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every /m/ navigation is answered by the precached shell, so deep links open offline too.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/m/index.html'), {
    allowlist: [/^\/m(\/|$)/],
    denylist: [/^\/api\//],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
