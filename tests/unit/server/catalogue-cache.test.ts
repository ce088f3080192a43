// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { catalogueCache } from '#server/http/catalogue-cache';
import type { AppEnv } from '#server/http/env';

function appWithCounter() {
  let clock = 0;
  let runs = 0;
  let status: 200 | 503 = 200;
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    catalogueCache(() => clock),
  );
  app.get('/api/games', (c) => {
    runs += 1;
    return c.json({ runs, query: c.req.query() }, status);
  });
  app.get('/api/member/info', (c) => {
    runs += 1;
    return c.json({ runs });
  });
  const get = async (path: string, headers: Record<string, string> = {}) => (await app.request(path, { headers })).json() as Promise<{ runs: number }>;
  return {
    get,
    runs: () => runs,
    advance: (ms: number) => {
      clock += ms;
    },
    failNext: () => {
      status = 503;
    },
  };
}

describe('the catalogue cache', () => {
  it('answers the same read from what it kept for a minute, whatever the order of the query', async () => {
    const t = appWithCounter();
    expect((await t.get('/api/games?pageNo=1&gameType=RNG')).runs).toBe(1);
    expect((await t.get('/api/games?gameType=RNG&pageNo=1')).runs).toBe(1);
    t.advance(59_999);
    expect((await t.get('/api/games?gameType=RNG&pageNo=1')).runs).toBe(1);
    t.advance(1);
    expect((await t.get('/api/games?gameType=RNG&pageNo=1')).runs).toBe(2);
  });

  it('keeps apart other pages, other merchants and other encodings', async () => {
    const t = appWithCounter();
    await t.get('/api/games?pageNo=1');
    await t.get('/api/games?pageNo=2');
    await t.get('/api/games?pageNo=1', { Merchant: 'LITE' });
    await t.get('/api/games?pageNo=1', { 'Accept-Encoding': 'br' });
    expect(t.runs()).toBe(4);
  });

  it('keeps only successes, and nothing outside the catalogue', async () => {
    const t = appWithCounter();
    t.failNext();
    await t.get('/api/games?pageNo=1');
    await t.get('/api/games?pageNo=1');
    await t.get('/api/member/info');
    await t.get('/api/member/info');
    expect(t.runs()).toBe(4);
  });

  it('makes one answer for the same read asked at once; a failure is not handed on, each waiter asks for itself', async () => {
    let calls = 0;
    let failFirst = false;
    const held: (() => void)[] = [];
    const release = () => {
      for (const go of held.splice(0)) go();
    };
    const app = new Hono<AppEnv>();
    app.use(
      '*',
      catalogueCache(() => 0),
    );
    app.get('/api/games', async (c) => {
      calls += 1;
      const status = failFirst && calls === 1 ? 503 : 200;
      await new Promise<void>((resolve) => held.push(resolve));
      return c.json({ calls }, status);
    });
    const askFive = (path: string) => Promise.all(Array.from({ length: 5 }, async () => (await app.request(path)).status));

    const answered = askFive('/api/games?pageNo=1');
    await vi.waitFor(() => expect(held).toHaveLength(1));
    release();
    expect(await answered).toEqual([200, 200, 200, 200, 200]);
    expect(calls).toBe(1);

    calls = 0;
    failFirst = true;
    const retried = askFive('/api/games?pageNo=2');
    await vi.waitFor(() => expect(held).toHaveLength(1));
    release();
    await vi.waitFor(() => expect(held).toHaveLength(4));
    release();
    expect((await retried).sort()).toEqual([200, 200, 200, 200, 503]);
    expect(calls).toBe(5);
  });
});
