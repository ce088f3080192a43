// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InboxMessage, NoticeItem, UnreadCounts } from '#src/shared/contract/messages';
import { apiCall } from '#tests/helpers/api-call';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

async function notices(options: { token?: string; merchant?: string } = {}): Promise<NoticeItem[]> {
  const res = await call<{ notices: NoticeItem[] }>(server, 'GET', '/api/notices', options);
  expect(res.status).toBe(200);
  return res.body.value?.notices ?? [];
}

async function counts(token: string, merchant?: string): Promise<UnreadCounts> {
  const res = await call<UnreadCounts>(server, 'GET', '/api/messages/unread', { token, ...(merchant ? { merchant } : {}) });
  expect(res.status).toBe(200);
  if (!res.body.value) throw new Error(`no counts: ${res.body.message ?? ''}`);
  return res.body.value;
}

async function inbox(token: string): Promise<InboxMessage[]> {
  const res = await call<{ messages: InboxMessage[] }>(server, 'GET', '/api/inbox', { token });
  expect(res.status).toBe(200);
  return res.body.value?.messages ?? [];
}

const markNotice = (token: string, announcementId: number) => call(server, 'POST', '/api/notices/read', { token, body: { announcementId, read: true } });
const readMessage = (token: string, id: number) => call(server, 'POST', '/api/inbox/read', { token, body: { id } });
const deleteMessage = (token: string, id: number) => call(server, 'DELETE', '/api/inbox', { token, query: { id } });

describe('announcements on /m/notice', () => {
  it('lists PL, PU and PR newest first to visitors and members, unread; agents also get A', async () => {
    const visitor = await notices();
    expect(visitor.length).toBeGreaterThanOrEqual(4);
    expect(new Set(visitor.map((n) => n.type))).toEqual(new Set(['PL', 'PU', 'PR']));
    expect(visitor.every((n) => !n.read)).toBe(true);
    const times = visitor.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const player = await notices({ token: await login(server, 'player1', 'Player1234') });
    expect(player.map((n) => n.id)).toEqual(visitor.map((n) => n.id));

    const agent = await notices({ token: await login(server, 'agent1', 'Agent1234') });
    const agentOnly = agent.filter((n) => n.type === 'A');
    expect(agentOnly.length).toBeGreaterThan(0);
    expect(agent.filter((n) => n.type !== 'A').map((n) => n.id)).toEqual(visitor.map((n) => n.id));
  });

  it('gives the lite merchant none at all', async () => {
    expect(await notices({ merchant: 'LITE' })).toEqual([]);
    const res = await call<{ playerNotices: unknown[] }>(server, 'GET', '/api/announcements', { merchant: 'LITE', query: { types: 'B,PL,PU,PR' } });
    expect(res.body.value?.playerNotices).toEqual([]);
    expect(await counts(await login(server, 'liteplayer', 'Player1234', 'LITE'), 'LITE')).toMatchObject({ announcement: 0 });
  });

  it('marks one read for that member only, once however often it is sent, and counts it down', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const other = await login(server, 'nobalance', 'Player1234');
    const [first] = await notices({ token });
    if (!first) throw new Error('no notices');
    const before = await counts(token);

    expect((await markNotice(token, first.id)).body).toEqual({ success: true, value: { announcementId: first.id, read: true } });
    expect((await markNotice(token, first.id)).status).toBe(200);
    const reads = await server.db.selectFrom('announcement_reads').selectAll().where('announcement_id', '=', first.id).execute();
    expect(reads).toHaveLength(1);

    expect((await notices({ token })).find((n) => n.id === first.id)?.read).toBe(true);
    expect((await counts(token)).announcement).toBe(before.announcement - 1);
    expect((await notices({ token: other })).find((n) => n.id === first.id)?.read).toBe(false);
    expect((await counts(other)).announcement).toBe(before.announcement);
  });

  it('answers 404 for an announcement that is unknown, of another merchant, agent-only for a player, or a banner notice', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const rows = await server.db.selectFrom('announcements').select(['id', 'type']).where('merchant_code', '=', 'DEMO').execute();
    const agentOnly = rows.find((r) => r.type === 'A');
    const banner = rows.find((r) => r.type === 'B');
    if (!agentOnly || !banner) throw new Error('seed lacks A or B');
    const lite = await server.db
      .insertInto('announcements')
      .values({ merchant_code: 'LITE', type: 'PL', title: 'Lite', content: '<p>x</p>', group_name: '', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [999_999, lite.id, agentOnly.id, banner.id]) {
      expect((await markNotice(token, id)).body).toEqual({ success: false, message: 'err_not_found' });
    }
    expect(await server.db.selectFrom('announcement_reads').selectAll().execute()).toEqual([]);
    // The agent may mark the agent notice.
    expect((await markNotice(await login(server, 'agent1', 'Agent1234'), agentOnly.id)).status).toBe(200);
  });

  it('needs a session to mark one read', async () => {
    const [first] = await notices();
    expect((await call(server, 'POST', '/api/notices/read', { body: { announcementId: first?.id, read: true } })).status).toBe(401);
  });
});

describe('unread counts', () => {
  it('sums announcements, inbox and chat of the caller, agent notices for agents only', async () => {
    const player = await counts(await login(server, 'player1', 'Player1234'));
    const visible = (await notices()).length;
    expect(player.announcement).toBe(visible);
    expect(player.inbox).toBe(3);
    expect(player.chat).toBe(0);
    expect(player.totalUnreadCount).toBe(player.announcement + player.inbox + player.chat);

    const agent = await counts(await login(server, 'agent1', 'Agent1234'));
    const agentNotices = (await notices({ token: await login(server, 'agent1', 'Agent1234') })).length;
    expect(agent.announcement).toBe(agentNotices);
    expect(agentNotices).toBeGreaterThan(visible);
  });

  it('counts unseen operator chat messages only where the member may chat', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await server.db
      .insertInto('chat_messages')
      .values([
        { member_id: member.id, sender: 'operator', text: 'Hello', created_at: past, seen_at: null },
        { member_id: member.id, sender: 'operator', text: 'Seen', created_at: past, seen_at: past },
        { member_id: member.id, sender: 'operator', text: 'Not yet', created_at: future, seen_at: null },
        { member_id: member.id, sender: 'player', text: 'Hi', created_at: past, seen_at: null },
      ])
      .execute();
    const withChat = await counts(token);
    expect(withChat.chat).toBe(1);
    expect(withChat.totalUnreadCount).toBe(withChat.announcement + withChat.inbox + 1);

    await server.db.deleteFrom('merchant_flags').where('merchant_code', '=', 'DEMO').where('flag', '=', 'LIVECHAT3').execute();
    expect((await counts(token)).chat).toBe(0);
  });

  it('gives a trial account its announcements and nothing else', async () => {
    const trial = await counts(await trialToken(server));
    expect(trial).toEqual({ announcement: (await notices()).length, inbox: 0, chat: 0, totalUnreadCount: (await notices()).length });
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', '/api/messages/unread')).status).toBe(401);
  });
});

describe('the inbox', () => {
  it("lists the member's own messages, unread first, then newest", async () => {
    const token = await login(server, 'player1', 'Player1234');
    const messages = await inbox(token);
    expect(messages.length).toBeGreaterThanOrEqual(6);
    const firstRead = messages.findIndex((m) => m.read);
    expect(firstRead).toBeGreaterThan(0);
    expect(messages.slice(firstRead).every((m) => m.read)).toBe(true);
    for (const group of [messages.slice(0, firstRead), messages.slice(firstRead)]) {
      const times = group.map((m) => m.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    const own = await server.db.selectFrom('inbox_messages').select('id').where('member_id', '=', member.id).execute();
    expect(messages.map((m) => m.id).sort()).toEqual(own.map((r) => r.id).sort());
  });

  it('reads a message once and counts it down; reading it again changes nothing', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const unread = (await inbox(token)).find((m) => !m.read);
    if (!unread) throw new Error('no unread message');
    const before = await counts(token);
    expect((await readMessage(token, unread.id)).body).toEqual({ success: true, value: { id: unread.id, read: true } });
    const readAt = (await server.db.selectFrom('inbox_messages').select('read_at').where('id', '=', unread.id).executeTakeFirstOrThrow()).read_at;
    expect((await readMessage(token, unread.id)).status).toBe(200);
    expect((await server.db.selectFrom('inbox_messages').select('read_at').where('id', '=', unread.id).executeTakeFirstOrThrow()).read_at).toBe(readAt);
    const after = await counts(token);
    expect(after.inbox).toBe(before.inbox - 1);
    expect(after.totalUnreadCount).toBe(before.totalUnreadCount - 1);
    expect((await inbox(token)).find((m) => m.id === unread.id)?.read).toBe(true);
  });

  it('deletes a message of the member; a second delete is 404', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const [first] = await inbox(token);
    if (!first) throw new Error('empty inbox');
    expect((await deleteMessage(token, first.id)).body).toEqual({ success: true, value: { id: first.id, deleted: true } });
    expect((await inbox(token)).some((m) => m.id === first.id)).toBe(false);
    expect((await deleteMessage(token, first.id)).body).toEqual({ success: false, message: 'err_not_found' });
  });

  it("never lets one member read, mark or delete another's message, and answers as for an unknown id", async () => {
    const owner = await login(server, 'player1', 'Player1234');
    const intruder = await login(server, 'nobalance', 'Player1234');
    const target = (await inbox(owner)).find((m) => !m.read);
    if (!target) throw new Error('no unread message');
    const ownerCounts = await counts(owner);
    const intruderCounts = await counts(intruder);

    const unknown = await readMessage(intruder, 999_999);
    expect(await readMessage(intruder, target.id)).toEqual(unknown);
    expect(await deleteMessage(intruder, target.id)).toEqual(await deleteMessage(intruder, 999_999));
    expect(unknown).toEqual({ status: 404, body: { success: false, message: 'err_not_found' } });

    expect((await inbox(intruder)).some((m) => m.id === target.id)).toBe(false);
    const row = await server.db.selectFrom('inbox_messages').select('read_at').where('id', '=', target.id).executeTakeFirst();
    expect(row).toEqual({ read_at: null });
    expect(await counts(owner)).toEqual(ownerCounts);
    expect(await counts(intruder)).toEqual(intruderCounts);
  });

  it('refuses trial accounts every inbox call with free_reject', async () => {
    const token = await trialToken(server);
    const free = { status: 403, body: { success: false, message: 'free_reject' } };
    expect(await call(server, 'GET', '/api/inbox', { token })).toEqual(free);
    expect(await readMessage(token, 1)).toEqual(free);
    expect(await deleteMessage(token, 1)).toEqual(free);
  });

  it('needs a session and a well-formed id', async () => {
    expect((await call(server, 'GET', '/api/inbox')).status).toBe(401);
    const token = await login(server, 'player1', 'Player1234');
    expect((await call(server, 'DELETE', '/api/inbox', { token, query: { id: 'abc' } })).status).toBe(400);
  });

  it('seeds six or more messages, some unread, for every demo member', async () => {
    for (const [account, password, merchant] of [
      ['player1', 'Player1234', undefined],
      ['agent1', 'Agent1234', undefined],
      ['nobalance', 'Player1234', undefined],
      ['liteplayer', 'Player1234', 'LITE'],
    ] as const) {
      const token = await login(server, account, password, merchant);
      const res = await call<{ messages: InboxMessage[] }>(server, 'GET', '/api/inbox', { token, ...(merchant ? { merchant } : {}) });
      const messages = res.body.value?.messages ?? [];
      expect(messages.length, account).toBeGreaterThanOrEqual(6);
      expect(messages.some((m) => m.read) && messages.some((m) => !m.read), account).toBe(true);
    }
  });
});

describe('welcome messages', () => {
  it('gives a newly registered member a few unread welcome messages', async () => {
    const captchaId = String((await apiCall(server, 'GET', '/api/auth/captcha')).body.value?.captchaId);
    const captcha = String((await apiCall(server, 'GET', `/api/test-controls/captcha?captchaId=${captchaId}`)).body.value?.code);
    const res = await apiCall(server, 'PUT', '/api/auth/register', {
      body: {
        password: 'Secret123',
        confirmPassword: 'Secret123',
        registerUrl: 'localhost',
        registerMethod: 'H5',
        type: 0,
        domain: 'localhost',
        ageConfirmed: true,
        username: 'welcomed1',
        captchaId,
        captcha,
      },
      sealed: true,
    });
    const token = String(res.body.value?.token);
    const messages = await inbox(token);
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.length).toBeLessThanOrEqual(3);
    expect(messages.every((m) => !m.read)).toBe(true);
    expect((await counts(token)).inbox).toBe(messages.length);
  });
});
