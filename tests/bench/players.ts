import type { Db } from '#server/db/database';
import { hashPassword } from '#server/services/passwords';
import { createSession } from '#server/services/sessions';
import { moneyText } from '#src/shared/contract/amount';
import { HEADERS } from '#src/shared/contract/platform';
import { median } from './budgets';

/** The crowd: this many players at once, each for this long, then it stops by itself. */
export const PLAYERS = { count: 100, seconds: 10 } as const;

export type CallFigures = { count: number; p50Ms: number; p99Ms: number; errors: number };
export type PlayersFigures = { requestsPerSecond: number; requests: number; errors: number; ledgerMismatches: number; calls: Record<string, CallFigures> };

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * A hundred members with money play at once on the loopback server: they browse the game list,
 * star and unstar a game, spin the demo game (a real bet through the ledger) and deposit (the
 * demo operator approves at once, on the next wallet read). Every non-2xx answer or failed
 * connection is an error. Afterwards every wallet must equal its ledger.
 * The members and their sessions are written straight into `db`, the servers' database
 * (registration and login are not what this measures); the servers must run with
 * DEMO_DEPOSIT_APPROVE_MS=0. Several `urls` are several instances of one platform: the players
 * are spread over them in turn, as a load balancer would.
 */
export async function playersLoad(urls: readonly string[], db: Db): Promise<PlayersFigures> {
  const passwordHash = await hashPassword('Player1234');
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS.count; i += 1) {
    const member = await db
      .insertInto('members')
      .values({
        merchant_code: 'DEMO',
        account: `crowd${i}`,
        nickname: '',
        password_hash: passwordHash,
        type: 0,
        mobile: null,
        email: null,
        club_label: 'VIP 0',
        status: 'active',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Single writes only: the server writes the same file, and a transaction that reads before
    // it writes would lose to it (SQLITE_BUSY_SNAPSHOT) where a lone write just waits its turn.
    await db.insertInto('wallets').values({ member_id: member.id, currency: 'CNY', balance_minor: 100_000 }).execute();
    await db
      .insertInto('ledger_entries')
      .values({
        member_id: member.id,
        amount_minor: 100_000,
        balance_after_minor: 100_000,
        kind: 'bonus',
        reference: `crowd-${i}`,
        idempotency_key: `crowd-credit-${i}`,
        created_at: new Date().toISOString(),
      })
      .execute();
    tokens.push(await createSession(db, member.id));
  }
  const games = await db.selectFrom('games').select(['node_id', 'vendor_code', 'min_bet_minor']).where('game_type', '=', 'RNG').limit(50).execute();

  const timings: Record<string, number[]> = {};
  const errors: Record<string, number> = {};
  const call = async (name: string, path: string, player: number, init: { method?: string; body?: unknown; key?: string } = {}) => {
    const url = urls[player % urls.length] ?? '';
    const started = performance.now();
    let ok = false;
    let value: unknown;
    try {
      const res = await fetch(`${url}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${tokens[player] ?? ''}`,
          [HEADERS.merchant]: 'DEMO',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(init.key ? { [HEADERS.idempotencyKey]: init.key } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      value = await res.json();
      ok = res.ok;
    } catch {
      ok = false;
    }
    const taken = timings[name] ?? [];
    timings[name] = taken;
    taken.push(performance.now() - started);
    if (!ok) errors[name] = (errors[name] ?? 0) + 1;
    return value as { value?: { url?: string } } | undefined;
  };

  const stopAt = Date.now() + PLAYERS.seconds * 1000;
  const started = Date.now();
  await Promise.all(
    tokens.map(async (_token, p) => {
      const played = games[p % games.length];
      const launched = await call('launch', '/api/games/launch', p, { method: 'POST', body: { nodeId: played?.node_id ?? '' } });
      // The game's smallest stake: the demo game refuses less.
      const stake = moneyText(played?.min_bet_minor ?? 100);
      const spinPath = `${launched?.value?.url ?? '/demo/game/none'}/spin`;
      for (let step = 0; Date.now() < stopAt; step += 1) {
        const game = games[(p + step) % games.length] ?? { node_id: '', vendor_code: '' };
        const key = `crowd-${p}-${step}`;
        switch (step % 4) {
          case 0:
            await call('games', `/api/games?gameType=RNG&pageNo=${(step % 20) + 1}&pageSize=25`, p);
            break;
          case 1: {
            const favourite = { nodeId: game.node_id, vendor: game.vendor_code };
            await call('addFavourite', '/api/games/favourites', p, { method: 'POST', body: favourite });
            await call(
              'removeFavourite',
              `/api/games/favourites?nodeId=${encodeURIComponent(game.node_id)}&vendor=${encodeURIComponent(game.vendor_code)}`,
              p,
              { method: 'DELETE' },
            );
            break;
          }
          case 2:
            await call('spin', spinPath, p, { method: 'POST', body: { stake, idempotencyKey: key } });
            break;
          default:
            await call('deposit', '/api/wallet/deposits', p, { method: 'POST', body: { channelCode: 'BANK', amount: '100.00' }, key });
            await call('wallet', '/api/wallet', p);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;

  const mismatches = await db
    .selectFrom('wallets as w')
    .leftJoin('ledger_entries as l', 'l.member_id', 'w.member_id')
    .select(['w.member_id', 'w.balance_minor', (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.amount_minor'), eb.lit(0)).as('total')])
    .groupBy(['w.member_id', 'w.balance_minor'])
    .execute();
  const calls: Record<string, CallFigures> = {};
  for (const [name, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b);
    calls[name] = { count: list.length, p50Ms: Math.round(median(sorted) ?? 0), p99Ms: Math.round(percentile(sorted, 99)), errors: errors[name] ?? 0 };
  }
  const requests = Object.values(calls).reduce((sum, c) => sum + c.count, 0);
  return {
    requestsPerSecond: Math.round(requests / elapsed),
    requests,
    errors: Object.values(errors).reduce((sum, n) => sum + n, 0),
    ledgerMismatches: mismatches.filter((m) => m.balance_minor !== Number(m.total)).length,
    calls,
  };
}
