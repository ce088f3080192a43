import { postInTransaction } from '#server/services/ledger';
import { coinCentsFor } from '#src/shared/contract/amount';
import type { Db } from '../database';
import type { DemoAccount } from './accounts';
import { minorUnits } from './minor-units';

type Channel = {
  code: string;
  kind: 'bank_transfer' | 'e_wallet' | 'usdt';
  name: string;
  min: number;
  max: number;
  presets: number[];
  payee: { field: string; value: string }[];
  rate?: number;
};

const DEMO_CHANNELS: Channel[] = [
  {
    code: 'BANK',
    kind: 'bank_transfer',
    name: 'Bank transfer',
    min: 100,
    max: 50_000,
    presets: [100, 500, 1_000, 5_000, 10_000],
    payee: [
      { field: 'bank_name', value: 'Metro Commerce Bank' },
      { field: 'account_name', value: 'Lobby Gaming Ltd' },
      { field: 'account_number', value: '6222 0210 0112 3456 789' },
      { field: 'branch', value: 'Makati Main' },
    ],
  },
  {
    code: 'EWALLET',
    kind: 'e_wallet',
    name: 'E-wallet',
    min: 50,
    max: 20_000,
    presets: [50, 200, 500, 1_000, 2_000],
    payee: [
      { field: 'wallet_provider', value: 'QuickPay' },
      { field: 'wallet_account', value: '0917 555 0142' },
      { field: 'account_name', value: 'Lobby Gaming Ltd' },
    ],
  },
  {
    code: 'USDT',
    kind: 'usdt',
    name: 'USDT',
    min: 200,
    max: 100_000,
    presets: [700, 3_500, 7_000, 35_000],
    payee: [
      { field: 'network', value: 'TRC20' },
      { field: 'address', value: 'TQ7ryHc9dJ3xNf5Pq2LkWm8VzT4sBa6EuY' },
    ],
    rate: 7,
  },
];
/** LITE takes bank transfers only: one channel, the screen's simplest state. */
const LITE_CHANNELS: Channel[] = [{ ...(DEMO_CHANNELS[0] as Channel), min: 50, max: 10_000, presets: [50, 100, 500] }];

/** The merchant's deposit channels. */
export async function seedDepositChannels(trx: Db, merchant: string): Promise<void> {
  const channels = merchant === 'DEMO' ? DEMO_CHANNELS : LITE_CHANNELS;
  await trx
    .insertInto('deposit_channels')
    .values(
      channels.map((ch, i) => ({
        merchant_code: merchant,
        code: ch.code,
        kind: ch.kind,
        name: ch.name,
        min_minor: minorUnits(ch.min),
        max_minor: minorUnits(ch.max),
        presets_json: JSON.stringify(ch.presets.map(minorUnits)),
        payee_json: JSON.stringify(ch.payee),
        sort: i + 1,
        rate_minor: ch.rate === undefined ? null : minorUnits(ch.rate),
      })),
    )
    .execute();
}

type SeedOrder = { channel: string; amountMinor: number; status: 'approved' | 'rejected' | 'pending'; daysAgo: number; reason?: string };

/**
 * A demo account's deposits as real orders: each approved one is the ledger's deposit row.
 * player1's deposits are split over three channels, with one rejected and one still pending
 * (decided in 2099, so it stays pending); the others have one approved order, and an account
 * with no deposit has none (the empty history).
 */
export async function seedDepositHistory(db: Db, memberId: number, account: DemoAccount, now = new Date()): Promise<void> {
  if (account.depositMinor <= 0) return;
  const orders: SeedOrder[] =
    account.account === 'player1'
      ? [
          { channel: 'BANK', amountMinor: account.depositMinor - 150_000, status: 'approved', daysAgo: 20 },
          { channel: 'EWALLET', amountMinor: 100_000, status: 'approved', daysAgo: 6 },
          { channel: 'USDT', amountMinor: 50_000, status: 'approved', daysAgo: 2 },
          { channel: 'USDT', amountMinor: 35_000, status: 'rejected', daysAgo: 1, reason: 'The coins arrived on another network (ERC20)' },
          { channel: 'BANK', amountMinor: 30_000, status: 'pending', daysAgo: 0 },
        ]
      : [{ channel: 'BANK', amountMinor: account.depositMinor, status: 'approved', daysAgo: 10 }];
  await db.transaction().execute(async (trx) => {
    for (const [i, o] of orders.entries()) {
      const at = new Date(now.getTime() - o.daysAgo * 86_400_000 - (orders.length - i) * 60_000);
      const decidedAt = o.status === 'pending' ? null : new Date(at.getTime() + 5 * 60_000);
      const rate = DEMO_CHANNELS.find((ch) => ch.code === o.channel)?.rate;
      const rateMinor = rate === undefined ? null : minorUnits(rate);
      const reference = `D${at.toISOString().slice(0, 10).replace(/-/g, '')}S${String(memberId).padStart(3, '0')}${i}`;
      await trx
        .insertInto('deposit_orders')
        .values({
          reference,
          member_id: memberId,
          merchant_code: account.merchant,
          channel_code: o.channel,
          amount_minor: o.amountMinor,
          payer_name: account.nickname || null,
          status: o.status,
          reason: o.reason ?? null,
          rate_minor: rateMinor,
          coin_cents: rateMinor === null ? null : coinCentsFor(o.amountMinor, rateMinor),
          idempotency_key: `seed-${reference}`,
          created_at: at.toISOString(),
          decide_after: o.status === 'pending' ? '2099-01-01T00:00:00.000Z' : (decidedAt as Date).toISOString(),
          decided_at: decidedAt?.toISOString() ?? null,
        })
        .execute();
      if (o.status === 'approved') {
        await postInTransaction(
          trx,
          { memberId, amountMinor: o.amountMinor, kind: 'deposit', reference, idempotencyKey: `deposit:${reference}` },
          decidedAt as Date,
        );
      }
    }
  });
}
