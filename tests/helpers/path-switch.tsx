import type { ReactNode } from 'react';
import { useLocation } from '../../src/shared/router/Router';

/** A test's few routes: the element of the current path, or nothing. */
export function PathSwitch({ routes }: { routes: Record<string, ReactNode> }) {
  const { pathname } = useLocation();
  return <>{routes[pathname] ?? null}</>;
}
