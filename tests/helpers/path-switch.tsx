import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation } from 'react-router-dom';

/** A test's few routes: the element of the current path, or nothing. */
export function PathSwitch({ routes }: { routes: Record<string, ReactNode> }) {
  const { pathname } = useLocation();
  return <>{routes[pathname] ?? null}</>;
}

/** A router over a test's few routes, opened at `initialPath`: its state shows where navigation went. */
export function memoryRoutes(routes: Record<string, ReactNode>, initialPath: string) {
  return createMemoryRouter(
    Object.entries(routes).map(([path, element]) => ({ path, element })),
    { initialEntries: [initialPath] },
  );
}
