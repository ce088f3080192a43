// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContract, ContractRequests } from '#src/shared/contract/agent';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const requests = (token: string) => call<ContractRequests>(server, 'GET', '/api/agent/contract-requests', { token });
const contract = (token: string, kind: string) => call<{ contract: AgentContract | null }>(server, 'GET', '/api/agent/contracts', { token, query: { kind } });
const decide = (token: string, kind: string, decision: string) =>
  call<AgentContract>(server, 'POST', '/api/agent/contracts/decide', { token, body: { kind, decision } });

describe('agent contracts', () => {
  it('flags the offers waiting, and an accepted offer stops being one; an answer is given once', async () => {
    const agent = await login(server, 'agent1', 'Agent1234');
    expect((await requests(agent)).body.value).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 });
    expect((await contract(agent, 'dividend')).body.value?.contract).toMatchObject({ status: 'accepted', terms: { period: 'half_month', payout: 'percent' } });
    expect((await decide(agent, 'salary', 'accept')).body.value).toMatchObject({ kind: 'salary', status: 'accepted' });
    expect(await decide(agent, 'salary', 'decline')).toMatchObject({ status: 409, body: { message: 'err_contract_decided' } });
    expect((await requests(agent)).body.value?.dailysalreqtype).toBe(0);
    expect(await decide(agent, 'hourly', 'accept')).toMatchObject({ status: 404, body: { message: 'err_contract_none' } });
  });

  it("are each member's own: another member sees and answers only theirs", async () => {
    const player = await login(server, 'player1', 'Player1234');
    expect((await contract(player, 'salary')).body.value?.contract).toBeNull();
    expect((await contract(player, 'hourly')).body.value?.contract?.status).toBe('declined');
    expect(await decide(player, 'salary', 'accept')).toMatchObject({ status: 404 });
    const nobalance = await login(server, 'nobalance', 'Player1234');
    expect((await requests(nobalance)).body.value).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 });
  });

  it('refuses trial accounts and visitors', async () => {
    expect(await requests(await trialToken(server))).toMatchObject({ status: 403, body: { message: 'free_reject' } });
    expect((await call(server, 'GET', '/api/agent/contract-requests')).status).toBe(401);
  });
});
