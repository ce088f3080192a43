import { Hono } from 'hono';
import { CONTRACT_KINDS, CONTRACT_REQUEST_FIELDS, type ContractRequests } from '#src/shared/contract/agent';
import type { Db } from '../db/database';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { decideContract, HOUSE, toContract } from '../services/agent-contracts';

/** Agent contracts (product rules 2.30 and 7.13): the member's own offers; trial accounts get free_reject. */
export const agentContractRoutes = new Hono<AppEnv>();

mount(agentContractRoutes, 'contractRequests', async (_input, c) => {
  const memberId = currentMemberId(c);
  const offered = await c
    .get('services')
    .db.selectFrom('agent_contracts')
    .select('kind')
    .where('member_id', '=', memberId)
    .where('status', '=', 'offered')
    .execute();
  const requests: ContractRequests = { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };
  for (const kind of CONTRACT_KINDS) if (offered.some((o) => o.kind === kind)) requests[CONTRACT_REQUEST_FIELDS[kind]] = 1;
  return requests;
});

mount(agentContractRoutes, 'agentContract', async (input, c) => {
  const memberId = currentMemberId(c);
  const row = await c
    .get('services')
    .db.selectFrom('agent_contracts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', input.kind)
    .executeTakeFirst();
  return { contract: row ? toContract(row) : null };
});

mount(agentContractRoutes, 'decideContract', async (input, c) => {
  const memberId = currentMemberId(c);
  return decideContract(c.get('services').db, memberId, input.kind, input.decision, new Date());
});

/** Who an offer comes from: the member's agent by account, or the operator. */
export async function offeredByOf(db: Db, referrerId: number | null): Promise<string> {
  if (referrerId === null) return HOUSE;
  return (await db.selectFrom('members').select('account').where('id', '=', referrerId).executeTakeFirst())?.account ?? HOUSE;
}
