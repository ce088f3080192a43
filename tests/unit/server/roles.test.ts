// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes, type RouteDef } from '#src/shared/contract/routes';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const routes = Object.entries(apiRoutes as Record<string, RouteDef>);

/** A call as the app makes it, but with nothing in it: the role rule answers before the input is read. */
async function ask(route: RouteDef, token: string) {
  const write = route.method === 'POST' || route.method === 'PUT';
  const res = await server.fetch(route.path, {
    method: route.method,
    headers: { Authorization: `Bearer ${token}`, Merchant: 'DEMO', ...(write && !route.multipart ? { 'Content-Type': 'application/json' } : {}) },
    ...(write ? { body: route.multipart ? new FormData() : '{}' } : {}),
  });
  return { status: res.status, message: ((await res.json()) as { message?: string }).message };
}

describe('the role rules on the server (product rule 6.13)', () => {
  it('refuses a trial account every call the route table marks, with free_reject, before reading its input', async () => {
    const trial = await trialToken(server);
    const marked = routes.filter(([, route]) => route.rejectTrial);
    expect(marked.length).toBeGreaterThan(30);
    for (const [name, route] of marked) expect([name, await ask(route, trial)]).toEqual([name, { status: 403, message: 'free_reject' }]);
  });

  it('refuses an agent the calls marked for agents, and lets a plain member through the role rules', async () => {
    const agent = await login(server, 'agent1', 'Agent1234');
    const marked = routes.filter(([, route]) => route.rejectAgent);
    expect(marked.map(([name]) => name)).toContain('referralSummary');
    for (const [name, route] of marked) expect([name, await ask(route, agent)]).toEqual([name, { status: 403, message: 'err_no_permission' }]);
    const member = await login(server, 'player1', 'Player1234');
    for (const [name, route] of routes.filter(([, r]) => r.rejectTrial || r.rejectAgent)) {
      const { message } = await ask(route, member);
      expect([name, message === 'free_reject' || message === 'err_no_permission']).toEqual([name, false]);
    }
  });
});
