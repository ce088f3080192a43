// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { sweepExpired } from '#server/services/housekeeping';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

describe('the housekeeping sweep', () => {
  it('deletes expired captchas and idle counters, and keeps every row that still counts', async () => {
    server = await startTestServer();
    const { db } = server;
    const now = new Date('2026-06-01T12:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    await db
      .insertInto('captchas')
      .values([
        { id: 'expired', code_hash: 'x', expires_at: ago(1), used: 0 },
        { id: 'live', code_hash: 'x', expires_at: ago(-4), used: 0 },
      ])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        { key: 'acct:DEMO:idle', failures: 3, first_failure_at: ago(40), last_failure_at: ago(16) },
        { key: 'acct:DEMO:recent', failures: 3, first_failure_at: ago(40), last_failure_at: ago(14) },
        { key: 'trial:ip:DEMO:1.2.3.4', failures: 2, first_failure_at: ago(60 * 23), last_failure_at: ago(60 * 20) },
        { key: 'trial:device:DEMO:old', failures: 2, first_failure_at: ago(60 * 26), last_failure_at: ago(60 * 25) },
      ])
      .execute();
    await sweepExpired(db, now);
    const captchas = await db.selectFrom('captchas').select('id').where('id', 'in', ['expired', 'live']).execute();
    expect(captchas.map((r) => r.id)).toEqual(['live']);
    const keys = (await db.selectFrom('login_attempts').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(keys).toEqual(['acct:DEMO:recent', 'trial:ip:DEMO:1.2.3.4']);
  });
});
