import { describe, expect, it } from 'vitest';
import { brokenRule, importViolations, specifiersOf } from '#tests/helpers/import-rules';

describe('import rules (product rule 10.3)', () => {
  it('hold across src, server and sw', () => {
    expect(importViolations(process.cwd())).toEqual([]);
  });

  it('read static, re-exported, side-effect and lazy imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "import './d.css';",
      "const E = lazy(() => import('../e/E'));",
      '// not an import: from "./f"',
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '../b', './c', './d.css', '../e/E']);
  });

  it.each([
    ['src/features/wallet/components/X.tsx', '../../promotions/api/y', 'a feature never imports another feature'],
    ['src/features/wallet/X.tsx', '../../app/router', 'features do not import the app'],
    ['src/shared/ui/X.tsx', '../../features/games/y', 'shared imports only shared'],
    ['src/shared/contract/x.ts', '../lib/money', 'the contract imports only itself'],
    ['src/shared/contract/x.ts', 'dexie', 'the contract imports only zod'],
    ['server/routes/x.ts', '../../src/shared/lib/money', 'the server and the worker import only the contract from src'],
    ['sw/x.ts', '../src/features/games/y', 'the server and the worker import only the contract from src'],
    ['src/shared/api/x.ts', '../contract/test-control-routes', 'only the server imports the test controls'],
    ['server/services/x.ts', '../http/failure', 'services refuse, the HTTP layer answers'],
    ['server/services/x.ts', '#server/http/failure', 'services refuse, the HTTP layer answers'],
    ['sw/x.ts', '../src/shared/contract/test-control-routes', 'only the server imports the test controls'],
    // Through the aliases of tsconfig.json, the same rules.
    ['src/features/wallet/components/X.tsx', '#src/features/promotions/api/y', 'a feature never imports another feature'],
    ['src/shared/contract/x.ts', '#src/shared/lib/money', 'the contract imports only itself'],
    ['server/routes/x.ts', '#src/shared/lib/money', 'the server and the worker import only the contract from src'],
    ['src/shared/api/x.ts', '#src/shared/contract/test-control-routes', 'only the server imports the test controls'],
  ])('refuse %s importing %s', (file, specifier, rule) => {
    expect(brokenRule(file, specifier)?.rule).toBe(rule);
  });

  it.each([
    ['src/features/wallet/components/X.tsx', '../api/deposit'],
    ['src/features/wallet/components/X.tsx', '../../../shared/ui/Modal'],
    ['src/app/router.tsx', '../features/games/components/GameLobby'],
    ['src/shared/contract/x.ts', 'zod/mini'],
    ['server/routes/x.ts', '../../src/shared/contract/routes'],
    ['server/http/x.ts', '../../src/shared/contract/test-control-routes'],
    ['src/features/wallet/components/X.tsx', '#src/shared/ui/Modal'],
    ['src/shared/contract/x.ts', '#src/shared/contract/amount'],
    ['server/routes/x.ts', '#src/shared/contract/routes'],
    ['server/routes/x.ts', '../http/failure'],
    ['server/services/x.ts', './refusal'],
  ])('allow %s importing %s', (file, specifier) => {
    expect(brokenRule(file, specifier)).toBeNull();
  });
});
