import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerProcess = {
  port: number;
  /** http://localhost:<port> */
  url: string;
  /** Ends the process (SIGTERM shuts down cleanly, SIGKILL as a crash would) and waits for it. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
};

/**
 * The real server (server/index.ts) in its own process on a free port, with `env` on top of this
 * process's environment. Its port comes from the line it prints once listening.
 */
export function startServerProcess(env: Record<string, string>, stderr: 'inherit' | 'pipe' = 'inherit'): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', stderr],
  });
  return new Promise<ServerProcess>((resolve, reject) => {
    let out: string | null = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s: ${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      // Its log goes on a line per request: read on (a full pipe would stop the server), kept only until the port shows.
      if (out === null) return;
      out += chunk.toString();
      const port = Number(/Listening on http:\/\/localhost:(\d+)\//.exec(out)?.[1] ?? 0);
      if (port) {
        out = null;
        clearTimeout(timer);
        resolve({ port, url: `http://localhost:${port}`, stop: (signal = 'SIGTERM') => stopProcess(child, signal) });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
}

function stopProcess(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** The real server on a freshly seeded database in its own temporary folder, removed when it stops. */
export async function startSeededServer(env: Record<string, string>, prefix = 'lobby-'): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const server = await startServerProcess({ DATA_DIR: dataDir, ...env });
  return {
    ...server,
    dataDir,
    stop: async (signal) => {
      await server.stop(signal);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
