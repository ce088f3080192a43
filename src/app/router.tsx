import { type LazyExoticComponent, lazy, type ReactNode, Suspense, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useMatches } from 'react-router-dom';
import { pathTo, ROUTE_NAMES, ROUTES, type RouteName, routePathOf, screenTestId } from '../shared/contract/app-routes';
import { useDocumentTitle } from './document-title';
import { AppLayout } from './layout/AppLayout';
import { ScreenEnter } from './layout/ScreenEnter';
import { ScreenFallback } from './layout/ScreenFallback';
import { RequireAccess } from './RequireAccess';
import { LayoutErrorBoundary, RouteErrorBoundary } from './RouteError';
import { loadedScreen, loadScreen, type ScreenModule } from './route-screens';
import { useRefusedTaps } from './use-refused-taps';

const lazyScreens = new Map<RouteName, LazyExoticComponent<ScreenModule['default']>>();

/** A route's screen as a lazy component, made once per route so it keeps its identity. */
function lazyScreen(name: RouteName): LazyExoticComponent<ScreenModule['default']> {
  let screen = lazyScreens.get(name);
  if (!screen) {
    screen = lazy(() => loadScreen(name));
    lazyScreens.set(name, screen);
  }
  return screen;
}

/**
 * A route's screen: as it is when its module has arrived (the first screen of a visit, loaded
 * before the app renders), else lazy. A boundary that showed its fallback reveals its content no
 * sooner than 300 ms later (React throttles retries), a wait a warm start should never pay.
 * The choice is made once per mount, so a screen never remounts when its module arrives.
 */
function RouteScreen({ name }: { name: RouteName }) {
  const [Screen] = useState(() => loadedScreen(name) ?? lazyScreen(name));
  return <Screen testId={screenTestId(name)} title={ROUTES[name].title} />;
}

/** A route's element, made once per route. */
function screenElement(name: RouteName): ReactNode {
  return (
    // Keyed by route: a new route's screen fades in, an alias of the one on show does not.
    <ScreenEnter key={name}>
      <RequireAccess name={name}>
        <RouteErrorBoundary>
          <RouteScreen name={name} />
        </RouteErrorBoundary>
      </RequireAccess>
    </ScreenEnter>
  );
}

/** The name of the route on show: its match carries the name as its handle (none on an unknown path). */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as RouteName | undefined;
}

/** The chrome around the screen of the current path. */
function AppFrame() {
  const name = useRouteName();
  useDocumentTitle(name && ROUTES[name].title);
  useRefusedTaps();
  return (
    <LayoutErrorBoundary>
      <AppLayout routeName={name ?? 'home'}>
        {/* One boundary for every screen: React Router renders a navigation as a transition, so
            the screen on show stays until the next one's code has loaded; only the first screen
            of a visit shows the fallback. */}
        <Suspense fallback={<ScreenFallback />}>
          <Outlet />
        </Suspense>
      </AppLayout>
    </LayoutErrorBoundary>
  );
}

/** Every path of the route table under the chrome; an unknown path goes home. */
export function appRouteObjects(): RouteObject[] {
  const screens = ROUTE_NAMES.flatMap((name) => {
    const element = screenElement(name);
    return [routePathOf(name), ...(ROUTES[name].aliases ?? [])].map((path): RouteObject => ({ path, element, handle: name }));
  });
  return [{ element: <AppFrame />, children: [...screens, { path: '*', element: <Navigate to={pathTo('home')} replace /> }] }];
}

export const createAppRouter = () => createBrowserRouter(appRouteObjects());
