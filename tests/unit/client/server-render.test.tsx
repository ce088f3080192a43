// @vitest-environment node
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRouteObjects } from '../../../src/app/router';
import { screenTestId } from '../../../src/shared/contract/app-routes';
import { activateLanguage, initI18n } from '../../../src/shared/i18n/i18n';
import { sessionStore } from '../../../src/shared/session/session-store';
import { routePath, routesOf } from '../../helpers/app-routes';

async function render(path: string): Promise<string> {
  const handler = createStaticHandler(appRouteObjects());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
    { onError: (error) => void errors.push(error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 4).join(' | ') : String(error)) },
  );
  if (errors.length > 0) throw new Error(errors.join(' ;; '));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const MEMBER = { token: 't-member', merchantCode: 'DEMO', userName: 'member1', type: 0, firstTimeLogin: false };

/**
 * A first view rendered on the server is the way to a largest paint within 1.5 s on every route
 * (docs/decisions/018): every screen renders without a browser, its browser-only work in effects.
 */
describe('the app rendered without a browser', () => {
  it.each(['visitor', 'member'] as const)('renders the screen of every route a %s sees', async (role) => {
    initI18n();
    await activateLanguage('TY');
    sessionStore.info = role === 'member' ? MEMBER : null;
    const failures: string[] = [];
    for (const route of routesOf(role)) {
      try {
        const html = await render(routePath(route.key));
        if (!html.includes(`data-testid="${screenTestId(route.key)}"`)) failures.push(`${route.key}: no screen`);
      } catch (error) {
        failures.push(`${route.key}: ${(error as Error).stack?.split('\n').slice(0, 6).join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
