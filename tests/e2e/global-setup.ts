import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the real server on a free port with a fresh database, serving the production build
 * (with its service worker). Tests read the address from E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('dist/index.html')) throw new Error('No production build: run `npm run build` first (npm test does).');
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
  // Every test's trial account comes from this one address: the per-address limit is for players.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ENABLE_TEST_CONTROLS: '1', DEMO_DEPOSIT_APPROVE_MS: '600000', DEMO_WITHDRAW_APPROVE_MS: '600000', TRIAL_LIMIT_PER_ADDRESS: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on http:\/\/localhost:(\d+)\//.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  process.env.E2E_PORT = String(port);
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  return async () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
