/** An order the demo operator never decides: it waits for the operator's own desk. */
const NEVER = '9999-12-31T23:59:59.999Z';

/**
 * When the demo operator (demo-operator.ts) decides an order made at `now`: `afterMs` later, or
 * never when null (the production mode, where the operator decides).
 */
export function demoDecisionAt(now: Date, afterMs: number | null): string {
  return afterMs === null ? NEVER : new Date(now.getTime() + afterMs).toISOString();
}

/** An order's decision, taken: the member's balance after the money it moved, null when it moved none (an approved withdrawal's money left when it was made). */
export type Decided = { balanceMinor: number | null };
