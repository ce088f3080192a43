// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedTranslations } from '#server/db/seed/translations';
import { inLanguage } from '#server/services/content-language';
import { listChannels, ordersOf } from '#server/services/deposits';
import { mallInLanguage, toMallItem, toRedemption } from '#server/services/points-mall';
import { DEFAULT_APPLICATION_REJECTION } from '#server/services/review-reasons';
import type { FeedbackItem } from '#src/shared/contract/feedback';
import type { MallHome } from '#src/shared/contract/mall';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { DepositChannel, DepositOrder, WithdrawalOrder } from '#src/shared/contract/wallet';
import { apiCall } from '#tests/helpers/api-call';
import { countingReads } from '#tests/helpers/counting-reads';
import { startTestServer, type TestServer } from '#tests/helpers/test-server';
import { call, login } from './lobby-helpers';

/**
 * The account screens' server texts in the request's language (docs/decisions/014): reward-centre
 * titles, the points mall, deposit channels, rejection reasons and feedback replies.
 */

let server: TestServer;
let token = '';
beforeEach(async () => {
  server = await startTestServer();
  token = await login(server, 'player1', 'Player1234');
});
afterEach(async () => {
  await server.stop();
});

/** The seed's translation of an English text: what the server should answer in `language`. */
function seeded(english: string, language: Exclude<LanguageCode, 'EN'>): string {
  const texts = seedTranslations(english);
  if (!texts) throw new Error(`the seed does not translate ${english}`);
  return texts[language];
}

/** Takes one row's translations in `language` away, as for content nobody translated into it. */
async function untranslate(kind: string, ref: number | string, language: LanguageCode): Promise<void> {
  await server.db.deleteFrom('content_translations').where('kind', '=', kind).where('ref', '=', String(ref)).where('language', '=', language).execute();
}

const get = async <T>(path: string, language?: LanguageCode) => (await call<T>(server, 'GET', path, { token, ...(language ? { language } : {}) })).body.value;

describe("the account screens' texts in the request language", () => {
  it('reward-centre titles', async () => {
    const titles = async (language?: LanguageCode) => (await get<{ rewards: { id: number; title: string }[] }>('/api/rewards', language))?.rewards ?? [];
    const english = await titles('EN');
    expect(english.map((r) => r.title)).toContain('Welcome gift');
    expect((await titles('TY')).map((r) => r.title)).toEqual(english.map((r) => seeded(r.title, 'TY')));
    expect((await titles('PT')).map((r) => r.title)).toEqual(english.map((r) => seeded(r.title, 'PT')));
    // No header: the default language, TY.
    expect((await titles()).map((r) => r.title)).toEqual(english.map((r) => seeded(r.title, 'TY')));
    const first = english[0];
    if (!first) throw new Error('no reward');
    await untranslate('reward', first.id, 'PT');
    const pt = await titles('PT');
    expect(pt[0]?.title).toBe(first.title);
    expect(pt[1]?.title).toBe(seeded(english[1]?.title ?? '', 'PT'));
  });

  it("a claimed reward's transaction record names it in the language", async () => {
    const rewards = (await get<{ rewards: { id: number; title: string }[] }>('/api/rewards', 'EN'))?.rewards ?? [];
    const gift = rewards.find((r) => r.title === 'Welcome gift');
    expect((await call(server, 'POST', '/api/rewards/claim', { token, body: { id: gift?.id }, headers: { 'Idempotency-Key': 'claim-gift-1' } })).status).toBe(
      200,
    );
    const references = async (language: LanguageCode) =>
      ((await get<{ records: { reference: string }[] }>(`/api/records/transactions?range=today&kind=bonus`, language))?.records ?? []).map((r) => r.reference);
    expect(await references('EN')).toContain('reward:Welcome gift');
    expect(await references('PT')).toContain(`reward:${seeded('Welcome gift', 'PT')}`);
    expect(await references('TY')).toContain(`reward:${seeded('Welcome gift', 'TY')}`);
    await untranslate('reward', gift?.id ?? 0, 'TY');
    expect(await references('TY')).toContain('reward:Welcome gift');
  });

  it('points-mall items, their redemptions and the redemption answer', async () => {
    const home = (language: LanguageCode) => get<MallHome>('/api/mall', language);
    const english = await home('EN');
    expect(english?.items.map((i) => i.name)).toContain('Phone stand');
    expect(english?.history.map((h) => h.itemName)).toEqual(['Lucky charm keyring']);
    for (const language of ['TY', 'PT'] as const) {
      const translated = await home(language);
      expect(translated?.items.map((i) => [i.name, i.description])).toEqual(
        english?.items.map((i) => [seeded(i.name, language), seeded(i.description, language)]),
      );
      expect(translated?.history.map((h) => h.itemName)).toEqual([seeded('Lucky charm keyring', language)]);
    }
    const phoneStand = english?.items.find((i) => i.name === 'Phone stand');
    await untranslate('mall_item', phoneStand?.id ?? 0, 'TY');
    const ty = await home('TY');
    expect(ty?.items.find((i) => i.id === phoneStand?.id)).toMatchObject({ name: 'Phone stand', description: 'Back in stock next month.' });

    const bonus = english?.items.find((i) => i.name === '￥10.00 bonus');
    const redeemed = await call<{ item: { name: string }; redemption: { itemName: string } }>(server, 'POST', '/api/mall/redemptions', {
      token,
      language: 'PT',
      body: { itemId: bonus?.id },
      headers: { 'Idempotency-Key': 'mall-words-1' },
    });
    expect(redeemed.body.value).toMatchObject({ item: { name: seeded('￥10.00 bonus', 'PT') }, redemption: { itemName: seeded('￥10.00 bonus', 'PT') } });
  });

  it('a redemption keeps the name it was redeemed under once its item is renamed', async () => {
    const keyring = await server.db.selectFrom('mall_items').select('id').where('name', '=', 'Lucky charm keyring').executeTakeFirstOrThrow();
    await server.db.updateTable('mall_items').set({ name: 'Silver keyring' }).where('id', '=', keyring.id).execute();
    expect((await get<MallHome>('/api/mall', 'PT'))?.history.map((h) => h.itemName)).toEqual(['Lucky charm keyring']);
  });

  it("deposit channels' names (a name stays), and a seeded deposit's rejection reason", async () => {
    const channels = async (language: LanguageCode) => (await get<{ channels: DepositChannel[] }>('/api/wallet/deposit/channels', language))?.channels ?? [];
    expect((await channels('EN')).map((ch) => ch.name)).toEqual(['Bank transfer', 'E-wallet', 'USDT']);
    expect((await channels('TY')).map((ch) => ch.name)).toEqual([seeded('Bank transfer', 'TY'), seeded('E-wallet', 'TY'), 'USDT']);
    expect((await channels('PT')).map((ch) => ch.name)).toEqual([seeded('Bank transfer', 'PT'), seeded('E-wallet', 'PT'), 'USDT']);

    const orders = async (language: LanguageCode) => (await get<{ orders: DepositOrder[] }>('/api/wallet/deposits', language))?.orders ?? [];
    const english = await orders('EN');
    const rejected = english.find((o) => o.status === 'rejected');
    expect(rejected?.reason).toBe('The coins arrived on another network (ERC20)');
    for (const language of ['TY', 'PT'] as const) {
      const translated = await orders(language);
      expect(translated.find((o) => o.reference === rejected?.reference)?.reason).toBe(seeded('The coins arrived on another network (ERC20)', language));
      expect(translated.find((o) => o.channelCode === 'BANK')?.channelName).toBe(seeded('Bank transfer', language));
    }
    const one = async (language: LanguageCode) =>
      (await call<DepositOrder>(server, 'GET', '/api/wallet/deposits/one', { token, language, query: { reference: rejected?.reference ?? '' } })).body.value;
    expect((await one('PT'))?.reason).toBe(seeded('The coins arrived on another network (ERC20)', 'PT'));
    const row = await server.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('reference', '=', rejected?.reference ?? '')
      .executeTakeFirstOrThrow();
    await untranslate('deposit_order', row.id, 'PT');
    expect((await one('PT'))?.reason).toBe('The coins arrived on another network (ERC20)');

    // The order just made answers with its channel's name in the request's language, read with the channel.
    const made = async (language: LanguageCode) =>
      (
        await call<DepositOrder>(server, 'POST', '/api/wallet/deposits', {
          token,
          language,
          body: { channelCode: 'BANK', amount: '100.00' },
          headers: { 'Idempotency-Key': `channel-name-${language}` },
        })
      ).body.value?.channelName;
    expect(await made('PT')).toBe(seeded('Bank transfer', 'PT'));
    expect(await made('EN')).toBe('Bank transfer');
    await untranslate('deposit_channel', 'DEMO/BANK', 'TY');
    expect(await made('TY')).toBe('Bank transfer');
  });

  it("a seeded withdrawal's rejection reason", async () => {
    const orders = async (language: LanguageCode) => (await get<{ orders: WithdrawalOrder[] }>('/api/wallet/withdrawals', language))?.orders ?? [];
    const reasons = async (language: LanguageCode) => (await orders(language)).map((o) => o.reason);
    expect(await reasons('EN')).toContain('The name on the card does not match the account');
    for (const language of ['TY', 'PT'] as const) {
      expect(await reasons(language)).toContain(seeded('The name on the card does not match the account', language));
    }
  });

  it("reward applications' rejection reasons: the seed's and the default are translated, an operator's own is served as written", async () => {
    const applications = async (language: LanguageCode) =>
      (await get<{ applications: { id: number; reason: string | null }[] }>('/api/rewards/applications', language))?.applications ?? [];
    const receipt = 'The receipt does not match a deposit on this account.';
    expect((await applications('EN')).map((a) => a.reason)).toContain(receipt);
    expect((await applications('TY')).map((a) => a.reason)).toContain(seeded(receipt, 'TY'));
    expect((await applications('PT')).map((a) => a.reason)).toContain(seeded(receipt, 'PT'));

    // Two pending applications, decided by the demo operator: one without a reason, one with the operator's own.
    const member = await server.db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();
    const promotion = await server.db.selectFrom('promotions').select('id').where('title', '=', 'Daily reload 10%').executeTakeFirstOrThrow();
    const pending = async (key: string) =>
      (
        await server.db
          .insertInto('reward_applications')
          .values({
            promotion_id: promotion.id,
            member_id: member.id,
            remarks: '',
            status: 'pending',
            reason: null,
            created_at: new Date().toISOString(),
            decided_at: null,
            idempotency_key: key,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [byDefault, ownWords] = [await pending('words-default'), await pending('words-own')];
    const decide = (id: number, reason?: string) =>
      call<{ reason: string | null }>(server, 'POST', '/api/test-controls/reward-applications/decide', {
        language: 'PT',
        body: { id, status: 'rejected', ...(reason ? { reason } : {}) },
      });
    expect((await decide(byDefault)).body.value?.reason).toBe(DEFAULT_APPLICATION_REJECTION.PT);
    expect((await decide(ownWords, 'Receipt unreadable')).body.value?.reason).toBe('Receipt unreadable');
    const reasonOf = async (language: LanguageCode, id: number) => (await applications(language)).find((a) => a.id === id)?.reason;
    expect(await reasonOf('TY', byDefault)).toBe(DEFAULT_APPLICATION_REJECTION.TY);
    expect(await reasonOf('EN', byDefault)).toBe(DEFAULT_APPLICATION_REJECTION.EN);
    expect(await reasonOf('TY', ownWords)).toBe('Receipt unreadable');
    expect(await reasonOf('PT', ownWords)).toBe('Receipt unreadable');
  });

  it("customer service's reply to a seeded feedback; the player's own words as written", async () => {
    const items = async (language: LanguageCode) => (await get<{ items: FeedbackItem[] }>('/api/member/feedback', language))?.items ?? [];
    const english = await items('EN');
    const answered = english.find((f) => f.reply !== null);
    expect(answered?.reply).toMatch(/^Thank you!/);
    for (const language of ['TY', 'PT'] as const) {
      const translated = (await items(language)).find((f) => f.id === answered?.id);
      expect(translated).toMatchObject({ text: answered?.text, reply: seeded(answered?.reply ?? '', language) });
    }
    await untranslate('feedback', answered?.id ?? 0, 'TY');
    expect((await items('TY')).find((f) => f.id === answered?.id)?.reply).toBe(answered?.reply);
  });

  it('the operator test control translates the new kinds of its own merchant only', async () => {
    const translate = (body: unknown, merchant = 'DEMO') =>
      apiCall(server, 'POST', '/api/test-controls/content-translations', { body, headers: { Merchant: merchant } });
    const reward = await server.db.selectFrom('member_rewards').select('id').orderBy('id').executeTakeFirstOrThrow();
    const item = await server.db.selectFrom('mall_items').select('id').orderBy('id').executeTakeFirstOrThrow();
    const ok: unknown[] = [
      { kind: 'reward', ref: reward.id, translations: [{ field: 'title', language: 'VI', text: 'Quà' }] },
      { kind: 'mall_item', ref: item.id, translations: [{ field: 'description', language: 'VI', text: 'Mô tả' }] },
      { kind: 'deposit_channel', ref: 'DEMO/EWALLET', translations: [{ field: 'name', language: 'VI', text: 'Ví' }] },
    ];
    for (const body of ok) expect((await translate(body)).status).toBe(200);
    expect((await get<{ rewards: { id: number; title: string }[] }>('/api/rewards', 'VI'))?.rewards.find((r) => r.id === reward.id)?.title).toBe('Quà');
    const refused: [unknown, string, number][] = [
      [{ kind: 'reward', ref: reward.id, translations: [{ field: 'title', language: 'VI', text: 'x' }] }, 'LITE', 404],
      [{ kind: 'deposit_channel', ref: 'DEMO/BANK', translations: [{ field: 'name', language: 'VI', text: 'x' }] }, 'LITE', 404],
      [{ kind: 'deposit_channel', ref: 'DEMO/NOPE', translations: [{ field: 'name', language: 'VI', text: 'x' }] }, 'DEMO', 404],
      [{ kind: 'deposit_channel', ref: 'DEMO/BANK/x', translations: [{ field: 'name', language: 'VI', text: 'x' }] }, 'DEMO', 404],
      [{ kind: 'mall_item', ref: item.id, translations: [{ field: 'price', language: 'VI', text: 'x' }] }, 'DEMO', 400],
    ];
    for (const [body, merchant, status] of refused) expect((await translate(body, merchant)).status, JSON.stringify(body)).toBe(status);
  });
});

describe('reading the new kinds', () => {
  it('takes one query per list, and none for English', async () => {
    const counter = countingReads();
    const db = server.db.withPlugin(counter);
    const member = await db.selectFrom('members').select('id').where('account', '=', 'player1').executeTakeFirstOrThrow();

    const rewards = await db.selectFrom('member_rewards').select(['id', 'title']).where('member_id', '=', member.id).execute();
    expect((await inLanguage(db, 'TY', 'reward', rewards, (r) => r.id)).map((r) => r.title)).toEqual(rewards.map((r) => seeded(r.title, 'TY')));
    expect(counter.count).toBe(1);

    // The mall's items and its redemptions: one query for both lists.
    const items = (await db.selectFrom('mall_items').selectAll().where('merchant_code', '=', 'DEMO').orderBy('sort').execute()).map(toMallItem);
    const history = (await db.selectFrom('mall_redemptions').selectAll().where('member_id', '=', member.id).execute()).map((r) => ({
      redemption: toRedemption(r),
      itemId: r.item_id,
    }));
    const mall = await mallInLanguage(db, 'PT', items, history);
    expect(counter.count).toBe(2);
    expect(mall.items.map((i) => i.name)).toEqual(items.map((i) => seeded(i.name, 'PT')));

    // Channels: one query; orders: one for their reasons and one for their channels' names.
    expect((await listChannels(db, 'DEMO', 'PT')).map((ch) => ch.name)).toContain(seeded('Bank transfer', 'PT'));
    expect(counter.count).toBe(3);
    const orders = await db.selectFrom('deposit_orders').selectAll().where('member_id', '=', member.id).execute();
    expect(orders.length).toBeGreaterThan(3);
    await ordersOf(db, orders, 'PT');
    expect(counter.count).toBe(5);

    expect(await mallInLanguage(db, 'EN', items, history)).toEqual({ items, history: history.map((h) => h.redemption) });
    await listChannels(db, 'DEMO', 'EN');
    await ordersOf(db, orders, 'EN');
    expect(counter.count).toBe(5);
  });
});
