// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawsFirstView, type FirstViewTools, firstViews, screenSlotOf } from '#server/services/first-view';
import { createSession } from '#server/services/sessions';
import { ROUTES, type RouteName, routePathOf } from '#src/shared/contract/app-routes';
import type { PromotionList } from '#src/shared/contract/promotions';
import { appRoutes, visitorSees } from '#tests/helpers/app-routes';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

/** The app's own renderer, from its sources; a stylesheet list as the build writes it. */
async function tools(): Promise<FirstViewTools> {
  const { renderFirstView } = await import('#src/entry-server');
  return { render: renderFirstView, styles: { '/m/login': ['/m/assets/LoginScreen-x.css'] } };
}

/** The screens' reads, answered by the app in process as the server answers them. */
const callApi = async (request: Request) => server.app.fetch(request);

const at = (name: RouteName, host = 'localhost') => new URL(`http://${host}${routePathOf(name)}`);

describe("the server's first views", () => {
  it('draws the routes a visitor sees, except those whose painted pictures come sooner', () => {
    for (const route of appRoutes()) {
      const drawn = ROUTES[route.key].shell === undefined;
      expect(drawsFirstView(route.key, null), route.key).toBe(visitorSees(route) && drawn);
      expect(drawsFirstView(route.key, { type: 0 }), route.key).toBe(drawn);
      // A trial account (type 4) and an agent (type 1) are not drawn the routes that send them away.
      expect(drawsFirstView(route.key, { type: 4 }), route.key).toBe(drawn && !route.rejectTrial);
      expect(drawsFirstView(route.key, { type: 1 }), route.key).toBe(drawn && !route.rejectAgent);
    }
  });

  it("draws the screen in the merchant's page language with its config and styles, and keeps it a minute", async () => {
    let now = 0;
    const views = firstViews('unused', callApi, () => now, tools());
    const services = { db: server.db, config: server.config };
    const login = await views(services, at('login'), 'login', '203.0.113.9', null);
    // A picture of the screen until the app's own is drawn: inert, without the app's test hooks.
    expect(login?.html).toMatch(/^<div data-screen="" inert=""><main[^>]*><div[^>]*><h1[^>]*>Mag-log in<\/h1>/);
    expect(login?.html).toMatch(/<\/main><\/div>$/);
    expect(login?.html).not.toContain('data-testid');
    expect(login?.styles).toEqual(['/m/assets/LoginScreen-x.css']);
    expect(login?.language).toBe('TY');
    expect(login?.config.merchantName).toBe('Demo Lobby');
    // The caller's own address, never the one the view was first drawn for.
    expect(login?.config.location.ip).toBe('203.0.113.9');
    expect((await views(services, at('login'), 'login', '198.51.100.7', null))?.config.location.ip).toBe('198.51.100.7');
    await server.db.updateTable('merchants').set({ name: 'Renamed Lobby' }).where('code', '=', 'DEMO').execute();
    expect((await views(services, at('login'), 'login', '', null))?.config.merchantName).toBe('Demo Lobby');
    now = 60_000;
    expect((await views(services, at('login'), 'login', '', null))?.config.merchantName).toBe('Renamed Lobby');
  });

  it('draws each host its own merchant', async () => {
    const views = firstViews('unused', callApi, Date.now, tools());
    const view = await views({ db: server.db, config: server.config }, at('register', 'lite.localhost'), 'register', '', null);
    expect(view?.config.merchantName).toBe('Lite Lobby');
  });

  it('draws a list screen with its first reads answered, and hands the answers to the app', async () => {
    const services = { db: server.db, config: server.config };
    const views = firstViews('unused', callApi, Date.now, tools());
    const promotions = await views(services, at('activity'), 'activity', '', null);
    const served = promotions?.reads.promotions as { value: PromotionList } | undefined;
    expect(served?.value.promotions.length).toBeGreaterThan(1);
    for (const promotion of served?.value.promotions ?? []) expect(promotions?.html).toContain(promotion.title);
    // Its pictures on the CDN the page will name, which the app then stays on.
    expect(['/cdn/a', '/cdn/b']).toContain(promotions?.cdn);
    const pictures = [...(promotions?.html ?? '').matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(pictures.length).toBeGreaterThan(1);
    for (const src of pictures) expect(src?.startsWith(`${promotions?.cdn}/`), src).toBe(true);
    // A screen without reads draws once and hands nothing over.
    expect((await views(services, at('login'), 'login', '', null))?.reads).toEqual({});
  });

  it("draws a member's view with their own data on every page, and a visitor's where the cookie names no live session", async () => {
    const services = { db: server.db, config: server.config };
    const views = firstViews('unused', callApi, Date.now, tools());
    const memberOf = (merchant: string, account: string) =>
      server.db.selectFrom('members').select('id').where('merchant_code', '=', merchant).where('account', '=', account).executeTakeFirstOrThrow();
    const token = await createSession(server.db, (await memberOf('DEMO', 'player1')).id);
    const mine = await views(services, at('member/home'), 'member/home', '', token);
    expect(mine?.member).toBe(true);
    expect(mine?.reads['member-info']).toMatchObject({ account: 'player1' });
    expect(mine?.reads.wallet).toMatchObject({ currency: expect.any(String) });
    // Never kept: the next page shows what changed since.
    await server.db.updateTable('members').set({ nickname: 'Lucky Seven' }).where('account', '=', 'player1').where('merchant_code', '=', 'DEMO').execute();
    expect((await views(services, at('member/home'), 'member/home', '', token))?.html).toContain('Lucky Seven');
    // A member's route that a visitor never sees drawn.
    expect((await views(services, at('vip'), 'vip', '', token))?.member).toBe(true);
    // A part that one answer opens reads for itself, and is drawn with its answer too: the promo
    // counters open the invitation, which reads the member's code.
    const invite = await views(services, at('inviteFriends'), 'inviteFriends', '', await createSession(server.db, (await memberOf('DEMO', 'player1')).id));
    expect(Object.keys(invite?.reads ?? {})).toEqual(expect.arrayContaining(['promo-counters', 'invite-friends']));
    expect(invite?.html).toContain('affiliateCode=player1');
    // A token that is no live session here (unknown, or another merchant's) gets the visitor's view, or none.
    const lite = await createSession(server.db, (await memberOf('LITE', 'liteplayer')).id);
    for (const other of ['no-such-session', lite]) {
      const visitor = await views(services, at('member/home'), 'member/home', '', other);
      expect(visitor?.member).toBe(false);
      expect(visitor?.html).not.toContain('Lucky Seven');
      expect(visitor?.reads['member-info']).toBeUndefined();
      expect(await views(services, at('vip'), 'vip', '', other)).toBeNull();
    }
  });

  it("draws an operator's HTML sanitized as the app sanitizes it", async () => {
    const views = firstViews('unused', callApi, Date.now, tools());
    const hostile = await views({ db: server.db, config: server.config }, new URL('http://localhost/m/activityDetail?id=12'), 'activityDetail', '', null);
    // Its harmless paragraph, in the page's language, is drawn; nothing that runs or asks is.
    const content = (hostile?.reads['promotion:12'] as { content: string } | undefined)?.content ?? '';
    const paragraph = /<p>[^<]+<\/p>/.exec(content)?.[0];
    expect(paragraph).toBeDefined();
    expect(hostile?.html).toContain(paragraph);
    const drawnContent = hostile?.html.slice(hostile.html.indexOf(paragraph ?? '')) ?? '';
    expect(drawnContent).not.toMatch(/<script|<iframe|<form|<input|<button|javascript:|onerror|onclick|onload|style=/i);
  });

  it("takes the screen's slot out of the app's markup, nested divs and all", () => {
    const slot = '<div data-screen=""><main><div a="1"><div>x</div></div><div></div></main></div>';
    expect(screenSlotOf(`<div class="app"><header><div>h</div></header>${slot}<div>nav</div></div>`)).toBe(slot);
    expect(screenSlotOf('<div class="app"><div>no screen</div></div>')).toBeNull();
    expect(screenSlotOf('<div data-screen=""><div>cut off')).toBeNull();
  });

  it('has no view where a guard sends the visitor elsewhere, nor without a build', async () => {
    const services = { db: server.db, config: server.config };
    expect(await firstViews('unused', callApi, Date.now, tools())(services, at('withdraw'), 'withdraw', '', null)).toBeNull();
    expect(await firstViews('no-such-build', callApi)(services, at('login'), 'login', '', null)).toBeNull();
  });
});
