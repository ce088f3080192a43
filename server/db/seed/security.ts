import { addCard } from '#server/services/bank-cards';
import { postInTransaction } from '#server/services/ledger';
import { setPaymentPasswordHash } from '#server/services/payment-passwords';
import type { Db } from '../database';

const DEMO_BANKS = [
  'BDO Unibank',
  'Metrobank',
  'Bank of the Philippine Islands',
  'Land Bank',
  'Security Bank',
  'UnionBank',
  'China Merchants Bank',
  'Bangkok Bank',
];
const LITE_BANKS = ['Metrobank', 'UnionBank'];

/** The banks a member can bind a card of, and the merchant's withdraw limits (DEMO: 1x turnover). */
export async function seedBanks(trx: Db, merchant: string): Promise<void> {
  const banks = merchant === 'DEMO' ? DEMO_BANKS : LITE_BANKS;
  await trx
    .insertInto('banks')
    .values(
      banks.map((name, i) => ({
        merchant_code: merchant,
        code: name
          .toUpperCase()
          .replace(/[^A-Z]+/g, '_')
          .replace(/^_|_$/g, ''),
        name,
        sort: i + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('withdraw_settings')
    .values(
      merchant === 'DEMO'
        ? { merchant_code: merchant, min_minor: 10_000, max_minor: 5_000_000, turnover_multiple_pct: 100 }
        : { merchant_code: merchant, min_minor: 5_000, max_minor: 1_000_000, turnover_multiple_pct: 300 },
    )
    .execute();
}

/** player1's payment password (README): withdrawals and the payment-password change take it. */
export const DEMO_PAYMENT_PASSWORD = '123456';

/**
 * player1 gets a payment password, two cards and withdrawals in every state: one approved (the
 * hold kept), one rejected (held, then released) and one still pending (decided in 2099). Every
 * other account starts with none, the empty states.
 */
export async function seedSecurity(db: Db, memberId: number, account: string, now = new Date()): Promise<void> {
  if (account !== 'player1') return;
  await setPaymentPasswordHash(db, memberId, DEMO_PAYMENT_PASSWORD);
  const bdo = await addCard(db, { memberId, merchantCode: 'DEMO', bankCode: 'BDO_UNIBANK', holderName: 'Lucky Player', cardNumber: '4213 5500 1234 5678' });
  await addCard(db, { memberId, merchantCode: 'DEMO', bankCode: 'METROBANK', holderName: 'Lucky Player', cardNumber: '5412 7500 0000 4321' });
  const plan = [
    { amountMinor: 50_000, daysAgo: 15, status: 'approved' as const, reason: null },
    { amountMinor: 30_000, daysAgo: 4, status: 'rejected' as const, reason: 'The name on the card does not match the account' },
    { amountMinor: 20_000, daysAgo: 0, status: 'pending' as const, reason: null },
  ];
  await db.transaction().execute(async (trx) => {
    for (const [i, w] of plan.entries()) {
      const at = new Date(now.getTime() - w.daysAgo * 86_400_000 - 3_600_000);
      const decidedAt = w.status === 'pending' ? null : new Date(at.getTime() + 600_000);
      const reference = `W${at.toISOString().slice(0, 10).replace(/-/g, '')}S${String(memberId).padStart(3, '0')}${i}`;
      await trx
        .insertInto('withdrawal_orders')
        .values({
          reference,
          member_id: memberId,
          merchant_code: 'DEMO',
          bank_name: bdo.bankName,
          last4: bdo.last4,
          amount_minor: w.amountMinor,
          status: w.status,
          reason: w.reason,
          idempotency_key: `seed-${reference}`,
          created_at: at.toISOString(),
          decide_after: decidedAt?.toISOString() ?? '2099-01-01T00:00:00.000Z',
          decided_at: decidedAt?.toISOString() ?? null,
        })
        .execute();
      await postInTransaction(
        trx,
        { memberId, amountMinor: -w.amountMinor, kind: 'withdrawal_hold', reference, idempotencyKey: `withdrawal-hold:${reference}` },
        at,
      );
      if (w.status === 'rejected') {
        await postInTransaction(
          trx,
          { memberId, amountMinor: w.amountMinor, kind: 'withdrawal_release', reference, idempotencyKey: `withdrawal-release:${reference}` },
          decidedAt as Date,
        );
      }
    }
  });
}
