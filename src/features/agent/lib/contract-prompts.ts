import {
  AGENT_TYPE_READINGS,
  type AgentTypeReading,
  CONTRACT_KINDS,
  CONTRACT_REQUEST_FIELDS,
  type ContractKind,
  type ContractRequests,
} from '#src/shared/contract/agent';
import { pathTo } from '#src/shared/contract/app-routes';
import { TRIAL_TYPE } from '#src/shared/contract/platform';

/** Where each kind's contract lives (product rule 2.30). */
export const CONTRACT_PATHS: Record<ContractKind, string> = {
  salary: pathTo('member/agent/getSalaryContract'),
  dividend: pathTo('member/agent/getDevidendContract'),
  hourly: pathTo('member/agent/getHourContract'),
};

/** Whether a member type counts as an agent under the site's reading (product rule 3.16). */
export function isAgentFor(reading: AgentTypeReading, type: number): boolean {
  return (AGENT_TYPE_READINGS[reading] as readonly number[]).includes(type);
}

/**
 * The contract prompts to show after login (product rules 6.10 and 8.11): to non-agent members only,
 * never to a trial account, one per kind whose contract request field says an offer awaits.
 */
export function contractPrompts(type: number | undefined, reading: AgentTypeReading, requests: ContractRequests | null): ContractKind[] {
  if (type === undefined || type === TRIAL_TYPE || isAgentFor(reading, type) || !requests) return [];
  return waitingContracts(requests);
}

/** The kinds whose contract request field says an offer awaits the member's answer. */
export function waitingContracts(requests: ContractRequests): ContractKind[] {
  return CONTRACT_KINDS.filter((kind) => requests[CONTRACT_REQUEST_FIELDS[kind]] === 1);
}
