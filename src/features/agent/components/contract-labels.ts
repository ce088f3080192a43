import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentContract, ContractKind, ContractTerms } from '#src/shared/contract/agent';

export const CONTRACT_TITLES: Record<ContractKind, MessageDescriptor> = {
  salary: msg({ id: 'route_getSalaryContract', message: 'Daily salary contract' }),
  dividend: msg({ id: 'route_getDevidendContract', message: 'Dividend contract' }),
  hourly: msg({ id: 'route_getHourContract', message: 'Hourly salary contract' }),
};

/** The contract prompts, one per kind (product rule 8.11). */
export const CONTRACT_PROMPTS: Record<ContractKind, MessageDescriptor> = {
  salary: msg({ id: 'contract_prompt_salary', message: 'You have a daily salary contract waiting for your answer.' }),
  dividend: msg({ id: 'contract_prompt_dividend', message: 'You have a dividend contract waiting for your answer.' }),
  hourly: msg({ id: 'contract_prompt_hourly', message: 'You have an hourly salary contract waiting for your answer.' }),
};

export const CONTRACT_STATUS_LABELS: Record<AgentContract['status'], MessageDescriptor> = {
  offered: msg({ id: 'contract_status_offered', message: 'Waiting for your answer' }),
  accepted: msg({ id: 'contract_status_accepted', message: 'Accepted' }),
  declined: msg({ id: 'contract_status_declined', message: 'Declined' }),
};

export const PERIOD_LABELS: Record<ContractTerms['period'], MessageDescriptor> = {
  day: msg({ id: 'contract_period_day', message: 'Paid daily' }),
  half_month: msg({ id: 'contract_period_half_month', message: 'Paid twice a month' }),
  hour: msg({ id: 'contract_period_hour', message: 'Paid hourly' }),
};

export const BASIS_LABELS: Record<ContractTerms['basis'], MessageDescriptor> = {
  valid_bets: msg({ id: 'contract_basis_valid_bets', message: 'Team valid bets' }),
  net_loss: msg({ id: 'contract_basis_net_loss', message: 'Team net loss' }),
};
