import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../shared/session/session-store';
import type { AppRoute } from './route-table';

/** The one place route access is decided: the route table declares it, this enforces it. */
export function RequireAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { info } = useSnapshot(sessionStore);
  const location = useLocation();
  if (route.access === 'member' && !info) {
    return <Navigate to={route.guestRedirect ?? '/m/login'} replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
