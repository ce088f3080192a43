import { api } from '#src/shared/api/api';
import type { AgentContract, ContractKind, ContractRequests } from '#src/shared/contract/agent';

export const getContractRequests = (): Promise<ContractRequests> => api.call('contractRequests', {});
export const getContract = async (kind: ContractKind): Promise<AgentContract | null> => (await api.call('agentContract', { kind })).contract;
export const answerContract = (kind: ContractKind, decision: 'accept' | 'decline'): Promise<AgentContract> => api.call('decideContract', { kind, decision });
