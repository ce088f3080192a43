import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .tsx file under src, with the CSS modules it imports. */
function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return components(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

describe('CSS modules', () => {
  it('define every class a component reads from them (a missing one renders as "undefined")', () => {
    const missing: string[] = [];
    for (const file of components(resolve('src'))) {
      const source = readFileSync(file, 'utf8');
      for (const [, name, path] of source.matchAll(/import (\w+) from '([^']+\.module\.css)';/g)) {
        const css = readFileSync(resolve(dirname(file), path as string), 'utf8');
        const classes = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]));
        for (const [, used] of source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
          if (!classes.has(used)) missing.push(`${file.slice(resolve('.').length + 1)}: ${name}.${used}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
