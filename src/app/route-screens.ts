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
  // Optional: a name from outside the table (a cast) reads as a missing module, not a crash.
  const screen = ROUTES[name]?.screen;
  const load = screen === undefined ? undefined : byName.get(screen);
  if (!load) throw new Error(`route ${name}: no screen module ${screen}`);
  return load;
}

/** Screens whose module has arrived, by route: rendered as they are, with no suspension. */
const loaded = new Map<RouteName, ScreenModule['default']>();

/** Loads a route's screen and keeps it for `loadedScreen`. */
export function loadScreen(name: RouteName): Promise<ScreenModule> {
  return screenLoader(name)().then((module) => {
    loaded.set(name, module.default);
    return module;
  });
}

/** A route's screen if its module has arrived, else undefined. */
export function loadedScreen(name: RouteName): ScreenModule['default'] | undefined {
  return loaded.get(name);
}
