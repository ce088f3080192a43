// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashLaunchToken } from '#server/services/demo-games';
import { type GamePage, PRIZE_MODES } from '#src/shared/contract/games';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

let server: TestServer;
let token: string;
beforeEach(async () => {
  server = await startTestServer();
  token = await login(server, 'player1', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

function launch(body: Record<string, unknown>, session = token) {
  return call<{ url: string }>(server, 'POST', '/api/games/launch', { token: session, body });
}

async function rowOf(url: string | undefined) {
  const launchToken = (url ?? '').replace('/demo/game/', '').replace(/\?.*$/, '');
  return server.db.selectFrom('game_launches').selectAll().where('token_hash', '=', hashLaunchToken(launchToken)).executeTakeFirstOrThrow();
}

async function launchCount() {
  return (await server.db.selectFrom('game_launches').select('token_hash').execute()).length;
}

describe('vendor lobby launch', () => {
  it('opens the TCG_SEA lottery lobby with code lobby and prize mode SEA, playing the vendor first game', async () => {
    const res = await launch({ vendor: 'TCG_SEA', code: 'lobby', prizeMode: 'SEA', playType: 'ent' });
    expect(res.status).toBe(200);
    expect(res.body.value?.url).toMatch(/^\/demo\/game\/[A-Za-z0-9_-]{43}$/);
    expect(await rowOf(res.body.value?.url)).toMatchObject({ node_id: 'TCG_SEA-0001', code: 'lobby', prize_mode: 'SEA', play_type: 'ent' });
    const page = await server.fetch(res.body.value?.url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="demo-spin"');
  });

  it('takes the vendor code in any case, defaults code to lobby and leaves the recent list alone', async () => {
    const res = await launch({ vendor: 'tcg_sea', prizeMode: 'SEA' });
    expect(await rowOf(res.body.value?.url)).toMatchObject({ node_id: 'TCG_SEA-0001', code: 'lobby' });
    const recent = await call<GamePage>(server, 'GET', '/api/games/recent', { token });
    expect(recent.body.value?.games).toEqual([]);
  });

  it('gives a lottery vendor lobby the default prize mode Elott, and a sports vendor none', async () => {
    expect(await rowOf((await launch({ vendor: 'LOTT' })).body.value?.url)).toMatchObject({ node_id: 'LOTT-0001', prize_mode: 'Elott' });
    expect(await rowOf((await launch({ vendor: 'DS88' })).body.value?.url)).toMatchObject({ node_id: 'DS88-0001', code: 'lobby', prize_mode: null });
  });

  it('refuses an unknown vendor and a vendor launch naming a game code', async () => {
    expect(await launch({ vendor: 'NOPE' })).toMatchObject({ status: 404, body: { success: false, message: 'err_not_found' } });
    expect(await launch({ vendor: 'TCG_SEA', code: 'tcg_sea_2' })).toMatchObject({ status: 400, body: { success: false, message: 'err_bad_request' } });
    expect(await launchCount()).toBe(0);
  });

  it('needs a session and is refused in maintenance', async () => {
    expect(await launch({ vendor: 'TCG_SEA' }, '')).toMatchObject({ status: 401, body: { message: 'err_not_logged_in' } });
    await call(server, 'POST', '/api/test-controls/system-status', { body: { maintenance: true, regionRestriction: false } });
    expect(await launch({ vendor: 'TCG_SEA' })).toMatchObject({ status: 503, body: { message: 'err_system_upgrading' } });
  });
});

describe('launch target', () => {
  it('needs exactly one of nodeId and vendor, refused with err_launch_target', async () => {
    const both = await launch({ nodeId: 'TCG_SEA-0002', vendor: 'TCG_SEA' });
    const neither = await launch({ prizeMode: 'SEA', code: 'lobby' });
    for (const res of [both, neither]) expect(res).toMatchObject({ status: 400, body: { success: false, message: 'err_launch_target' } });
    expect(await launchCount()).toBe(0);
  });

  it('still launches a game by nodeId', async () => {
    const res = await launch({ nodeId: 'SPW-0001' });
    expect(await rowOf(res.body.value?.url)).toMatchObject({ node_id: 'SPW-0001', code: 'lobby', prize_mode: null });
  });
});

describe('prize mode', () => {
  it('keeps each known prize mode as given', async () => {
    for (const mode of PRIZE_MODES) {
      const res = await launch({ nodeId: 'TCG_LOTTO_VN-0001', prizeMode: mode });
      expect(res.status).toBe(200);
      expect((await rowOf(res.body.value?.url)).prize_mode).toBe(mode);
    }
  });

  it('refuses an unknown or wrongly cased prize mode, for games and lobbies alike', async () => {
    for (const body of [
      { nodeId: 'TCG_SEA-0002', prizeMode: 'XYZ' },
      { nodeId: 'TCG_SEA-0002', prizeMode: 'sea' },
      { vendor: 'TCG_SEA', prizeMode: '' },
      { vendor: 'TCG_SEA', prizeMode: 7 },
    ]) {
      expect(await launch(body)).toMatchObject({ status: 400, body: { success: false, message: 'err_bad_request' } });
    }
    expect(await launchCount()).toBe(0);
  });

  it('defaults a lottery game to Elott when none is given', async () => {
    expect((await rowOf((await launch({ nodeId: 'TCG_SEA-0003' })).body.value?.url)).prize_mode).toBe('Elott');
  });
});

const CLOSE_LINK = /<a class="close"[^>]*>/g;

describe('the demo game in the lottery frame', () => {
  it('may be framed by the app (same origin) and by no one else', async () => {
    const res = await launch({ vendor: 'TCG_SEA', prizeMode: 'SEA', embedded: true });
    const page = await server.fetch(res.body.value?.url ?? '');
    expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });

  it('an embedded launch hands out a page without its own close: the frame has the only one', async () => {
    for (const body of [
      { vendor: 'TCG_SEA', prizeMode: 'SEA', embedded: true },
      { nodeId: 'TCG_SEA-0002', prizeMode: 'Elott', embedded: true },
    ]) {
      const url = (await launch(body)).body.value?.url ?? '';
      expect(url).toMatch(/^\/demo\/game\/[A-Za-z0-9_-]{43}\?embedded=1$/);
      expect(await rowOf(url)).toMatchObject({ play_type: 'ent' });
      const html = await (await server.fetch(url)).text();
      expect(html).toContain('data-testid="demo-spin"');
      expect(html.match(CLOSE_LINK)).toBeNull();
    }
  });

  it('a page opened on its own (in place of the app, or in a new tab) keeps its one close back to the app', async () => {
    for (const body of [{ nodeId: 'TCG_SEA-0002' }, { nodeId: 'TCG_SEA-0002', embedded: false }, { nodeId: 'DS88-0001' }]) {
      const url = (await launch(body)).body.value?.url ?? '';
      expect(url).toMatch(/^\/demo\/game\/[A-Za-z0-9_-]{43}$/);
      const html = await (await server.fetch(url)).text();
      // It leaves the page for the app's home, out of any frame it might be in.
      expect(html.match(CLOSE_LINK)).toEqual(['<a class="close" href="/m/home" target="_top">']);
    }
  });

  it('an expired link says so, with its close by the same rule', async () => {
    const dead = `/demo/game/${'A'.repeat(43)}`;
    const alone = await server.fetch(dead);
    expect(alone.status).toBe(404);
    expect((await alone.text()).match(CLOSE_LINK)).toHaveLength(1);
    const framed = await server.fetch(`${dead}?embedded=1`);
    expect(framed.status).toBe(404);
    expect((await framed.text()).match(CLOSE_LINK)).toBeNull();
  });

  it('only embedded=1 leaves the close out', async () => {
    const url = (await launch({ nodeId: 'TCG_SEA-0002' })).body.value?.url ?? '';
    for (const query of ['?embedded=0', '?embedded=', '?embedded=true', '?lang=EN']) {
      expect((await (await server.fetch(`${url}${query}`)).text()).match(CLOSE_LINK)).toHaveLength(1);
    }
    expect((await (await server.fetch(`${url}?lang=EN&embedded=1`)).text()).match(CLOSE_LINK)).toBeNull();
  });

  it('refuses an embedded flag that is not a boolean', async () => {
    expect(await launch({ nodeId: 'TCG_SEA-0002', embedded: 'yes' })).toMatchObject({ status: 400, body: { success: false } });
  });
});
