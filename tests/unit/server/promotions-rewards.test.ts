// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { seedIfEmpty } from '#server/db/seed/seed';
import { nextDayStart } from '#server/services/date-range';
import { DEMO_REVIEW_DELAY_MS } from '#server/services/reward-applications';
import { calendarDay } from '#server/services/sign-in';
import { minorOf, moneyText } from '#src/shared/contract/amount';
import { GIF, JPEG, PNG, pictureFacts } from '#tests/helpers/pictures';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, type Envelope, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

/** Promotion ids by English title, from the list the client sees in English. */
async function promotionId(title: string, merchant?: string): Promise<number> {
  const res = await call<{ promotions: { id: number; title: string }[] }>(server, 'GET', '/api/promotions', {
    language: 'EN',
    ...(merchant ? { merchant } : {}),
  });
  const found = res.body.value?.promotions.find((p) => p.title === title);
  if (!found) throw new Error(`no promotion ${title}`);
  return found.id;
}
/** A money call's Idempotency-Key header: `n` names one intent (a tap), sent again it is a repeat. */
const keyed = (n: number | string) => ({ 'Idempotency-Key': `intent-${n}-0000` });

const REMARK_ONLY = 'Welcome bonus: 100% on your first deposit';
const PICTURE_ONLY = 'Deposit slip reward: send your receipt';
const NEITHER = 'Daily reload 10%';
const NO_APPLICATIONS = 'Download the app, get ￥18';
const NEEDS_JOIN = 'Slots tournament: weekly leaderboard';

type Picture = { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string };
let keys = 0;
/** Sends an application; each with a key of its own unless `key` is given (null: none). */
async function apply(
  token: string | null,
  fields: { promotionId: string | number; remarks?: string; pictures?: Picture[] },
  merchant?: string,
  key: string | null = `apply-key-${++keys}`,
) {
  const form = new FormData();
  form.set('promotionId', String(fields.promotionId));
  if (fields.remarks !== undefined) form.set('remarks', fields.remarks);
  for (const p of fields.pictures ?? []) form.append('pictures', new Blob([p.bytes], { type: p.type ?? 'image/png' }), p.name);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (merchant) headers.Merchant = merchant;
  if (key !== null) headers['Idempotency-Key'] = key;
  const res = await server.fetch('/api/promotions/apply', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Envelope<{ id: number; status: string }> };
}

/** The names of the stored application pictures. */
async function storedFiles(): Promise<string[]> {
  return (await server.db.selectFrom('uploads').select('name').where('kind', '=', 'reward-applications').execute()).map((row) => row.name);
}

describe('promotion list and detail', () => {
  it('lists 12 promotions across at least 6 categories and filters by category', async () => {
    const all = await call<{
      promotions: { id: number; category: string; noExpiry: number; announcementImages: { sequence: number }[] }[];
      categories: string[];
    }>(server, 'GET', '/api/promotions');
    expect(all.body.value?.promotions.length).toBeGreaterThanOrEqual(12);
    expect(all.body.value?.categories.length).toBeGreaterThanOrEqual(6);
    expect(all.body.value?.promotions.some((p) => p.noExpiry === 1)).toBe(true);
    expect(all.body.value?.promotions[0]?.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    const live = await call<{ promotions: { category: string }[]; categories: string[] }>(server, 'GET', '/api/promotions', {
      query: { category: 'live_promo' },
    });
    expect(live.body.value?.promotions.length).toBe(2);
    expect(live.body.value?.promotions.every((p) => p.category === 'live_promo')).toBe(true);
    // The menu still lists every non-empty category whatever the filter.
    expect(live.body.value?.categories).toEqual(all.body.value?.categories);
    expect((await call(server, 'GET', '/api/promotions', { query: { category: 'nonsense' } })).status).toBe(400);
    const lite = await call<{ promotions: unknown[]; categories: unknown[] }>(server, 'GET', '/api/promotions', { merchant: 'LITE' });
    expect(lite.body.value).toEqual({ promotions: [], categories: [] });
  });

  it('serves the card and banner images', async () => {
    const id = await promotionId(NEITHER);
    for (const kind of ['card', 'banner']) {
      const res = await server.fetch(`/cdn/a/banners/promo-${kind}-${id}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    }
  });

  it('gives the detail with its content as stored, and a clear key for an unknown or malformed id', async () => {
    const xss = await promotionId('Safety test: this content must render inert');
    const detail = await call<{ content: string; joined: boolean }>(server, 'GET', '/api/promotions/detail', { query: { id: xss } });
    expect(detail.body.value?.content).toContain('<script>');
    expect(detail.body.value?.joined).toBe(false);
    for (const id of ['99999', 'abc', '1.5', '']) {
      const res = await call(server, 'GET', '/api/promotions/detail', { query: { id } });
      expect(res.status, id).toBe(404);
      expect(res.body.message, id).toBe('err_promotion_not_found');
    }
    // Another merchant's promotion is unknown here.
    expect((await call(server, 'GET', '/api/promotions/detail', { query: { id: xss }, merchant: 'LITE' })).body.message).toBe('err_promotion_not_found');
  });
});

describe('the hostile promotion', () => {
  it('is seeded on test servers only: a real server never shows it to players', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-seed-'));
    const db = openDatabase(join(dir, 'platform.sqlite'));
    try {
      await migrateToLatest(db);
      await seedIfEmpty(db);
      const titles = (await db.selectFrom('promotions').select('title').where('merchant_code', '=', 'DEMO').execute()).map((p) => p.title);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.filter((t) => t.startsWith('Safety test'))).toEqual([]);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
    // The test server's seed has it (the sanitizer's checks above and in the browser use it).
    expect(await promotionId('Safety test: this content must render inert')).toBeGreaterThan(0);
  });
});

describe('joining a sign-up promotion', () => {
  it('needs a session, and joining twice is one membership', async () => {
    const id = await promotionId(NEEDS_JOIN);
    expect((await call(server, 'POST', '/api/promotions/join', { body: { promotionId: id } })).status).toBe(401);
    const token = await login(server, 'player1', 'Player1234');
    const [a, b] = await Promise.all([
      call(server, 'POST', '/api/promotions/join', { token, body: { promotionId: id } }),
      call(server, 'POST', '/api/promotions/join', { token, body: { promotionId: id } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await server.db.selectFrom('promotion_joins').selectAll().where('promotion_id', '=', id).execute()).toHaveLength(1);
    expect((await call<{ joined: boolean }>(server, 'GET', '/api/promotions/detail', { token, query: { id } })).body.value?.joined).toBe(true);
  });
});

describe('request reward (multipart upload)', () => {
  it('refuses each broken rule with its message key and stores nothing', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const neither = await promotionId(NEITHER);
    const seeded = await server.db.selectFrom('reward_applications').selectAll().execute();
    const big = new Uint8Array(5_242_881);
    big.set(PNG);
    const cases: [string, string | null, Parameters<typeof apply>[1], number, string][] = [
      ['no session', null, { promotionId: neither, pictures: [{ bytes: PNG, name: 'a.png' }] }, 401, 'err_not_logged_in'],
      ['wrong type by content with an image name', token, { promotionId: neither, pictures: [{ bytes: GIF, name: 'photo.png' }] }, 400, 'activity_image_type'],
      [
        'text dressed as a jpeg',
        token,
        { promotionId: neither, pictures: [{ bytes: new TextEncoder().encode('<svg onload=x>'), name: 'a.jpg', type: 'image/jpeg' }] },
        400,
        'activity_image_type',
      ],
      ['oversize', token, { promotionId: neither, pictures: [{ bytes: big, name: 'big.png' }] }, 400, 'activity_apply_remark_limit3'],
      [
        'a fourth picture',
        token,
        { promotionId: neither, pictures: [PNG, PNG, JPEG, PNG].map((bytes, i) => ({ bytes, name: `p${i}.png` })) },
        400,
        'activity_apply_remark_limit4',
      ],
      ['unknown promotion', token, { promotionId: 99999 }, 404, 'err_promotion_not_found'],
      ['malformed promotion id', token, { promotionId: '1 OR 1=1' }, 404, 'err_promotion_not_found'],
      ['remark over 140', token, { promotionId: neither, remarks: 'x'.repeat(141) }, 400, 'err_remark_too_long'],
    ];
    for (const [name, who, fields, status, message] of cases) {
      const res = await apply(who, fields);
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toBe(message);
    }
    expect((await apply(token, { promotionId: await promotionId(REMARK_ONLY), remarks: '   ' })).body.message).toBe('err_remark_required');
    expect((await apply(token, { promotionId: await promotionId(PICTURE_ONLY), remarks: 'receipt' })).body.message).toBe('err_image_required');
    expect((await apply(token, { promotionId: await promotionId(NO_APPLICATIONS) })).body.message).toBe('err_promotion_no_apply');
    expect((await apply(token, { promotionId: await promotionId(NEEDS_JOIN) })).body.message).toBe('err_promotion_join_first');
    // A member of another merchant cannot apply to this merchant's promotion.
    const lite = await login(server, 'liteplayer', 'Player1234', 'LITE');
    expect((await apply(lite, { promotionId: neither }, 'LITE')).body.message).toBe('err_promotion_not_found');
    expect(await storedFiles()).toEqual([]);
    expect(await server.db.selectFrom('reward_applications').selectAll().execute()).toEqual(seeded);
  });

  it('stores an accepted upload under server-chosen names and lists the application as pending', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const id = await promotionId(PICTURE_ONLY);
    const res = await apply(token, {
      promotionId: id,
      remarks: 'Deposit on Monday',
      pictures: [
        { bytes: JPEG, name: '../../etc/passwd.jpg', type: 'image/jpeg' },
        { bytes: PNG, name: 'receipt.png' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.value?.status).toBe('pending');
    const files = (await storedFiles()).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^[0-9a-f-]{36}\.(jpg|png)$/);
    const rows = await server.db.selectFrom('reward_application_images').selectAll().orderBy('sequence').execute();
    expect(rows.map((r) => r.content_type)).toEqual(['image/jpeg', 'image/png']);
    const picture = await server.db
      .selectFrom('uploads')
      .select('bytes')
      .where('name', '=', rows[0]?.file_name ?? '')
      .executeTakeFirstOrThrow();
    // The picture as drawn again by the server, not the upload's bytes.
    expect(await pictureFacts(picture.bytes)).toEqual({ format: 'jpeg', width: 1, height: 1, exif: false });

    const list = await call<{ applications: { id: number; status: string; imageCount: number; reason: string | null; remarks: string }[] }>(
      server,
      'GET',
      '/api/rewards/applications',
      { token },
    );
    // Newest first: the new one, then the seeded history (a rejection with its reason, an approval).
    expect(list.body.value?.applications).toEqual([
      expect.objectContaining({ id: res.body.value?.id, promotionId: id, status: 'pending', imageCount: 2, reason: null, remarks: 'Deposit on Monday' }),
      expect.objectContaining({ status: 'rejected', reason: expect.any(String) }),
      expect.objectContaining({ status: 'approved', reason: null }),
    ]);
    // Other members do not see it.
    const other = await login(server, 'nobalance', 'Player1234');
    expect((await call<{ applications: unknown[] }>(server, 'GET', '/api/rewards/applications', { token: other })).body.value?.applications).toEqual([]);

    // The demo operator rejects it, with a reason, once.
    const decided = await call(server, 'POST', '/api/test-controls/reward-applications/decide', {
      body: { id: res.body.value?.id, status: 'rejected', reason: 'Receipt unreadable' },
    });
    expect(decided.body.value).toMatchObject({ status: 'rejected', reason: 'Receipt unreadable' });
    expect((await call(server, 'POST', '/api/test-controls/reward-applications/decide', { body: { id: res.body.value?.id, status: 'approved' } })).status).toBe(
      409,
    );
  });

  it('counts a line break in the remark once, as the player typed it, though the form sends CRLF', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const remarks = `Deposit ref 12345\r\n${'x'.repeat(122)}`;
    const res = await apply(token, { promotionId: await promotionId(NEITHER), remarks });
    expect(res.status).toBe(200);
    const row = await server.db
      .selectFrom('reward_applications')
      .select('remarks')
      .where('id', '=', res.body.value?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.remarks).toBe(`Deposit ref 12345\n${'x'.repeat(122)}`);
    expect(row.remarks).toHaveLength(140);
  });

  it('files an application sent again with its key once, pictures and all, and needs the key', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const id = await promotionId(PICTURE_ONLY);
    const form = { promotionId: id, remarks: 'Slip attached', pictures: [{ bytes: PNG, name: 'slip.png' }] };
    const sent = await Promise.all([apply(token, form, undefined, 'apply-once-1'), apply(token, form, undefined, 'apply-once-1')]);
    const again = await apply(token, form, undefined, 'apply-once-1');
    expect(new Set([...sent, again].map((r) => `${r.status} ${r.body.value?.id}`)).size).toBe(1);
    const rows = await server.db.selectFrom('reward_applications').select('id').where('idempotency_key', '=', 'apply-once-1').execute();
    expect(rows).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(1);
    expect(await apply(token, form, undefined, null)).toMatchObject({ status: 400, body: { message: 'err_idempotency_key_required' } });
  });

  it('refuses hidden control and text-direction characters in the remark, keeping line breaks', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const id = await promotionId(NEITHER);
    for (const remarks of ['ref\u0000123', 'ref\u0007', 'admin\u202Enimda']) {
      expect(await apply(token, { promotionId: id, remarks })).toMatchObject({
        status: 400,
        body: { message: 'err_text_characters', value: { field: 'remarks' } },
      });
    }
    expect((await apply(token, { promotionId: id, remarks: 'line one\nline two\tend' })).status).toBe(200);
  });

  it('accepts an application with neither remark nor picture where none is required', async () => {
    const token = await login(server, 'player1', 'Player1234');
    expect((await apply(token, { promotionId: await promotionId(NEITHER) })).status).toBe(200);
  });

  it('has the demo operator approve an application that has waited past the review delay', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const fresh = (await apply(token, { promotionId: await promotionId(NEITHER) })).body.value?.id ?? 0;
    const old = (await apply(token, { promotionId: await promotionId(NEITHER) })).body.value?.id ?? 0;
    const longAgo = new Date(Date.now() - DEMO_REVIEW_DELAY_MS - 1000).toISOString();
    await server.db.updateTable('reward_applications').set({ created_at: longAgo }).where('id', '=', old).execute();
    const list = await call<{ applications: { id: number; status: string }[] }>(server, 'GET', '/api/rewards/applications', { token });
    const status = Object.fromEntries((list.body.value?.applications ?? []).filter((a) => a.id === fresh || a.id === old).map((a) => [a.id, a.status]));
    expect(status).toEqual({ [fresh]: 'pending', [old]: 'approved' });
  });
});

describe('daily sign-in', () => {
  it('signs once and credits once under 10 concurrent requests, and the LOGIN counter closes', async () => {
    const token = await login(server, 'nobalance', 'Player1234');
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow();
    const counter = async () => (await call<Record<string, { count: number }>>(server, 'GET', '/api/promotions/counters', { token })).body.value?.LOGIN?.count;
    expect(await counter()).toBe(1);
    const state = await call<{ signedToday: boolean; todayBonus: string; streak: number; today: string }>(server, 'GET', '/api/sign-in', { token });
    expect(state.body.value).toMatchObject({ signedToday: false, streak: 0, todayBonus: '1.00' });
    expect(state.body.value?.today).toBe(calendarDay(new Date(), 'Asia/Manila'));
    expect((state.body.value as { nextDayAt?: string } | undefined)?.nextDayAt).toBe(nextDayStart(state.body.value?.today ?? '', 'Asia/Manila'));

    // Ten taps at once from ten tabs: each its own sign-in.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call<{ credited: boolean }>(server, 'POST', '/api/sign-in', { token, headers: keyed(i) })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.value?.credited)).toHaveLength(1);
    expect(await server.db.selectFrom('sign_ins').selectAll().where('member_id', '=', member.id).execute()).toHaveLength(1);
    const entries = await server.db.selectFrom('ledger_entries').selectAll().where('member_id', '=', member.id).where('kind', '=', 'bonus').execute();
    expect(entries.map((e) => e.amount_minor)).toEqual([100]);
    expect((await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', member.id).executeTakeFirstOrThrow()).balance_minor).toBe(
      100,
    );
    expect(await counter()).toBe(0);
    const after = await call<{ signedToday: boolean; streak: number; signedDays: string[] }>(server, 'GET', '/api/sign-in', { token });
    expect(after.body.value).toMatchObject({ signedToday: true, streak: 1, signedDays: [state.body.value?.today] });
  });

  it('counts the streak from yesterday and pays the next day of the week', async () => {
    const token = await login(server, 'nobalance', 'Player1234');
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow();
    const today = calendarDay(new Date(), 'Asia/Manila');
    const day = (back: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - back);
      return d.toISOString().slice(0, 10);
    };
    await server.db
      .insertInto('sign_ins')
      .values([1, 2, 4].map((back) => ({ member_id: member.id, day: day(back), bonus_minor: 100, created_at: new Date().toISOString() })))
      .execute();
    expect((await call(server, 'GET', '/api/sign-in', { token })).body.value).toMatchObject({ streak: 2, todayBonus: '3.00' });
    expect((await call(server, 'POST', '/api/sign-in', { token, headers: keyed('streak') })).body.value).toMatchObject({
      streak: 3,
      credited: true,
      todayBonus: '3.00',
    });
  });

  it('answers a sign-in sent again with its key as the first answer, credits it once, and needs a key', async () => {
    const token = await login(server, 'nobalance', 'Player1234');
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow();
    expect((await call(server, 'POST', '/api/sign-in', { token })).body.message).toBe('err_idempotency_key_required');
    const first = await call<{ credited: boolean; streak: number }>(server, 'POST', '/api/sign-in', { token, headers: keyed('lost') });
    // Its answer was lost: the same sign-in again, at once and then later, answers as the first.
    const again = await Promise.all(
      [1, 2].map(() => call<{ credited: boolean; streak: number }>(server, 'POST', '/api/sign-in', { token, headers: keyed('lost') })),
    );
    for (const answer of [first, ...again]) expect([answer.status, answer.body.value]).toMatchObject([200, { credited: true, streak: 1 }]);
    // Another tap is another sign-in: today is signed already.
    expect((await call(server, 'POST', '/api/sign-in', { token, headers: keyed('other') })).body.value).toMatchObject({ credited: false });
    const entries = await server.db
      .selectFrom('ledger_entries')
      .select('amount_minor')
      .where('member_id', '=', member.id)
      .where('kind', '=', 'bonus')
      .execute();
    expect(entries).toEqual([{ amount_minor: 100 }]);
  });

  it('needs a session', async () => {
    expect((await call(server, 'POST', '/api/sign-in')).status).toBe(401);
  });

  it('pays nothing where the merchant does not run the LOGIN promotion', async () => {
    const token = await login(server, 'liteplayer', 'Player1234', 'LITE');
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(server, method, '/api/sign-in', { token, merchant: 'LITE', headers: keyed('lite') });
      expect([res.status, res.body.message], method).toEqual([403, 'err_no_permission']);
    }
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'liteplayer').executeTakeFirstOrThrow();
    expect(await server.db.selectFrom('sign_ins').select('day').where('member_id', '=', member.id).execute()).toEqual([]);
  });

  it('takes the calendar day in the merchant time zone', () => {
    const instant = new Date('2026-03-31T17:30:00Z');
    expect(calendarDay(instant, 'Asia/Manila')).toBe('2026-04-01');
    expect(calendarDay(instant, 'UTC')).toBe('2026-03-31');
  });

  it("names the instant the merchant's next day starts, across a change of clocks too", () => {
    expect(nextDayStart('2026-11-25', 'Asia/Manila')).toBe('2026-11-25T16:00:00.000Z');
    expect(nextDayStart('2026-12-31', 'UTC')).toBe('2027-01-01T00:00:00.000Z');
    expect(nextDayStart('2026-11-25', 'America/Sao_Paulo')).toBe('2026-11-26T03:00:00.000Z');
    // Berlin moves to summer time on 29 March and back on 25 October 2026; midnight is before either change.
    expect(nextDayStart('2026-03-28', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(nextDayStart('2026-03-29', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(nextDayStart('2026-10-24', 'Europe/Berlin')).toBe('2026-10-24T22:00:00.000Z');
    expect(nextDayStart('2026-10-25', 'Europe/Berlin')).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('reward centre', () => {
  it('lists the claimables and claims each once through the ledger, even concurrently', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const counters = async () => (await call<Record<string, { count: number }>>(server, 'GET', '/api/promotions/counters', { token })).body.value;
    expect(await counters()).toMatchObject({ MANUAL: { count: 1 }, MISSION_MANUAL: { count: 1 }, UPGRADE_BONUS: { count: 1 }, TICKET: { count: 1 } });
    const list = await call<{ rewards: { id: number; kind: string; amount: string; claimed: boolean }[] }>(server, 'GET', '/api/rewards', { token });
    const upgrade = list.body.value?.rewards.find((r) => r.kind === 'UPGRADE_BONUS');
    expect(upgrade).toMatchObject({ amount: '88.00', claimed: false });
    const before = minorOf((await call<{ sumBalance: string }>(server, 'GET', '/api/wallet', { token })).body.value?.sumBalance ?? '0.00');

    const claims = await Promise.all(
      Array.from({ length: 5 }, (_, i) => call(server, 'POST', '/api/rewards/claim', { token, body: { id: upgrade?.id }, headers: keyed(i) })),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.status === 409).every((c) => c.body.message === 'err_reward_claimed')).toBe(true);
    expect(minorOf((await call<{ sumBalance: string }>(server, 'GET', '/api/wallet', { token })).body.value?.sumBalance ?? '0.00')).toBe(before + 8_800);
    expect(await server.db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', `reward-claim:${upgrade?.id}`).execute()).toHaveLength(1);
    expect((await counters())?.UPGRADE_BONUS?.count).toBe(0);

    // Someone else's reward is not theirs to claim.
    const other = await login(server, 'nobalance', 'Player1234');
    const ticket = list.body.value?.rewards.find((r) => r.kind === 'TICKET');
    expect((await call(server, 'POST', '/api/rewards/claim', { token: other, body: { id: ticket?.id }, headers: keyed('other') })).status).toBe(404);
  });

  it('answers a claim sent again with its key as the first answer, moves the money once, and needs a key', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const list = await call<{ rewards: { id: number; kind: string; amount: string }[] }>(server, 'GET', '/api/rewards', { token });
    const upgrade = list.body.value?.rewards.find((r) => r.kind === 'UPGRADE_BONUS');
    const ticket = list.body.value?.rewards.find((r) => r.kind === 'TICKET');
    const claim = (id: number | undefined, key: string) =>
      call<{ id: number; sumBalance: string }>(server, 'POST', '/api/rewards/claim', { token, body: { id }, headers: keyed(key) });
    expect((await call(server, 'POST', '/api/rewards/claim', { token, body: { id: upgrade?.id } })).body.message).toBe('err_idempotency_key_required');
    const before = minorOf((await call<{ sumBalance: string }>(server, 'GET', '/api/wallet', { token })).body.value?.sumBalance ?? '0.00');
    const first = await claim(upgrade?.id, 'lost');
    expect(first.status).toBe(200);
    // The money moves after the claim (a deposit approved, say): the repeat still answers the first balance.
    const player = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    await server.db
      .updateTable('wallets')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', 500) }))
      .where('member_id', '=', player.id)
      .execute();
    const again = await Promise.all([1, 2].map(() => claim(upgrade?.id, 'lost')));
    for (const answer of again) expect([answer.status, answer.body.value]).toEqual([200, first.body.value]);
    expect(first.body.value?.sumBalance).toBe(moneyText(before + 8_800));
    expect(await server.db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', `reward-claim:${upgrade?.id}`).execute()).toHaveLength(1);
    // Another claim of it is refused as ever; the key of one claim does not claim another reward.
    expect((await claim(upgrade?.id, 'second')).body.message).toBe('err_reward_claimed');
    expect((await claim(ticket?.id, 'lost')).body.message).toBe('err_idempotency_conflict');
    // A claim that moves no money (raffle tickets) answers the same again too.
    const tickets = await claim(ticket?.id, 'tickets');
    expect((await claim(ticket?.id, 'tickets')).body.value).toEqual(tickets.body.value);
  });
});

describe('trial accounts', () => {
  it('are refused every call that earns a reward, and nothing is written for them', async () => {
    const token = await trialToken(server);
    const joinable = await promotionId(NEEDS_JOIN);
    const neither = await promotionId(NEITHER);
    const answers = [
      await call(server, 'POST', '/api/promotions/join', { token, body: { promotionId: joinable } }),
      await call(server, 'POST', '/api/sign-in', { token, headers: keyed('trial') }),
      await call(server, 'POST', '/api/rewards/claim', { token, body: { id: 1 }, headers: keyed('trial') }),
      await apply(token, { promotionId: neither }),
    ];
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(Array.from({ length: 4 }, () => [403, 'free_reject']));
    const trial = await server.db.selectFrom('members').select('id').where('type', '=', 4).executeTakeFirstOrThrow();
    for (const table of ['promotion_joins', 'sign_ins', 'reward_applications'] as const) {
      expect(await server.db.selectFrom(table).select('member_id').where('member_id', '=', trial.id).execute(), table).toEqual([]);
    }
  });
});
