import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from '../shared/router/Router';
import { AppLayout } from './layout/AppLayout';
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
          <Suspense fallback={<ScreenFallback />}>
            <Screen testId={screenTestId(route.key)} />
          </Suspense>
        </RouteErrorBoundary>
      </RequireAccess>,
    ];
  }),
);

/** The chrome and the screen of the current path; an unknown path goes home. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeForPath(pathname);
  return (
    <LayoutErrorBoundary>
      <AppLayout>{route ? screens.get(route.key) : <Navigate to="/m/home" replace />}</AppLayout>
    </LayoutErrorBoundary>
  );
}
