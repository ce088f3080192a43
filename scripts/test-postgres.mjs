// The server tests again on PostgreSQL, when TEST_DATABASE_URL names a reachable cluster; otherwise
// says plainly that they ran on SQLite only. Part of `npm test`.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
const where = (text) => text.replace(/\/\/[^@/]*@/, '//');
if (!url) {
  console.log('PostgreSQL: skipped, TEST_DATABASE_URL is not set; the server tests ran on SQLite only.');
  process.exit(0);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.log(`PostgreSQL: skipped, ${where(url)} is not reachable (${error.message}); the server tests ran on SQLite only.`);
  process.exit(0);
}
console.log(`PostgreSQL: running the server tests on ${where(url)}`);
const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.postgres.config.ts'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
