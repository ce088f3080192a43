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
      for (const [, name, path = ''] of source.matchAll(/import (\w+) from '([^']+\.module\.css)';/g)) {
        // #src/... is tsconfig.json's alias of src/.
        const css = readFileSync(path.startsWith('#') ? resolve(path.slice(1)) : resolve(dirname(file), path), 'utf8');
        const classes = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]));
        for (const [, used] of source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
          if (!classes.has(used)) missing.push(`${file.slice(resolve('.').length + 1)}: ${name}.${used}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

/** Every stylesheet under src but the tokens themselves, with its text. */
function stylesheets(dir: string): { file: string; css: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return stylesheets(path);
    return path.endsWith('.css') && name !== 'tokens.css' ? [{ file: path.slice(resolve('.').length + 1), css: readFileSync(path, 'utf8') }] : [];
  });
}

/** A value's parts split on the spaces outside parentheses: `0 calc(a + b)` -> `0`, `calc(a + b)`. */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of value) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ' ' && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/** `property: value` pairs of the properties matched by `property`, with where they are. */
function declarations(property: RegExp): { where: string; part: string }[] {
  return stylesheets(resolve('src')).flatMap(({ file, css }) =>
    [...css.matchAll(new RegExp(`(?<![-\\w])(${property.source}):\\s*([^;]+);`, 'g'))].flatMap((m) =>
      parts((m[2] ?? '').trim()).map((part) => ({ where: `${file}: ${m[1]}: ${m[2]}`, part })),
    ),
  );
}

describe('the design scales (one type scale, spacing scale and radius set: product rule 10.13)', () => {
  const offScale = (property: RegExp, allowed: RegExp) =>
    declarations(property)
      .filter(({ part }) => !allowed.test(part))
      .map(({ where }) => where);

  it('sizes text only from the type scale', () => {
    expect(offScale(/font-size/, /^(var\(--font-size-[\w-]+\)|inherit)$/)).toEqual([]);
  });

  it('rounds corners only from the radius set (or a circle, or square)', () => {
    expect(offScale(/border(?:-[a-z]+)?-radius/, /^(var\(--radius-[\w-]+\)|0|\d+%|inherit)$/)).toEqual([]);
  });

  it('spaces from the spacing scale; raw lengths only for hairlines and text-relative em', () => {
    const allowed = /^(var\(--[\w-]+(, 0px)?\)|0|auto|-?[12]px|-?[\d.]+em|\d+%|(calc|max|min|env)\(.*\))$/;
    expect(offScale(/gap|row-gap|column-gap|padding(?:-[a-z]+)?|margin(?:-[a-z]+)?/, allowed)).toEqual([]);
  });

  it('uses only custom properties that are defined', () => {
    const declared = [readFileSync(resolve('src/shared/ui/tokens.css'), 'utf8'), ...stylesheets(resolve('src')).map((s) => s.css)].flatMap((css) =>
      [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]),
    );
    // Components set some on an element's style (a grid's column count).
    const setInline = components(resolve('src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(--[\w-]+)'/g)].map((m) => m[1]));
    const defined = new Set([...declared, ...setInline]);
    const undefinedUses = stylesheets(resolve('src')).flatMap(({ file, css }) =>
      [...css.matchAll(/var\((--[\w-]+)\s*\)/g)].filter((m) => !defined.has(m[1])).map((m) => `${file}: ${m[1]}`),
    );
    expect(undefinedUses).toEqual([]);
  });
});
