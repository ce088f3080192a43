// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_STRINGS } from '#server/pages/strings';
import { CHAT_PAGE_SIZE, CHAT_RATE_LIMITS, CHAT_TTL_MS } from '#server/services/chat';
import { countUnreadChat } from '#server/services/chat-access';
import { hashLaunchToken } from '#server/services/demo-games';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
let player: string;
beforeEach(async () => {
  server = await startTestServer();
  player = await login(server, 'player1', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

const LAUNCH = { b2c: '1', language: 'EN', backUrl: 'http://localhost/m/message', headerColor: '#f5c542', title: 'Live chat' };

function launch(token: string, query: Record<string, string> = {}, merchant?: string) {
  return call<{ chatUrl: string }>(server, 'GET', '/api/chat/launch', { token, merchant, query: { ...LAUNCH, ...query } });
}

async function chatUrl(token = player, query: Record<string, string> = {}): Promise<string> {
  const res = await launch(token, query);
  expect(res.status).toBe(200);
  const url = res.body.value?.chatUrl ?? '';
  expect(url).toMatch(/^\/chat\/[A-Za-z0-9_-]{43}$/);
  return url;
}

async function page(url: string) {
  const res = await server.fetch(url);
  return { status: res.status, html: await res.text(), csp: res.headers.get('Content-Security-Policy') ?? '' };
}

async function messages(url: string) {
  const res = await server.fetch(`${url}/messages`);
  return { status: res.status, body: (await res.json()) as { messages?: { id: number; sender: string; text: string }[]; error?: string } };
}

function send(url: string, body: unknown, contentType = 'application/json') {
  return server.fetch(`${url}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function memberId(account: string): Promise<number> {
  return (await server.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
}

describe('chat permission and launch (product rule 6.9)', () => {
  it('lets a DEMO member chat, not a trial account nor a LITE member (no chat flags), nor a visitor', async () => {
    expect((await call(server, 'GET', '/api/chat/permission', { token: player })).body.value).toEqual({ hasPermission: true });
    const trial = await trialToken(server);
    expect((await call(server, 'GET', '/api/chat/permission', { token: trial })).body.value).toEqual({ hasPermission: false });
    const lite = await login(server, 'liteplayer', 'Player1234', 'LITE');
    expect((await call(server, 'GET', '/api/chat/permission', { token: lite, merchant: 'LITE' })).body.value).toEqual({ hasPermission: false });
    expect((await call(server, 'GET', '/api/chat/permission')).status).toBe(401);

    expect(await launch(trial)).toMatchObject({ status: 403, body: { message: 'free_reject' } });
    expect(await launch(lite, {}, 'LITE')).toMatchObject({ status: 403, body: { message: 'err_no_permission' } });
    expect(await server.db.selectFrom('chat_sessions').selectAll().execute()).toHaveLength(0);
  });

  it('refuses launch parameters outside the contract', async () => {
    expect((await launch(player, { b2c: '0' })).status).toBe(400);
    expect((await launch(player, { language: 'zh' })).status).toBe(400);
    expect((await launch(player, { headerColor: 'red;}' })).status).toBe(400);
  });

  it('keeps only the hash of the URL token, for two hours', async () => {
    const url = await chatUrl();
    const rows = await server.db.selectFrom('chat_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashLaunchToken(url.split('/').pop() ?? ''));
    expect(JSON.stringify(rows)).not.toContain(url.split('/').pop());
    expect(Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '')).toBe(CHAT_TTL_MS);
  });

  it('ends the link with the session that opened it', async () => {
    const url = await chatUrl();
    expect((await messages(url)).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/auth/session', { token: player })).status).toBe(200);
    expect((await messages(url)).status).toBe(404);
    expect((await page(url)).status).toBe(404);
    expect((await send(url, { text: 'still here?' })).status).toBe(404);
  });
});

describe('the chat page', () => {
  it('greets a member on first open, in the launch language, with the title, header colour and a script file', async () => {
    const url = await chatUrl(player, { language: 'VI', title: 'Hỗ trợ <b>' });
    const { status, html, csp } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(CHAT_STRINGS.VI.greeting);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Hỗ trợ &lt;b&gt;');
    expect(html).toContain('--header:#f5c542');
    expect(html).toContain('<script src="/chat/chat.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(csp).toContain("script-src 'self'");
    // Opening again does not greet twice.
    await page(url);
    expect((await messages(url)).body.messages?.filter((m) => m.text === CHAT_STRINGS.VI.greeting)).toHaveLength(1);
    const script = await server.fetch('/chat/chat.js');
    expect(script.headers.get('Content-Type')).toContain('javascript');
  });

  it("shows the operator's automatic messages in the language of the chat being read, not the first one's", async () => {
    const first = await chatUrl(player, { language: 'CN' });
    await page(first);
    const later = await chatUrl(player, { language: 'TY' });
    const { html } = await page(later);
    expect(html).toContain(CHAT_STRINGS.TY.greeting);
    expect(html).not.toContain(CHAT_STRINGS.CN.greeting);
  });

  it('links back only to an http(s) page of its own host', async () => {
    const backOf = async (backUrl: string) => (await page(await chatUrl(player, { backUrl }))).html.match(/class="back" href="([^"]*)"/)?.[1];
    expect(await backOf('http://localhost/m/message?x=1&y=2')).toBe('http://localhost/m/message?x=1&amp;y=2');
    expect(await backOf('https://evil.example.com/m/home')).toBe('/m/home');
    expect(await backOf('javascript:alert(1)')).toBe('/m/home');
    expect(await backOf('//evil.example.com/')).toBe('/m/home');
  });

  it('escapes what the player writes', async () => {
    const url = await chatUrl();
    expect((await send(url, { text: '<img src=x onerror=alert(1)>' })).status).toBe(201);
    const { html } = await page(url);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('takes 1 to 1000 characters of JSON text, and nothing for an unknown or expired token', async () => {
    const url = await chatUrl();
    expect((await send(url, { text: '   ' })).status).toBe(400);
    expect((await send(url, { text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await send(url, { text: 'x'.repeat(1000) })).status).toBe(201);
    expect((await send(url, 'text=hi', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await send('/chat/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { text: 'hi' })).status).toBe(404);
    await server.db
      .updateTable('chat_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await page(url)).status).toBe(404);
    expect((await messages(url)).status).toBe(404);
  });
});

describe('a flood and a long conversation', () => {
  it('refuses sends past the burst limit with 429 and when to try again, and stores none of them', async () => {
    const url = await chatUrl();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => send(url, { text: `line ${i}` })));
    const statuses = answers.map((res) => res.status);
    const [burst] = CHAT_RATE_LIMITS;
    expect(statuses.filter((s) => s === 201)).toHaveLength(burst.messages);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - burst.messages);
    const refused = answers.find((res) => res.status === 429);
    expect(await refused?.json()).toEqual({ success: false, message: 'err_too_many_requests' });
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    const stored = await server.db.selectFrom('chat_messages').select('id').where('sender', '=', 'player').execute();
    expect(stored).toHaveLength(burst.messages);
    // Another member is not held back by this one.
    expect((await send(await chatUrl(await login(server, 'agent1', 'Agent1234')), { text: 'hello' })).status).toBe(201);
  });

  it('comes in pages: the latest first, each older page before the oldest shown, in order, with no gaps', async () => {
    const url = await chatUrl();
    const id = await memberId('player1');
    const start = Date.now() - 3_600_000;
    await server.db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          member_id: id,
          sender: 'player' as const,
          text: `m${i}`,
          created_at: new Date(start + i * 1000).toISOString(),
          seen_at: null,
        })),
      )
      .execute();
    const texts: string[] = [];
    let res = await server.fetch(`${url}/messages`);
    let body = (await res.json()) as { messages: { id: number; text: string }[]; more: boolean };
    expect(body.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(body.messages.at(-1)?.text).toBe('m119');
    texts.unshift(...body.messages.map((m) => m.text));
    while (body.more) {
      res = await server.fetch(`${url}/messages?before=${body.messages[0]?.id}`);
      body = (await res.json()) as typeof body;
      texts.unshift(...body.messages.map((m) => m.text));
    }
    expect(texts).toEqual(Array.from({ length: 120 }, (_, i) => `m${i}`));
    // The page itself draws the latest page and says more are there.
    const html = (await page(url)).html;
    expect(html).toContain('data-more="1"');
    expect(html.match(/data-testid="chat-message"/g)).toHaveLength(CHAT_PAGE_SIZE);
    expect((await server.fetch(`${url}/messages?before=abc`)).status).toBe(400);
  });
});

describe('conversations per member', () => {
  it("never shows one member's messages through another member's token", async () => {
    const agent = await login(server, 'agent1', 'Agent1234');
    const agentUrl = await chatUrl(agent);
    const playerUrl = await chatUrl(player);
    await send(agentUrl, { text: 'agent secret' });
    await send(playerUrl, { text: 'player hello' });
    const seen = (await messages(playerUrl)).body.messages?.map((m) => m.text) ?? [];
    expect(seen).toContain('player hello');
    expect(seen).not.toContain('agent secret');
    const rows = await server.db.selectFrom('chat_messages').select(['member_id', 'text']).where('sender', '=', 'player').execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { member_id: await memberId('agent1'), text: 'agent secret' },
        { member_id: await memberId('player1'), text: 'player hello' },
      ]),
    );
  });

  it('writes the operator reply due later: unread once it is due, seen (no longer unread) when the page reads it', async () => {
    const url = await chatUrl();
    await page(url);
    const id = await memberId('player1');
    expect((await send(url, { text: 'hello?' })).status).toBe(201);
    // Not there yet: neither shown nor counted.
    expect((await messages(url)).body.messages?.map((m) => m.text)).not.toContain(CHAT_STRINGS.EN.reply);
    expect(await countUnreadChat(server.db, id)).toBe(0);
    // Due three seconds later (DEMO_CHAT_REPLY_MS): by then it counts.
    expect(await countUnreadChat(server.db, id, new Date(Date.now() + 3500))).toBe(1);
    await server.db
      .updateTable('chat_messages')
      .set({ created_at: new Date(Date.now() - 1).toISOString() })
      .where('text', '=', CHAT_STRINGS.EN.reply)
      .execute();
    expect(await countUnreadChat(server.db, id)).toBe(1);
    expect((await messages(url)).body.messages?.map((m) => m.text)).toContain(CHAT_STRINGS.EN.reply);
    expect(await countUnreadChat(server.db, id)).toBe(0);
  });

  it("lets a test post an operator message to a member of the request's merchant: unread until the page is read", async () => {
    const url = await chatUrl();
    await page(url);
    const posted = await call<{ id: number }>(server, 'POST', '/api/test-controls/chat/operator-message', {
      body: { account: 'player1', text: 'Your deposit is confirmed' },
    });
    expect(posted.status).toBe(200);
    expect(await countUnreadChat(server.db, await memberId('player1'))).toBe(1);
    expect((await messages(url)).body.messages?.at(-1)).toMatchObject({ id: posted.body.value?.id, sender: 'operator', text: 'Your deposit is confirmed' });
    expect(await countUnreadChat(server.db, await memberId('player1'))).toBe(0);
    // A member of another merchant is unknown here.
    expect((await call(server, 'POST', '/api/test-controls/chat/operator-message', { body: { account: 'liteplayer', text: 'hi' } })).status).toBe(404);
  });
});

describe('test control', () => {
  it('is refused without ENABLE_TEST_CONTROLS', async () => {
    await server.stop();
    server = await startTestServer({ ENABLE_TEST_CONTROLS: '0' });
    const res = await call(server, 'POST', '/api/test-controls/chat/operator-message', { body: { account: 'player1', text: 'hi' } });
    expect(res).toMatchObject({ status: 404, body: { message: 'err_not_found' } });
    expect(await server.db.selectFrom('chat_messages').selectAll().execute()).toHaveLength(0);
  });
});
