import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from '../shared/router/Router';
import { useDocumentTitle } from './document-title';
import { AppLayout } from './layout/AppLayout';
import { ScreenEnter } from './layout/ScreenEnter';
import { ScreenFallback } from './layout/ScreenFallback';
import { RequireAccess } from './RequireAccess';
import { LayoutErrorBoundary, RouteErrorBoundary } from './RouteError';
import { APP_ROUTES, routeForPath, screenTestId } from './route-table';

/** Each route's element, made once: its lazy screen keeps its identity across renders. */
const screens = new Map<string, ReactNode>(
  APP_ROUTES.map((route) => {
    const Screen = lazy(route.screen);
    return [
      route.key,
      <RequireAccess key={route.key} route={route}>
        <RouteErrorBoundary>
          <Screen testId={screenTestId(route.key)} title={route.title} />
        </RouteErrorBoundary>
      </RequireAccess>,
    ];
  }),
);

/** The chrome and the screen of the current path; an unknown path goes home. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeForPath(pathname);
  useDocumentTitle(route?.title);
  return (
    <LayoutErrorBoundary>
      {/* One boundary for every screen: a navigation is a transition, so the screen on show stays
          until the next one's code has loaded; only the first screen of a visit shows the fallback. */}
      <AppLayout>
        <Suspense fallback={<ScreenFallback />}>
          {/* Keyed inside the boundary: a new route's wrapper suspends with its screen, so the
              screen on show stays until the next one is ready, which then fades in. */}
          {route ? <ScreenEnter key={route.key}>{screens.get(route.key)}</ScreenEnter> : <Navigate to="/m/home" replace />}
        </Suspense>
      </AppLayout>
    </LayoutErrorBoundary>
  );
}
