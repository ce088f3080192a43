import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** The server tests again, each test server on a PostgreSQL database of its own (TEST_DATABASE_URL). */
export default defineConfig({
  // The #src/, #server/, ... aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/server/**/*.test.ts'],
    // Migrations of older SQLite files and the SQLite crash test are the embedded engine's own.
    exclude: ['tests/unit/server/migration-*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    globalSetup: ['tests/helpers/postgres-setup.ts'],
    // Tells the test servers to take their databases from the cluster (tests/helpers/postgres.ts).
    env: { TEST_ENGINE: 'postgres' },
    // A worker per core: Vitest's default leaves one core to its main process, which only waits.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
  },
});
