import { readFileSync } from 'node:fs';

/** A route of the app's route table, as its source states it. */
export type AppRouteEntry = {
  /** The path after /m/ ("member/home"). */
  key: string;
  access: 'public' | 'member';
  guestPrompt: boolean;
  rejectAgent: boolean;
  rejectTrial: boolean;
  /** The catalog id of the route's title. */
  titleId: string;
};

/**
 * Every route of src/app/route-table.ts, read from its source: the table holds Lingui macros that
 * only run compiled, and a screen joins the checks that read this the day it is built.
 */
export function appRoutes(): AppRouteEntry[] {
  const source = readFileSync('src/app/route-table.ts', 'utf8');
  // One entry from its key to its screen, on one line or several.
  return [...source.matchAll(/\{\s*key: '([^']+)'((?:(?!key: ')[\s\S])*?)screen: \(\) => import\(/g)].map((m) => {
    const entry = m[2] ?? '';
    return {
      key: m[1] ?? '',
      access: /access: 'member'/.test(entry) ? 'member' : 'public',
      guestPrompt: entry.includes('guestPrompt: true'),
      rejectAgent: entry.includes('rejectAgent: true'),
      rejectTrial: entry.includes('rejectTrial: true'),
      titleId: /id: '(route_[^']+)'/.exec(entry)?.[1] ?? '',
    };
  });
}

/** The test hook of a route's screen ("member/home" -> "screen-member-home"). */
export const screenTestId = (key: string) => `screen-${key.replace(/\//g, '-')}`;

/** Routes that show their own screen only with a query (without it they lead elsewhere). */
const ROUTE_QUERIES: Readonly<Record<string, string>> = { applyReward: '?id=1' };

/** The path that opens a route's own screen ("/m/applyReward?id=1"). */
export const routePath = (key: string) => `/m/${key}${ROUTE_QUERIES[key] ?? ''}`;

/** Whether a visitor sees the route's own screen (member routes send visitors to log in, or ask). */
export const visitorSees = (route: AppRouteEntry) => route.access === 'public' || route.guestPrompt;
