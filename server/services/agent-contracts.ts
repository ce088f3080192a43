import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { AgentContract, ContractKind, ContractTerms } from '#src/shared/contract/agent';
import { type MoneyText, moneyText, parseAmount } from '#src/shared/contract/amount';
import type { Db } from '../db/database';
import type { AgentContractTable } from '../db/schema';
import { Refusal } from './refusal';

/**
 * Terms as an offer stores them (terms_json): tier figures are numbers, a threshold and an amount
 * in whole or two-decimal major units, a percentage as a number. The answer writes the money as
 * money text (toTerms).
 */
const storedTermsSchema = z.object({
  period: z.enum(['day', 'half_month', 'hour']),
  basis: z.enum(['valid_bets', 'net_loss']),
  payout: z.enum(['amount', 'percent']),
  tiers: z.array(z.object({ threshold: z.number(), value: z.number() })),
});
type StoredTerms = z.infer<typeof storedTermsSchema>;

/** A stored major-unit figure as money text, read from its decimal digits as a typed amount is (never scaled as a float). */
function storedMoney(major: number): MoneyText {
  const parsed = parseAmount(String(major), { minMinor: 0, maxMinor: Number.MAX_SAFE_INTEGER });
  if (!parsed.ok) throw new RangeError(`stored contract figure is not money: ${major}`);
  return moneyText(parsed.minor);
}

function toTerms(stored: StoredTerms): ContractTerms {
  return {
    ...stored,
    tiers: stored.tiers.map((t) => ({ threshold: storedMoney(t.threshold), value: stored.payout === 'amount' ? storedMoney(t.value) : t.value })),
  };
}

/** The standard terms an upline offers, by kind (the demo's; an operator's own would be stored per offer). */
export const STANDARD_TERMS: Record<ContractKind, StoredTerms> = {
  salary: {
    period: 'day',
    basis: 'valid_bets',
    payout: 'amount',
    tiers: [
      { threshold: 10_000, value: 88 },
      { threshold: 50_000, value: 388 },
      { threshold: 200_000, value: 1_288 },
    ],
  },
  dividend: {
    period: 'half_month',
    basis: 'net_loss',
    payout: 'percent',
    tiers: [
      { threshold: 20_000, value: 10 },
      { threshold: 100_000, value: 20 },
      { threshold: 500_000, value: 30 },
    ],
  },
  hourly: {
    period: 'hour',
    basis: 'valid_bets',
    payout: 'amount',
    tiers: [
      { threshold: 2_000, value: 8 },
      { threshold: 10_000, value: 38 },
    ],
  },
};

/** Stored as offered_by when the operator, not an agent, made the offer. */
export const HOUSE = 'house';

function toContract(row: Selectable<AgentContractTable>): AgentContract {
  return {
    kind: row.kind,
    status: row.status,
    offeredBy: row.offered_by === HOUSE ? null : row.offered_by,
    offeredAt: row.offered_at,
    decidedAt: row.decided_at,
    terms: toTerms(storedTermsSchema.parse(JSON.parse(row.terms_json))),
  };
}

/** The kinds of contract offered to the member and not yet answered. */
export async function offeredKindsOf(db: Db, memberId: number): Promise<ContractKind[]> {
  const rows = await db.selectFrom('agent_contracts').select('kind').where('member_id', '=', memberId).where('status', '=', 'offered').execute();
  return rows.map((r) => r.kind);
}

/** The member's contract of a kind, offered or answered; null if none was ever offered. */
export async function contractOf(db: Db, memberId: number, kind: ContractKind): Promise<AgentContract | null> {
  const row = await db.selectFrom('agent_contracts').selectAll().where('member_id', '=', memberId).where('kind', '=', kind).executeTakeFirst();
  return row ? toContract(row) : null;
}

/** Who an offer comes from: the member's agent by account, or the operator. */
export async function offeredByOf(db: Db, referrerId: number | null): Promise<string> {
  if (referrerId === null) return HOUSE;
  return (await db.selectFrom('members').select('account').where('id', '=', referrerId).executeTakeFirst())?.account ?? HOUSE;
}

/** Offers a contract of a kind to a member, replacing any earlier offer or answer of that kind. */
export async function offerContract(db: Db, memberId: number, kind: ContractKind, offeredBy: string, at: Date): Promise<AgentContract> {
  const row = await db
    .insertInto('agent_contracts')
    .values({
      member_id: memberId,
      kind,
      status: 'offered',
      offered_by: offeredBy,
      terms_json: JSON.stringify(STANDARD_TERMS[kind]),
      offered_at: at.toISOString(),
      decided_at: null,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'kind']).doUpdateSet({
        status: 'offered',
        offered_by: offeredBy,
        terms_json: JSON.stringify(STANDARD_TERMS[kind]),
        offered_at: at.toISOString(),
        decided_at: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toContract(row);
}

/** Answers an offer once: a contract already answered is refused with err_contract_decided. */
export async function decideContract(db: Db, memberId: number, kind: ContractKind, decision: 'accept' | 'decline', at: Date): Promise<AgentContract> {
  const row = await db
    .updateTable('agent_contracts')
    .set({ status: decision === 'accept' ? 'accepted' : 'declined', decided_at: at.toISOString() })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'offered')
    .returningAll()
    .executeTakeFirst();
  if (row) return toContract(row);
  const exists = await db.selectFrom('agent_contracts').select('id').where('member_id', '=', memberId).where('kind', '=', kind).executeTakeFirst();
  throw new Refusal(exists ? 'err_contract_decided' : 'err_contract_none');
}
