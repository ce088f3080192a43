import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useMatches } from 'react-router-dom';
import { useDocumentTitle } from './document-title';
import { AppLayout } from './layout/AppLayout';
import { ScreenEnter } from './layout/ScreenEnter';
import { ScreenFallback } from './layout/ScreenFallback';
import { RequireAccess } from './RequireAccess';
import { LayoutErrorBoundary, RouteErrorBoundary } from './RouteError';
import { APP_ROUTES, type AppRoute, pathOf, screenTestId } from './route-table';

/** A route's element, made once: its lazy screen keeps its identity across renders. */
function screenElement(route: AppRoute): ReactNode {
  const Screen = lazy(route.screen);
  return (
    // Keyed by route: a new route's screen fades in, an alias of the one on show does not.
    <ScreenEnter key={route.key}>
      <RequireAccess route={route}>
        <RouteErrorBoundary>
          <Screen testId={screenTestId(route.key)} title={route.title} />
        </RouteErrorBoundary>
      </RequireAccess>
    </ScreenEnter>
  );
}

/** The route table's entry of the screen on show (its match carries the entry as its handle). */
export function useAppRoute(): AppRoute | undefined {
  const matches = useMatches();
  return matches.at(-1)?.handle as AppRoute | undefined;
}

/** The chrome around the screen of the current path. */
function AppFrame() {
  const route = useAppRoute();
  useDocumentTitle(route?.title);
  return (
    <LayoutErrorBoundary>
      <AppLayout routeKey={route?.key ?? 'home'}>
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
  const screens = APP_ROUTES.flatMap((route) => {
    const element = screenElement(route);
    return [pathOf(route), ...(route.aliases ?? [])].map((path): RouteObject => ({ path, element, handle: route }));
  });
  return [{ element: <AppFrame />, children: [...screens, { path: '*', element: <Navigate to="/m/home" replace /> }] }];
}

export const createAppRouter = () => createBrowserRouter(appRouteObjects());
