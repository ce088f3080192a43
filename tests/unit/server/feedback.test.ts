// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackItem, FeedbackList } from '#src/shared/contract/feedback';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login, trialToken } from './lobby-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('feedback', () => {
  it("lists a member's own feedback with replies, newest first, and the server word bounds", async () => {
    const p1 = await login(server, 'player1', 'Player1234');
    const list = await call<FeedbackList>(server, 'GET', '/api/member/feedback', { token: p1 });
    expect(list.body.value).toMatchObject({ minWords: 5, maxWords: 300 });
    expect(list.body.value?.items.map((i) => i.reply === null)).toEqual([true, false]);
    const other = await login(server, 'agent1', 'Agent1234');
    expect((await call<FeedbackList>(server, 'GET', '/api/member/feedback', { token: other })).body.value?.items).toEqual([]);
  });

  it('takes feedback between the bounds only, counting words without spaces too, and keeps the day within limits', async () => {
    const token = await login(server, 'nobalance', 'Player1234');
    const send = (text: string) => call<FeedbackItem>(server, 'PUT', '/api/member/feedback', { token, body: { text } });
    expect(await send(words(4))).toMatchObject({ status: 400, body: { message: 'err_feedback_length' } });
    expect(await send(words(301))).toMatchObject({ status: 400, body: { message: 'err_feedback_length' } });
    // Thai has no spaces between words: the segmenter still finds five.
    expect((await send('ฉันชอบเล่นเกมนี้มาก')).status).toBe(200);
    const sent = await send(`  ${words(5)}  `);
    expect(sent.body.value).toMatchObject({ text: words(5), reply: null });
    for (let i = 0; i < 3; i += 1) expect((await send(words(6))).status).toBe(200);
    expect(await send(words(6))).toMatchObject({ status: 429, body: { message: 'err_too_many_requests' } });
    const reply = await call(server, 'POST', '/api/test-controls/feedback/reply', { body: { id: sent.body.value?.id, reply: 'Thanks' } });
    expect(reply.status).toBe(200);
    const list = await call<FeedbackList>(server, 'GET', '/api/member/feedback', { token });
    expect(list.body.value?.items.find((i) => i.id === sent.body.value?.id)).toMatchObject({ reply: 'Thanks' });
  });

  it('refuses hidden control and text-direction characters, keeping line breaks', async () => {
    const token = await login(server, 'player1', 'Player1234');
    const send = (text: string) => call<FeedbackItem>(server, 'PUT', '/api/member/feedback', { token, body: { text } });
    for (const text of ['The game froze\u0007 twice today', 'The game froze \u202Eyadot eciwt']) {
      expect(await send(text)).toMatchObject({ status: 400, body: { message: 'err_text_characters', value: { field: 'text' } } });
    }
    expect((await send('The game froze twice today\nafter the update, please check')).status).toBe(200);
  });

  it('refuses trial accounts with free_reject', async () => {
    const trial = await trialToken(server);
    expect((await call(server, 'PUT', '/api/member/feedback', { token: trial, body: { text: words(6) } })).body.message).toBe('free_reject');
  });
});
