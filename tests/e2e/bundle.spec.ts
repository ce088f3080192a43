import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testControlRoutes } from '#src/shared/contract/test-control-routes';
import { expect, test } from './fixtures';

/** Every file of the production build a player's browser can fetch. */
function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name)) : /\.(js|html|json|webmanifest)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

test.describe('the production build', () => {
  test('holds no test control: none of their paths is in a file a player can fetch', () => {
    const files = builtFiles('dist');
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const paths = ['/api/test-controls/', ...Object.values(testControlRoutes).map((route) => route.path)];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return paths.filter((path) => text.includes(path)).map((path) => `${file}: ${path}`);
    });
    expect(found).toEqual([]);
  });
});
