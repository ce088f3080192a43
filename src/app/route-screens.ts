import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { ROUTES, type RouteName } from '../shared/contract/app-routes';

/** What a route's screen module gives: its screen, which takes the route's test hook and title. */
export type ScreenModule = { default: ComponentType<{ testId: string; title: MessageDescriptor }> };

// Every screen module a route may name, each loaded on its first visit as its own chunk.
const modules = import.meta.glob<ScreenModule>(['./screens/*Screen.tsx', '../features/*/components/*Screen.tsx']);
const byName = new Map(
  Object.entries(modules).map(([file, load]) => [
    file
      .replace(/^\.\//, 'app/')
      .replace(/^\.\.\//, '')
      .replace(/\.tsx$/, ''),
    load,
  ]),
);

/** The loader of a route's screen; a table entry naming no screen module fails at once, not on a visit. */
export function screenLoader(name: RouteName): () => Promise<ScreenModule> {
  const load = byName.get(ROUTES[name]?.screen ?? '');
  if (!load) throw new Error(`route ${name}: no screen module ${ROUTES[name]?.screen}`);
  return load;
}
