import 'fake-indexeddb/auto';
import { afterEach, vi } from 'vitest';

// A test that logs an unexpected error or warning fails: such output hides real problems.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`unexpected console.${kind}: ${args.map(String).join(' ')}`);
  };
vi.spyOn(console, 'error').mockImplementation(fail('error'));
vi.spyOn(console, 'warn').mockImplementation(fail('warn'));

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
