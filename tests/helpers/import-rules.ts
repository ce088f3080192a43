import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The import rules of product rule 10.3, over resolved paths (a relative specifier names a
 * folder only once it is resolved against the importing file, which a linter's specifier patterns
 * cannot do): app -> features -> shared; a feature never imports another feature; shared never
 * imports app or features; the contract imports only itself and zod; the server and the service
 * worker import only the contract from src/. Which packages may be imported where (ky, dexie) is
 * the linter's part (biome.json).
 */
export type Violation = { file: string; imports: string; rule: string };

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter(Boolean);
}

/** The rule an import breaks, or null. `file` and `target` are paths from the project root. */
export function brokenRule(file: string, specifier: string): { target: string; rule: string } | null {
  const target = projectPath(file, specifier);
  if (target === null) {
    if (file.startsWith('src/shared/contract/') && specifier !== 'zod' && !specifier.startsWith('zod/'))
      return { target: specifier, rule: 'the contract imports only zod' };
    return null;
  }
  const feature = (path: string) => /^src\/features\/([^/]+)\//.exec(`${path}/`)?.[1];
  const inSrc = target.startsWith('src/');
  // The test controls' contract is the server's and the tests' alone: the app's bundle never holds it.
  if (target === 'src/shared/contract/test-control-routes' && !file.startsWith('server/')) return { target, rule: 'only the server imports the test controls' };
  // A service refuses with a Refusal (a message key); the HTTP layer alone picks a status.
  if (file.startsWith('server/services/') && target === 'server/http/failure') return { target, rule: 'services refuse, the HTTP layer answers' };
  if (file.startsWith('server/') || file.startsWith('sw/')) {
    return inSrc && !target.startsWith('src/shared/contract/') ? { target, rule: 'the server and the worker import only the contract from src' } : null;
  }
  if (file.startsWith('src/shared/contract/')) {
    return target.startsWith('src/shared/contract/') ? null : { target, rule: 'the contract imports only itself' };
  }
  if (file.startsWith('src/shared/')) {
    // Files outside src (the catalogs, the manifest) are data, not layers.
    return !inSrc || target.startsWith('src/shared/') ? null : { target, rule: 'shared imports only shared' };
  }
  const from = feature(file);
  if (from !== undefined) {
    if (target.startsWith('src/app/') || target === 'src/main') return { target, rule: 'features do not import the app' };
    const to = feature(target);
    return to !== undefined && to !== from ? { target, rule: 'a feature never imports another feature' } : null;
  }
  return null;
}

/** The project path an import names (`#src/a/b` is src/a/b, tsconfig.json's aliases), or null for a package. */
function projectPath(file: string, specifier: string): string | null {
  if (specifier.startsWith('#')) return specifier.slice(1);
  if (!specifier.startsWith('.')) return null;
  return normalize(join(dirname(file), specifier)).replaceAll('\\', '/');
}

function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, path));
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) out.push(path);
  }
  return out;
}

export function importViolations(root: string, folders: readonly string[] = ['src', 'server', 'sw']): Violation[] {
  const out: Violation[] = [];
  for (const folder of folders) {
    for (const file of sourceFiles(root, folder)) {
      for (const specifier of specifiersOf(readFileSync(join(root, file), 'utf8'))) {
        const broken = brokenRule(relative(root, join(root, file)).replaceAll('\\', '/'), specifier);
        if (broken) out.push({ file, imports: broken.target, rule: broken.rule });
      }
    }
  }
  return out;
}
