import autocannon from 'autocannon';
import { seal } from '#src/shared/api/seal';
import { ENCRYPTION_SCHEME, type PublicKey } from '#src/shared/contract/auth';
import { HEADERS } from '#src/shared/contract/platform';

export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

/** The loopback load: a fixed number of connections for a fixed time, then it stops by itself. */
export const LOAD = { connections: 50, seconds: 5 } as const;
/** More logins than LOAD's run can make (the password check costs milliseconds of CPU each). */
const LOGIN_BODIES = 5_000;

async function hammer(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: LOAD.connections, duration: LOAD.seconds, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Requests per second and latency of the calls every visit makes (game list pages, hot games,
 * system status) and of login, sealed as the app seals it (a fresh sealed body each time: the password check
 * runs every time, so login is slow by design and has no budget).
 */
export async function serverLoad(url: string): Promise<Record<'games' | 'hotGames' | 'systemStatus' | 'login', LoadFigures>> {
  const common = { [HEADERS.merchant]: 'DEMO', [HEADERS.moduleId]: 'GAMELO3', 'Accept-Encoding': 'gzip' };
  // The first 20 pages of slots, round and round: what a crowd scrolling the lobby asks for.
  const pages = Array.from({ length: 20 }, (_, i) => ({ method: 'GET' as const, path: `/api/games?gameType=RNG&pageNo=${i + 1}&pageSize=25` }));
  const games = await hammer({ url, headers: common, requests: pages });
  const hotGames = await hammer({ url: `${url}/api/games/hot?gameType=RNG`, headers: { ...common, [HEADERS.moduleId]: 'GAMELOHOT3' } });
  const systemStatus = await hammer({ url: `${url}/api/system/status`, headers: { ...common, [HEADERS.moduleId]: 'COMM3' } });
  const key = ((await (await fetch(`${url}/api/crypto/public-key`, { headers: { [HEADERS.merchant]: 'DEMO' } })).json()) as { value: PublicKey }).value;
  // Each sealed body is taken once: seal more than the run can send, and hand each request its own.
  const sealedAt = Date.now();
  const bodies = await Promise.all(
    Array.from({ length: LOGIN_BODIES }, async () =>
      JSON.stringify(await seal({ username: 'player1', password: 'Player1234', type: 'username' }, key, sealedAt)),
    ),
  );
  let sent = 0;
  const login = await hammer({
    url: `${url}/api/auth/login`,
    method: 'POST',
    headers: { ...common, [HEADERS.moduleId]: 'COMM3', 'Content-Type': 'application/json', [HEADERS.encryption]: ENCRYPTION_SCHEME },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[sent++ % LOGIN_BODIES] }) }],
  });
  return { games, hotGames, systemStatus, login };
}
