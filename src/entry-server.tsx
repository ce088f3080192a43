import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRouteObjects } from './app/router';
import type { FirstViewInput } from './shared/contract/first-view';
import { activateLanguage, bootLanguageReading, initI18n } from './shared/i18n/i18n';
import { sessionStore } from './shared/session/session-store';
import { siteStore } from './shared/site/site-store';

initI18n();
const routes = appRouteObjects();
const handler = createStaticHandler(routes);

async function renderNow({ url, language, reading, config }: FirstViewInput): Promise<string> {
  bootLanguageReading(reading);
  await activateLanguage(language);
  siteStore.config = config;
  sessionStore.info = null;
  const context = await handler.query(new Request(url));
  // A redirect (an address that sends a visitor elsewhere) has no first view of its own.
  if (context instanceof Response) throw new Error(`first view of ${url}: answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * A visitor's first view of `url`, as the app's own first render draws it (no session, the
 * merchant's site config, the page's language), for the server to send in the page. The app's
 * stores and Lingui are one per process: renders run one at a time.
 */
export function renderFirstView(input: FirstViewInput): Promise<string> {
  const next = queue.then(() => renderNow(input));
  queue = next.catch(() => undefined);
  return next;
}
