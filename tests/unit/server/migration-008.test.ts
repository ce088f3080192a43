import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '#server/db/database';
import { migrateTo, migrateToLatest } from '#server/db/migrate';

let db: Db | null = null;
let dir = '';
afterEach(async () => {
  await db?.destroy();
  db = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 008 on a database written before it', () => {
  it('maps the old ledger kinds, drops zero raffle rows, keeps balances and scopes keys per member', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mig008-'));
    db = openDatabase(join(dir, 'platform.sqlite'));
    await migrateTo(db, '007-messages-and-vip');
    await db
      .insertInto('merchants')
      .values({ code: 'OLD', name: 'OLD', currency: 'CNY', currency_symbol: '￥', maintenance: 0, region_restriction: 0 })
      .execute();
    const ids: number[] = [];
    for (const account of ['a', 'b']) {
      const m = await db
        .insertInto('members')
        .values({
          merchant_code: 'OLD',
          account,
          nickname: '',
          password_hash: '-',
          type: 0,
          mobile: null,
          email: null,
          club_label: '',
          status: 'active',
          created_at: '2026-01-01T00:00:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(m.id);
    }
    const [a, b] = ids as [number, number];
    await sql`insert into wallets (member_id, currency, balance_minor) values (${a}, 'CNY', 2600), (${b}, 'CNY', 200000)`.execute(db);
    const old = [
      [a, 2000, 2000, 'deposit', 'seed-a'],
      [a, 100, 2100, 'sign_in_bonus', 'sign-in:a'],
      [a, 500, 2600, 'reward', 'reward-claim:1'],
      [a, 0, 2600, 'raffle_tickets', 'reward-claim:2'],
      [b, 200000, 200000, 'trial_credit', 'trial-b'],
    ] as const;
    for (const [member, amount, after, kind, key] of old) {
      await sql`insert into ledger_entries (member_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at)
        values (${member}, ${amount}, ${after}, ${kind}, 'old', ${key}, '2026-01-01T00:00:00Z')`.execute(db);
    }

    await migrateToLatest(db);

    const rows = await db.selectFrom('ledger_entries').select(['member_id', 'kind', 'amount_minor']).orderBy('id').execute();
    expect(rows).toEqual([
      { member_id: a, kind: 'deposit', amount_minor: 2000 },
      { member_id: a, kind: 'bonus', amount_minor: 100 },
      { member_id: a, kind: 'bonus', amount_minor: 500 },
      { member_id: b, kind: 'bonus', amount_minor: 200000 },
    ]);
    for (const id of ids) {
      const wallet = await db.selectFrom('wallets').select('balance_minor').where('member_id', '=', id).executeTakeFirstOrThrow();
      expect(wallet.balance_minor).toBe(rows.filter((r) => r.member_id === id).reduce((s, r) => s + r.amount_minor, 0));
    }
    // The key is now unique per member only; an unknown kind is refused by the schema.
    await sql`insert into ledger_entries (member_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at) values (${b}, 0, 200000, 'bonus', 'x', 'seed-a', 'now')`.execute(
      db,
    );
    await expect(
      sql`insert into ledger_entries (member_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at) values (${a}, 0, 2600, 'bonus', 'x', 'seed-a', 'now')`.execute(
        db,
      ),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      sql`insert into ledger_entries (member_id, amount_minor, balance_after_minor, kind, reference, idempotency_key, created_at) values (${a}, 0, 2600, 'jackpot', 'x', 'k-new', 'now')`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK/);
  });
});
