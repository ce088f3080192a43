import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CONTRACT = join(process.cwd(), 'src/shared/contract');
/** Composite schemas: building one builds every schema inside it. */
const COMPOSITE = /^z\.(object|strictObject|looseObject|union|discriminatedUnion|array|intersection|record|tuple)$/;
/** Read by their shape (z.extend, the site file's fields), which a lazy schema does not expose. */
const BUILT_AT_ONCE: ReadonlySet<string> = new Set(['promotionSummarySchema', 'signInStateSchema', 'siteConfigSchema']);

/** The module-level composite schemas of a contract file that are built when it loads, not on first use. */
function eagerSchemasOf(source: string): string[] {
  const file = ts.createSourceFile('contract.ts', source, ts.ScriptTarget.Latest, true);
  const eager: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!ts.isIdentifier(declaration.name) || !init || !ts.isCallExpression(init)) continue;
      if (COMPOSITE.test(init.expression.getText(file)) && !BUILT_AT_ONCE.has(declaration.name.text)) eager.push(declaration.name.text);
    }
  }
  return eager;
}

describe("the contract's schemas", () => {
  // Every page loads the contract, and building all its schemas was the largest part of the
  // app's first task; each is built when a call or a form first uses it (docs/decisions/018).
  it('are built on first use (z.lazy), but for the few read by their shape', () => {
    const eager = readdirSync(CONTRACT)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => eagerSchemasOf(readFileSync(join(CONTRACT, name), 'utf8')).map((schema) => `${name}: ${schema}`));
    expect(eager).toEqual([]);
  });

  it('are found eager when built at once, and not when lazy or one of the few', () => {
    const source = [
      'export const aSchema = z.object({ a: z.string() });',
      'export const bSchema = z.lazy(() => z.object({ b: z.string() }));',
      'const cSchema = z.array(z.string());',
      'export const siteConfigSchema = z.object({ c: z.string() });',
      'export const dSchema = z.string();',
    ].join('\n');
    expect(eagerSchemasOf(source)).toEqual(['aSchema', 'cSchema']);
  });
});
