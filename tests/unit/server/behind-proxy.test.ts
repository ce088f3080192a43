// @vitest-environment node
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformServer } from '#server/http/listener';
import { ENCRYPTION_SCHEME } from '#src/shared/contract/auth';
import { sealedPayload } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

/**
 * Two instances on one database (PostgreSQL in the PostgreSQL run) behind Debian's nginx, which
 * `.ci/run` installs, as an operator would deploy them: players reach the server through the
 * proxy from addresses of their own (127.0.0.2 and 127.0.0.3: the test binds its sockets there),
 * and the server believes X-Forwarded-For from the proxy (TRUST_PROXY=127.0.0.1) and from no one
 * else.
 */
function nginxBinary(): string | null {
  for (const path of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']) if (existsSync(path)) return path;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const nginx = nginxBinary();
const PLAYER_A = '127.0.0.2';
const PLAYER_B = '127.0.0.3';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function untilListening(port: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on ${port}`);
}

type Answer = { status: number; body: { success?: boolean; message?: string; value?: Record<string, unknown> } };

/** A request from a socket bound to `from`, as a player's device at that address sends it. */
function send(port: number, from: string, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        headers: { ...options.headers, ...(options.body ? { 'Content-Type': 'application/json' } : {}) },
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe.skipIf(nginx === null)('two instances behind nginx', () => {
  let a: TestServer;
  let b: TestServer;
  const listeners: Server[] = [];
  const served = [0, 0];
  const ports: number[] = [];
  let proxy: ChildProcess;
  let proxyPort = 0;
  let dir = '';

  beforeAll(async () => {
    a = await startTestServer({ TRUST_PROXY: '127.0.0.1' });
    b = await a.anotherInstance();
    for (const [i, instance] of [a, b].entries()) {
      const server = platformServer(instance.app, instance.config, {});
      server.on('request', () => {
        served[i] = (served[i] ?? 0) + 1;
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      listeners.push(server);
      ports.push((server.address() as AddressInfo).port);
    }
    dir = mkdtempSync(join(tmpdir(), 'lobby-nginx-'));
    proxyPort = await freePort();
    // As the README's Operating section tells an operator: the proxy appends the address it saw.
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream lobby { server 127.0.0.1:${ports[0]}; server 127.0.0.1:${ports[1]}; }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://lobby;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
    );
    proxy = spawn(nginx as string, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: 'ignore' });
    await untilListening(proxyPort);
  });

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    for (const server of listeners) await new Promise((resolve) => server.close(resolve));
    await b?.stop();
    await a?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const login = async (port: number, from: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    send(port, from, 'POST', '/api/auth/login', {
      headers: { Encryption: ENCRYPTION_SCHEME, ...headers },
      body: await sealedPayload(a, { type: 'username', ...body }),
    });

  it('serves a player end to end through the proxy, on both instances', async () => {
    served.fill(0);
    const signedIn = await login(proxyPort, PLAYER_A, { username: 'player1', password: 'Player1234' });
    expect(signedIn.status).toBe(200);
    const auth = { Authorization: `Bearer ${String(signedIn.body.value?.token)}` };
    for (let i = 0; i < 4; i += 1) {
      const info = await send(proxyPort, PLAYER_A, 'GET', '/api/member/info', { headers: auth });
      expect(info).toMatchObject({ status: 200, body: { value: { account: 'player1' } } });
    }
    expect((await send(proxyPort, PLAYER_A, 'GET', '/api/games?pageNo=1&pageSize=5')).body.success).toBe(true);
    // Round robin: the session made on one instance was honoured on the other.
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBeGreaterThan(0);
  });

  it('limits two players from two addresses apart, and ignores a header the player forged', async () => {
    // Ten failed logins from player A's address, across both instances, some naming another address.
    for (let i = 0; i < 10; i += 1) {
      const forged: Record<string, string> = i % 2 ? { 'X-Forwarded-For': PLAYER_B } : {};
      expect((await login(proxyPort, PLAYER_A, { username: `ghost${i}`, password: 'x' }, forged)).body.message).toBe('err_login_failed');
    }
    // Player A's address now needs a captcha, whatever its requests say and however they arrive.
    expect((await login(proxyPort, PLAYER_A, { username: 'agent1', password: 'Agent1234' })).body.message).toBe('err_captcha_required');
    expect((await login(proxyPort, PLAYER_A, { username: 'agent1', password: 'Agent1234' }, { 'X-Forwarded-For': '203.0.113.7' })).body.message).toBe(
      'err_captcha_required',
    );
    // Straight to an instance, a peer that is not the proxy is its own address, header or none.
    expect((await login(ports[0] ?? 0, PLAYER_A, { username: 'agent1', password: 'Agent1234' }, { 'X-Forwarded-For': PLAYER_B })).body.message).toBe(
      'err_captcha_required',
    );
    // Player B, through the same proxy, is not held to player A's failures.
    expect((await login(proxyPort, PLAYER_B, { username: 'agent1', password: 'Agent1234' })).status).toBe(200);
  });
});
