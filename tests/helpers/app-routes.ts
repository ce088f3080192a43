import { pathTo, ROUTE_NAMES, ROUTES, type RouteName, screenTestId } from '#src/shared/contract/app-routes';

export { screenTestId };

/** A route of the app's route table, as the checks that visit every route read it. */
export type AppRouteEntry = {
  key: RouteName;
  access: 'public' | 'member';
  guestPrompt: boolean;
  rejectAgent: boolean;
  rejectTrial: boolean;
  /** The catalog id of the route's title. */
  titleId: string;
};

/** Every route of the table: a screen joins the checks that read this the day it is added. */
export function appRoutes(): AppRouteEntry[] {
  return ROUTE_NAMES.map((key) => {
    const route = ROUTES[key];
    return {
      key,
      access: route.access,
      guestPrompt: route.guestPrompt ?? false,
      rejectAgent: route.rejectAgent ?? false,
      rejectTrial: route.rejectTrial ?? false,
      titleId: route.title.id,
    };
  });
}

/** The path that opens a route's own screen: a route that needs a query gets the seed's first id ("/m/applyReward?id=1"). */
export function routePath(key: RouteName): string {
  const query = Object.fromEntries((ROUTES[key].query ?? []).map((name) => [name, 1]));
  return (pathTo as (name: RouteName, query?: Record<string, number>) => string)(key, query);
}

/** Whether a visitor sees the route's own screen (member routes send visitors to log in, or ask). */
export const visitorSees = (route: AppRouteEntry) => route.access === 'public' || route.guestPrompt;

export type Role = 'visitor' | 'member';

/** The routes a role opens on their own screen: a visitor's are those visitorSees, a member's every one. */
export const routesOf = (role: Role, routes: readonly AppRouteEntry[] = appRoutes()): AppRouteEntry[] =>
  role === 'visitor' ? routes.filter(visitorSees) : [...routes];
