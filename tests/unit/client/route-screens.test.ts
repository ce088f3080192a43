import { describe, expect, it } from 'vitest';
import { screenLoader } from '#src/app/route-screens';
import { ROUTE_NAMES, type RouteName } from '#src/shared/contract/app-routes';

describe('route screens', () => {
  it.each(ROUTE_NAMES)('%s names a screen module that exists', (name) => {
    expect(typeof screenLoader(name)).toBe('function');
  });

  it('refuses a route whose screen module is missing, at once', () => {
    expect(() => screenLoader('nowhere' as RouteName)).toThrow();
  });
});
