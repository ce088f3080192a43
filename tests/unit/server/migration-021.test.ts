// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../../server/db/database';
import { migrateTo, migrateToLatest } from '../../../server/db/migrate';
import { seedTranslations } from '../../../server/db/seed/translations';

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

    await migrateToLatest(db);

    const rows = await db.selectFrom('content_translations').selectAll().orderBy('kind').orderBy('field').orderBy('language').execute();
    expect(rows.filter((r) => r.kind === 'announcement').map((r) => [r.ref, r.field, r.language, r.text])).toEqual(
      (['CN', 'PT', 'TH', 'TY', 'VI'] as const).map((l) => [String(seeded.id), 'title', l, seedTranslations('Weekend cashback is live')?.[l]]),
    );
    expect(rows.filter((r) => r.kind === 'site_setting').map((r) => [r.ref, r.field])).toEqual(Array(5).fill(['OLD', 'mobileTemplate.app_desc']));
    expect(rows.filter((r) => r.kind === 'home_news' && r.ref === String(own.id))).toEqual([]);
  });
});
