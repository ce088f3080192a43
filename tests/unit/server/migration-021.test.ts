// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '#server/db/database';
import { migrateTo, migrateToLatest } from '#server/db/migrate';
import { seedTranslations } from '#server/db/seed/translations';

let db: Db | null = null;
let dir = '';
afterEach(async () => {
  await db?.destroy();
  db = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 021 on a database seeded before it', () => {
  it('translates the content that still reads as the seed wrote it, and leaves what an operator rewrote', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mig021-'));
    db = openDatabase(join(dir, 'platform.sqlite'));
    await migrateTo(db, '020-login-tries-in-flight');
    await db
      .insertInto('merchants')
      .values({ code: 'OLD', name: 'Old', currency: 'CNY', currency_symbol: '￥', maintenance: 0, region_restriction: 0 })
      .execute();
    const seeded = await db
      .insertInto('announcements')
      .values({
        merchant_code: 'OLD',
        type: 'PU',
        title: 'Weekend cashback is live',
        content: 'Rewritten by the operator',
        group_name: '',
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const own = await db
      .insertInto('home_news')
      .values({ merchant_code: 'OLD', kind: 'lobby', title: 'Our own news', summary: 'Written here', link: null, published_at: '2026-01-01T00:00:00Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('site_settings')
      .values([
        { merchant_code: 'OLD', key: 'licenceText', value_json: JSON.stringify('Our own licence') },
        { merchant_code: 'OLD', key: 'mobileTemplate', value_json: JSON.stringify({ app_desc: 'Play anywhere', mem_cen: '1' }) },
      ])
      .execute();

    // The account screens' texts: a mall item and a deposit channel as seeded, and a member's
    // deposit rejected with the seed's reason, a withdrawal with an operator's own.
    const item = await db
      .insertInto('mall_items')
      .values({ merchant_code: 'OLD', name: 'Phone stand', description: 'Ours alone', price_points: 10, stock: 1, bonus_minor: 0, sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('deposit_channels')
      .values({
        merchant_code: 'OLD',
        code: 'BANK',
        kind: 'bank_transfer',
        name: 'Bank transfer',
        min_minor: 1,
        max_minor: 2,
        presets_json: '[]',
        payee_json: '[]',
        sort: 1,
      })
      .execute();
    const member = await db
      .insertInto('members')
      .values({
        merchant_code: 'OLD',
        account: 'old1',
        nickname: '',
        password_hash: 'x',
        type: 0,
        club_label: 'VIP 0',
        status: 'active',
        created_at: '2026-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = (reference: string, reason: string) => ({
      reference,
      member_id: member.id,
      merchant_code: 'OLD',
      amount_minor: 100,
      status: 'rejected' as const,
      reason,
      idempotency_key: reference,
      created_at: '2026-01-01T00:00:00Z',
      decide_after: '2026-01-01T00:00:00Z',
      decided_at: '2026-01-01T00:00:00Z',
    });
    const deposit = await db
      .insertInto('deposit_orders')
      .values({ ...order('D1', 'The coins arrived on another network (ERC20)'), channel_code: 'BANK', payer_name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('withdrawal_orders')
      .values({ ...order('W1', 'Call us about this one'), bank_name: 'Metrobank', last4: '4321' })
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom('content_translations').selectAll().orderBy('kind').orderBy('field').orderBy('language').execute();
    expect(rows.filter((r) => r.kind === 'announcement').map((r) => [r.ref, r.field, r.language, r.text])).toEqual(
      (['CN', 'PT', 'TH', 'TY', 'VI'] as const).map((l) => [String(seeded.id), 'title', l, seedTranslations('Weekend cashback is live')?.[l]]),
    );
    expect(rows.filter((r) => r.kind === 'site_setting').map((r) => [r.ref, r.field])).toEqual(Array(5).fill(['OLD', 'mobileTemplate.app_desc']));
    expect(rows.filter((r) => r.kind === 'home_news' && r.ref === String(own.id))).toEqual([]);
    const languages = ['CN', 'PT', 'TH', 'TY', 'VI'] as const;
    expect(rows.filter((r) => r.kind === 'mall_item').map((r) => [r.ref, r.field, r.language, r.text])).toEqual(
      languages.map((l) => [String(item.id), 'name', l, seedTranslations('Phone stand')?.[l]]),
    );
    expect(rows.filter((r) => r.kind === 'deposit_channel').map((r) => [r.ref, r.language])).toEqual(languages.map((l) => ['OLD/BANK', l]));
    expect(rows.filter((r) => r.kind === 'deposit_order').map((r) => [r.ref, r.language, r.text])).toEqual(
      languages.map((l) => [String(deposit.id), l, seedTranslations('The coins arrived on another network (ERC20)')?.[l]]),
    );
    expect(rows.filter((r) => r.kind === 'withdrawal_order')).toEqual([]);
  });
});
