// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME_STRINGS } from '#server/pages/strings';
import { hashLaunchToken, LAUNCH_TTL_MS, spinPayoutMinor } from '#server/services/demo-games';
import { minorOf, moneyText } from '#src/shared/contract/amount';
import type { GamePage } from '#src/shared/contract/games';
import { formatMoney } from '#src/shared/lib/money';
import { apiCall } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
let token: string;
let memberId: number;
beforeEach(async () => {
  server = await startTestServer();
  token = await login(server, 'player1', 'Player1234');
  memberId = (await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow()).id;
});
afterEach(async () => {
  await server.stop();
});

type SpinBody = { balance?: string; win?: string; stake?: string; error?: string; minStake?: string; maxStake?: string };

async function launch(nodeId = 'SPW-0001', session = token, extra: Record<string, string> = {}) {
  const res = await call<{ url: string }>(server, 'POST', '/api/games/launch', { token: session, body: { nodeId, ...extra } });
  return res;
}

async function launchToken(nodeId = 'SPW-0001', session = token): Promise<string> {
  const res = await launch(nodeId, session);
  const url = res.body.value?.url ?? '';
  expect(url).toMatch(/^\/demo\/game\/[A-Za-z0-9_-]{43}$/);
  return url.slice('/demo/game/'.length);
}

async function spin(launchTok: string, stake: unknown, idempotencyKey: unknown) {
  const res = await server.fetch(`/demo/game/${launchTok}/spin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ stake, idempotencyKey }),
  });
  return { status: res.status, body: (await res.json()) as SpinBody };
}

async function money(id = memberId) {
  const wallet = await server.db.selectFrom('wallets').select('balance_minor').where('member_id', '=', id).executeTakeFirstOrThrow();
  const sum = await server.db
    .selectFrom('ledger_entries')
    .select(({ fn }) => fn.coalesce(fn.sum<number>('amount_minor'), ({ lit }) => lit(0)).as('total'))
    .where('member_id', '=', id)
    .executeTakeFirstOrThrow();
  const entries = await server.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', id)
    .executeTakeFirstOrThrow();
  return { balance: wallet.balance_minor, sum: Number(sum.total), entries: Number(entries.n) };
}

async function secretOf(launchTok: string) {
  return (await server.db.selectFrom('game_launches').select('secret').where('token_hash', '=', hashLaunchToken(launchTok)).executeTakeFirstOrThrow()).secret;
}

async function minBet(nodeId: string) {
  return (await server.db.selectFrom('games').select('min_bet_minor').where('node_id', '=', nodeId).executeTakeFirstOrThrow()).min_bet_minor;
}

describe('launch', () => {
  it('needs a session and a known game', async () => {
    expect((await launch('SPW-0001', '')).status).toBe(401);
    expect(await launch('NOPE-0001')).toMatchObject({ status: 404, body: { success: false, message: 'err_not_found' } });
  });

  it('opens a two-hour launch session, keeps only the token hash and records the game as recent', async () => {
    const res = await launch('TCG_SEA-0002', token, { playType: 'trad' });
    const launchTok = (res.body.value?.url ?? '').split('/').pop() ?? '';
    const rows = await server.db.selectFrom('game_launches').selectAll().execute();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      member_id: memberId,
      node_id: 'TCG_SEA-0002',
      play_type: 'trad',
      prize_mode: 'Elott',
      code: 'lobby',
      token_hash: hashLaunchToken(launchTok),
    });
    expect(JSON.stringify(row)).not.toContain(launchTok);
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(LAUNCH_TTL_MS);

    await launch('SPW-0002');
    await launch('TCG_SEA-0002');
    const recent = await call<GamePage>(server, 'GET', '/api/games/recent', { token });
    expect(recent.body.value?.games.map((g) => g.nodeId)).toEqual(['TCG_SEA-0002', 'SPW-0002']);
    expect((await server.db.selectFrom('game_launches').selectAll().where('node_id', '=', 'SPW-0002').executeTakeFirstOrThrow()).play_type).toBe('ent');
  });

  it('lets a trial account launch and play with its demo credit', async () => {
    const trial = await trialToken(server);
    const launchTok = await launchToken('SPW-0003', trial);
    const stakeMinor = await minBet('SPW-0003');
    const res = await spin(launchTok, moneyText(stakeMinor), 'trial-1');
    expect(res.status).toBe(200);
    expect(minorOf(res.body.balance ?? '')).toBe(200_000 - stakeMinor + minorOf(res.body.win ?? ''));
  });

  it('is refused while the merchant is in maintenance, and so are spins', async () => {
    const launchTok = await launchToken();
    await call(server, 'POST', '/api/test-controls/system-status', { body: { maintenance: true, regionRestriction: false } });
    expect(await launch()).toMatchObject({ status: 503, body: { success: false, message: 'err_system_upgrading' } });
    const before = await money();
    expect(await spin(launchTok, '10.00', 'during-maintenance')).toEqual({ status: 503, body: { error: 'system_upgrading' } });
    expect(await money()).toEqual(before);
  });
});

describe('demo game spins', () => {
  it('moves money once per idempotency key and writes one bet record', async () => {
    const launchTok = await launchToken();
    const before = await money();
    const stakeMinor = 1_000;
    const first = await spin(launchTok, '10.00', 'key-1');
    expect(first.status).toBe(200);
    const payout = spinPayoutMinor(await secretOf(launchTok), launchTok, 'key-1', stakeMinor);
    expect(first.body).toEqual({ balance: moneyText(before.balance - stakeMinor + payout), win: moneyText(payout), stake: '10.00' });

    const after = await money();
    const again = await spin(launchTok, '10.00', 'key-1');
    expect(again).toEqual(first);
    expect(await money()).toEqual(after);
    expect(after.entries - before.entries).toBe(payout > 0 ? 2 : 1);

    const bet = await server.db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', `bet:${launchTok}:key-1`).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ amount_minor: -stakeMinor, kind: 'bet', member_id: memberId });
    const win = await server.db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', `win:${launchTok}:key-1`).executeTakeFirst();
    expect(win?.amount_minor ?? 0).toBe(payout);
    if (win) expect(win.kind).toBe('win');

    const records = await server.db
      .selectFrom('bet_records')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('idempotency_key', 'like', `bet:${launchTok}:%`)
      .execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ member_id: memberId, node_id: 'SPW-0001', stake_minor: stakeMinor, payout_minor: payout });
  });

  it('refuses the same key with another stake', async () => {
    const launchTok = await launchToken();
    await spin(launchTok, '10.00', 'key-x');
    const before = await money();
    expect(await spin(launchTok, '20.00', 'key-x')).toEqual({ status: 409, body: { error: 'idempotency_conflict' } });
    expect(await money()).toEqual(before);
  });

  it('moves money once for one key sent many times at once, answering each alike', async () => {
    const launchTok = await launchToken();
    const before = await money();
    const answers = await Promise.all(Array.from({ length: 6 }, () => spin(launchTok, '10.00', 'key-burst')));
    const payout = spinPayoutMinor(await secretOf(launchTok), launchTok, 'key-burst', 1_000);
    for (const answer of answers)
      expect(answer).toEqual({ status: 200, body: { balance: moneyText(before.balance - 1_000 + payout), win: moneyText(payout), stake: '10.00' } });
    const after = await money();
    expect(after.balance).toBe(before.balance - 1_000 + payout);
    expect(after.entries - before.entries).toBe(payout > 0 ? 2 : 1);
  });

  it('keeps the balance equal to the ledger sum over many spins, with wins near 45%', async () => {
    const launchTok = await launchToken('JDR-0004');
    const secret = await secretOf(launchTok);
    const stakes = ['1.00', '2.50', '5.00', '10.00', '20.00'];
    let expected = (await money()).balance;
    let wins = 0;
    const spins = 120;
    for (let i = 0; i < spins; i += 1) {
      const stake = stakes[i % stakes.length] ?? '1.00';
      const res = await spin(launchTok, stake, `many-${i}`);
      expect(res.status).toBe(200);
      const payout = spinPayoutMinor(secret, launchTok, `many-${i}`, minorOf(stake));
      if (payout > 0) {
        wins += 1;
        expect(payout).toBeGreaterThanOrEqual(Math.floor(minorOf(stake) * 0.5));
        expect(payout).toBeLessThanOrEqual(minorOf(stake) * 5);
      }
      expected += payout - minorOf(stake);
      expect(minorOf(res.body.balance ?? '')).toBe(expected);
    }
    const after = await money();
    expect(after.balance).toBe(expected);
    expect(after.sum).toBe(after.balance);
    expect(wins).toBeGreaterThan(spins * 0.25);
    expect(wins).toBeLessThan(spins * 0.65);
    expect(
      await server.db.selectFrom('bet_records').select('id').where('member_id', '=', memberId).where('idempotency_key', 'like', `bet:${launchTok}:%`).execute(),
    ).toHaveLength(spins);
  });

  it('refuses a stake the wallet cannot cover and leaves nothing behind', async () => {
    const poor = await login(server, 'nobalance', 'Player1234');
    const poorId = (await server.db.selectFrom('members').select('id').where('account', '=', 'nobalance').executeTakeFirstOrThrow()).id;
    const launchTok = await launchToken('SPW-0001', poor);
    const stake = moneyText(await minBet('SPW-0001'));
    expect(await spin(launchTok, stake, 'broke-1')).toEqual({ status: 400, body: { error: 'insufficient_funds' } });
    expect(await money(poorId)).toEqual({ balance: 0, sum: 0, entries: 0 });
    expect(await server.db.selectFrom('bet_records').select('id').where('member_id', '=', poorId).execute()).toHaveLength(0);
  });

  it('keeps stakes between the game minimum bet and 10,000 in whole cents', async () => {
    await server.db.updateTable('games').set({ min_bet_minor: 500 }).where('node_id', '=', 'SPW-0005').execute();
    const launchTok = await launchToken('SPW-0005');
    const before = await money();
    expect(await spin(launchTok, '4.99', 'low')).toEqual({ status: 400, body: { error: 'invalid_stake', minStake: '5.00', maxStake: '10000.00' } });
    expect((await spin(launchTok, '10000.01', 'high')).status).toBe(400);
    expect((await spin(launchTok, '5.005', 'fraction')).body).toEqual({ error: 'invalid_stake' });
    expect((await spin(launchTok, '-5', 'negative')).status).toBe(400);
    expect((await spin(launchTok, 5, 'number')).status).toBe(400);
    expect((await spin(launchTok, '5', '')).body).toEqual({ error: 'invalid_request' });
    expect((await spin(launchTok, '5', 'x'.repeat(65))).status).toBe(400);
    expect(await money()).toEqual(before);
    expect((await spin(launchTok, '5', 'at-min')).status).toBe(200);
    expect((await spin(launchTok, '10000.00', 'at-max')).status).toBe(200);
  });

  it('answers 404 for an unknown or expired token and 415 for a body that is not JSON', async () => {
    const launchTok = await launchToken();
    expect(await spin('A'.repeat(43), '10.00', 'k')).toEqual({ status: 404, body: { error: 'not_found' } });
    expect((await server.fetch(`/demo/game/${'A'.repeat(43)}`)).status).toBe(404);
    const form = await server.fetch(`/demo/game/${launchTok}/spin`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"stake":10,"idempotencyKey":"k"}',
    });
    expect(form.status).toBe(415);

    await server.db
      .updateTable('game_launches')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await spin(launchTok, '10.00', 'late')).toEqual({ status: 404, body: { error: 'not_found' } });
    const page = await server.fetch(`/demo/game/${launchTok}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('href="/m/home"');
  });
});

describe('a launch link dies with its session', () => {
  it('on logout: the link stops spending, a link of another session still plays', async () => {
    const other = await login(server, 'player1', 'Player1234');
    const [mine, theirs] = [await launchToken(), await launchToken('SPW-0001', other)];
    expect((await spin(mine, '10.00', 'before')).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/auth/session', { token })).status).toBe(200);
    const before = await money();
    expect(await spin(mine, '10.00', 'after')).toEqual({ status: 404, body: { error: 'not_found' } });
    expect((await server.fetch(`/demo/game/${mine}`)).status).toBe(404);
    expect(await money()).toEqual(before);
    expect((await spin(theirs, '10.00', 'other')).status).toBe(200);
  });

  it("on a password change, every link of the member, the changing session's too; and when the session expires", async () => {
    const other = await login(server, 'player1', 'Player1234');
    const [mine, theirs] = [await launchToken(), await launchToken('SPW-0001', other)];
    const changed = await apiCall(server, 'POST', '/api/auth/change-password', {
      body: { oldPassword: 'Player1234', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' },
      sealed: true,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(changed.status).toBe(200);
    expect((await spin(mine, '10.00', 'a')).status).toBe(404);
    expect((await spin(theirs, '10.00', 'b')).status).toBe(404);

    const fresh = await launchToken();
    expect((await spin(fresh, '10.00', 'c')).status).toBe(200);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await spin(fresh, '10.00', 'd')).status).toBe(404);
  });
});

describe('demo game page', () => {
  it('shows the game, the balance, stakes from the minimum bet and SPIN, with no external assets', async () => {
    await server.db.updateTable('games').set({ min_bet_minor: 20, name: 'Lucky Reels 7' }).where('node_id', '=', 'SPW-0007').execute();
    const launchTok = await launchToken('SPW-0007');
    const res = await server.fetch(`/demo/game/${launchTok}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Lucky Reels 7</h1>');
    expect(html).toContain('￥12,345.67');
    expect(html).toContain('<option value="0.20">￥0.20</option>');
    expect(html).toContain('<option value="1.00">￥1.00</option>');
    // No language in the address nor from the browser: the product's default.
    expect(html).toContain(`<html lang="fil">`);
    expect(html).toContain(`>${GAME_STRINGS.TY.spin}</button>`);
    expect(html).toContain('href="/m/home"');
    expect(html).toContain("'/spin'");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toContain('<link');
  });

  it('escapes the game name', async () => {
    await server.db.updateTable('games').set({ name: '<script>alert("x")</script>&\'' }).where('node_id', '=', 'SPW-0008').execute();
    const launchTok = await launchToken('SPW-0008');
    const html = await (await server.fetch(`/demo/game/${launchTok}`)).text();
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(html).not.toContain('<script>alert');
    // Only the page's own script tag.
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

type DomWindow = Window & typeof globalThis;
type JsdomModule = {
  JSDOM: new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse: (window: DomWindow) => void }) => { window: DomWindow };
};

describe('demo game page script', () => {
  it('spins through the page: the balance shown follows the server', async () => {
    const launchTok = await launchToken('SPW-0001');
    const html = await (await server.fetch(`/demo/game/${launchTok}?lang=EN`)).text();
    const requests: { url: string; body: { stake: string; idempotencyKey: string } }[] = [];
    // jsdom has no type declarations here; a computed specifier keeps tsc out of it.
    const { JSDOM } = (await import('jsdom' as string)) as JsdomModule;
    const dom = new JSDOM(html, {
      url: `http://localhost/demo/game/${launchTok}?lang=EN`,
      runScripts: 'dangerously',
      beforeParse(window) {
        window.fetch = (async (url: string, init: RequestInit) => {
          requests.push({ url, body: JSON.parse(String(init.body)) as { stake: string; idempotencyKey: string } });
          return server.fetch(url, init);
        }) as typeof fetch;
      },
    });
    const doc = dom.window.document;
    const select = doc.getElementById('stake') as HTMLSelectElement;
    select.value = select.options[1]?.value ?? '';
    (doc.getElementById('spin') as HTMLButtonElement).click();
    await expect.poll(() => doc.getElementById('result')?.textContent ?? '').toMatch(/win/i);
    const wallet = await money();
    expect(doc.getElementById('balance')?.textContent).toBe(`￥${formatMoney(moneyText(wallet.balance), 'en')}`);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(`/demo/game/${launchTok}/spin`);
    expect(requests[0]?.body.stake).toBe(select.options[1]?.value);
    expect(requests[0]?.body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    dom.window.close();
  });
});
