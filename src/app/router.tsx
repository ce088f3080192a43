import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { ScreenFallback } from './layout/ScreenFallback';
import { RequireAccess } from './RequireAccess';
import { RouteError } from './RouteError';
import { APP_ROUTES, type AppRoute, pathOf, screenTestId } from './route-table';

function screenElement(route: AppRoute): ReactNode {
  const Screen = lazy(route.screen);
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Screen testId={screenTestId(route.key)} />
    </Suspense>
  );
}

function routeObjects(): RouteObject[] {
  return APP_ROUTES.flatMap((route) => {
    const element = <RequireAccess route={route}>{screenElement(route)}</RequireAccess>;
    return [pathOf(route), ...(route.aliases ?? [])].map((path) => ({ path, element, errorElement: <RouteError /> }));
  });
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [...routeObjects(), { path: '*', element: <Navigate to="/m/home" replace /> }],
    },
  ]);
}
