import { Hono } from 'hono';
import { CONTRACT_KINDS, CONTRACT_REQUEST_FIELDS, type ContractRequests } from '#src/shared/contract/agent';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { contractOf, decideContract, offeredKindsOf } from '../services/agent-contracts';

/** Agent contracts (product rules 2.30 and 7.13): the member's own offers; trial accounts get free_reject. */
export const agentContractRoutes = new Hono<AppEnv>();

mount(agentContractRoutes, 'contractRequests', async (_input, c) => {
  const offered = await offeredKindsOf(c.get('services').db, currentMemberId(c));
  const requests: ContractRequests = { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };
  for (const kind of CONTRACT_KINDS) if (offered.includes(kind)) requests[CONTRACT_REQUEST_FIELDS[kind]] = 1;
  return requests;
});

mount(agentContractRoutes, 'agentContract', async (input, c) => ({ contract: await contractOf(c.get('services').db, currentMemberId(c), input.kind) }));

mount(agentContractRoutes, 'decideContract', async (input, c) => {
  const memberId = currentMemberId(c);
  return decideContract(c.get('services').db, memberId, input.kind, input.decision, new Date());
});
