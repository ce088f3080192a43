// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configSchema, demoOperatorDelays } from '#server/config';
import { sendPlayerMessage } from '#server/services/chat';
import { settleDueOrders } from '#server/services/demo-operator';
import { createDeposit } from '#server/services/deposits';
import { createOutboxEmailGateway, createOutboxSmsGateway } from '#server/services/message-gateways';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';

/** The production mode invents nothing: no demo operator's decision or reply, no code in the log. */
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.stop();
});

const memberId = async (account: string) => (await server.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe('the demo operator', () => {
  it('acts in the demo and never in production', () => {
    expect(demoOperatorDelays(configSchema.parse({}))).toEqual({ depositMs: 5000, withdrawalMs: 5000, chatReplyMs: 3000 });
    expect(demoOperatorDelays(configSchema.parse({ SERVER_MODE: 'production', SITE_FILE: 'site.example.json' }))).toEqual({
      depositMs: null,
      withdrawalMs: null,
      chatReplyMs: null,
    });
  });

  it('leaves a deposit made without it pending, however late its money is next read', async () => {
    const id = await memberId('player1');
    const { order } = await createDeposit(server.db, {
      memberId: id,
      merchantCode: 'DEMO',
      channelCode: 'BANK',
      amount: '100.00',
      idempotencyKey: 'no-demo-1',
      approveAfterMs: null,
      language: 'EN',
    });
    const { order: decided } = await createDeposit(server.db, {
      memberId: id,
      merchantCode: 'DEMO',
      channelCode: 'BANK',
      amount: '100.00',
      idempotencyKey: 'demo-1',
      approveAfterMs: 0,
      language: 'EN',
    });
    await settleDueOrders(server.db, id, new Date('2999-01-01T00:00:00Z'));
    const status = async (orderId: number) =>
      (await server.db.selectFrom('deposit_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
    expect(await status(order.id)).toBe('pending');
    expect(await status(decided.id)).toBe('approved');
  });

  it('writes no reply to a chat message without it', async () => {
    const id = await memberId('player1');
    const session = { memberId: id, language: 'EN' as const, backUrl: '/m/home', headerColor: '#000000', title: 'Chat' };
    await sendPlayerMessage(server.db, session, 'hello', null);
    const rows = await server.db.selectFrom('chat_messages').select('sender').where('member_id', '=', id).execute();
    expect(rows.map((r) => r.sender)).toEqual(['player']);
  });
});

describe('the outbox log', () => {
  it("keeps a message's words and its whole recipient out of the log when told to, and in the outbox table", async () => {
    const lines: string[] = [];
    await createOutboxSmsGateway(server.db, (line) => lines.push(line), 'recipient only').send({
      to: '8613800000001',
      body: 'Your code is 482913',
      code: '482913',
    });
    await createOutboxSmsGateway(server.db, (line) => lines.push(line)).send({ to: '8613800000002', body: 'Your code is 771204', code: '771204' });
    await createOutboxEmailGateway(server.db, (line) => lines.push(line), 'recipient only').send({
      to: 'ana@example.com',
      subject: 'Your code',
      body: 'Your code is 551100',
      code: '551100',
    });
    expect(lines).toEqual(['[outbox] sms to 86*********01', '[outbox] sms to 8613800000002: Your code is 771204', '[outbox] email to a***@example.com']);
    expect((await server.db.selectFrom('outbox').select('code').where('recipient', '=', '8613800000001').executeTakeFirstOrThrow()).code).toBe('482913');
  });
});
