import * as z from 'zod/mini';
import { moneySchema } from './amount';

/**
 * Agent contracts (product rules 2.30, 3.20 and 4.21; docs/decisions/010-points-mall-and-contracts.md):
 * an upline offers a member a daily salary, a dividend or an hourly salary contract; the member
 * accepts or declines it once.
 */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export const contractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof contractKindSchema>;

/** What a tier is measured on, how often it pays, and whether it pays an amount or a percentage. */
export const contractTermsSchema = z.lazy(() =>
  z.object({
    period: z.enum(['day', 'half_month', 'hour']),
    basis: z.enum(['valid_bets', 'net_loss']),
    payout: z.enum(['amount', 'percent']),
    /**
     * From the lowest threshold up (money text); value is the amount paid (money text) when payout
     * is 'amount', the percentage paid (a number: 10 is 10 %) when it is 'percent'.
     */
    tiers: z.array(z.object({ threshold: moneySchema, value: z.union([moneySchema, z.number()]) })),
  }),
);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const CONTRACT_STATUSES = ['offered', 'accepted', 'declined'] as const;
export const agentContractSchema = z.lazy(() =>
  z.object({
    kind: contractKindSchema,
    status: z.enum(CONTRACT_STATUSES),
    /** The upline agent's account; null when the operator itself offered it. */
    offeredBy: z.nullable(z.string()),
    offeredAt: z.string(),
    decidedAt: z.nullable(z.string()),
    terms: contractTermsSchema,
  }),
);
export type AgentContract = z.infer<typeof agentContractSchema>;

export const agentContractRequestSchema = z.lazy(() => z.object({ kind: contractKindSchema }));
export const agentContractResponseSchema = z.lazy(() => z.object({ contract: z.nullable(agentContractSchema) }));
export const decideContractRequestSchema = z.lazy(() => z.object({ kind: contractKindSchema, decision: z.enum(['accept', 'decline']) }));

/** The contract requests (product rule 3.20): 1 where a contract of that kind awaits the member's answer. */
export const contractRequestsSchema = z.lazy(() =>
  z.object({
    dailysalreqtype: z.int(),
    divtypecompperiodreq: z.int(),
    contracthoursalreq: z.int(),
  }),
);
export type ContractRequests = z.infer<typeof contractRequestsSchema>;
export const CONTRACT_REQUEST_FIELDS: Record<ContractKind, keyof ContractRequests> = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
};

/** Test control: an offer of a kind to a member of the request's merchant (replacing any earlier one). */
export const offerContractRequestSchema = z.lazy(() => z.object({ account: z.string().check(z.maxLength(64)), kind: contractKindSchema }));

/**
 * Two readings of who is an agent for the contract prompts (product rule 3.16): types 1, 2, 41
 * and 42 ('narrow', the default), or those and 4 and 40 ('wide'). Site config names the reading.
 */
export const AGENT_TYPE_READINGS = { narrow: [1, 2, 41, 42], wide: [1, 2, 4, 40, 41, 42] } as const;
export const agentTypeReadingSchema = z.enum(['narrow', 'wide']);
export type AgentTypeReading = z.infer<typeof agentTypeReadingSchema>;
