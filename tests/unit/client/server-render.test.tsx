// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawAddress } from '#src/entry-server';
import { screenTestId } from '#src/shared/contract/app-routes';
import { activateLanguage, initI18n } from '#src/shared/i18n/i18n';
import { sessionStore } from '#src/shared/session/session-store';
import { routePath, routesOf } from '#tests/helpers/app-routes';

/** A route's markup as the server's renderer draws it (src/entry-server.tsx). */
const render = (path: string) => drawAddress(`http://localhost${path}`);

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
