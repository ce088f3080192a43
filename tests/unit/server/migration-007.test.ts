import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '#server/db/database';
import { migrateTo, migrateToLatest } from '#server/db/migrate';
import { decodeServicePath } from '#src/shared/contract/customer-service';

let db: Db | null = null;
let dir = '';
afterEach(async () => {
  await db?.destroy();
  db = null;
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 007 on a database seeded before it', () => {
  it('keeps the chat where CBS3 ran and encrypts customer-service links written in the clear', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mig007-'));
    db = openDatabase(join(dir, 'platform.sqlite'));
    await migrateTo(db, '006-promotions-and-rewards');
    for (const code of ['OLD', 'BARE']) {
      await db.insertInto('merchants').values({ code, name: code, currency: 'CNY', currency_symbol: '￥', maintenance: 0, region_restriction: 0 }).execute();
    }
    await db.insertInto('merchant_flags').values({ merchant_code: 'OLD', flag: 'CBS3' }).execute();
    const entries = [
      { csType: 'CS', title: 'Live support', path: 'https://support.example.com/chat', type: '3' },
      { csType: 'CS', title: 'Other', path: 'not a link', type: '1' },
    ];
    await db
      .insertInto('site_settings')
      .values({ merchant_code: 'OLD', key: 'customerService', value_json: JSON.stringify(entries) })
      .execute();

    await migrateToLatest(db);

    const flags = await db.selectFrom('merchant_flags').select(['merchant_code', 'flag']).where('flag', '=', 'LIVECHAT3').execute();
    expect(flags).toEqual([{ merchant_code: 'OLD', flag: 'LIVECHAT3' }]);
    const row = await db
      .selectFrom('site_settings')
      .select('value_json')
      .where('merchant_code', '=', 'OLD')
      .where('key', '=', 'customerService')
      .executeTakeFirstOrThrow();
    const [live, other] = JSON.parse(row.value_json) as { path: string }[];
    expect(live?.path).not.toContain('support.example.com');
    expect(decodeServicePath(live?.path ?? '')).toBe('https://support.example.com/chat');
    expect(other?.path).toBe('not a link');
  });
});
