import { existsSync } from 'node:fs';
import { TEST_HASH_COST } from '../helpers/password-cost';
import { startSeededServer } from '../helpers/server-process';

/**
 * Starts the real server on a free port with a fresh database, serving the production build
 * (with its service worker). Tests read the address from E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first (npm test does).');
  const server = await startSeededServer(
    {
      ENABLE_TEST_CONTROLS: '1',
      DEMO_DEPOSIT_APPROVE_MS: '600000',
      DEMO_WITHDRAW_APPROVE_MS: '600000',
      // Every test's trial account and SMS code comes from this one address: the per-address limits are for players.
      TRIAL_LIMIT_PER_ADDRESS: '100000',
      SMS_LIMIT_PER_ADDRESS: '100000',
      PASSWORD_HASH_COST: String(TEST_HASH_COST),
    },
    'lobby-e2e-',
  );
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
