import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDb } from '#src/shared/storage/db';
import { deliverFavouriteQueue } from '#sw/lib/favourite-delivery';

const HEADERS = { token: 'tok-1', merchant: 'DEMO', language: 'TH', device: 'OTHERS' };

beforeEach(() => {
  // The worker holds the queue's Web Lock; jsdom has none.
  vi.stubGlobal('navigator', { ...navigator, locks: { request: (_name: string, work: () => Promise<void>) => work() } });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  const db = await openDb();
  await db.delete();
});

async function queue(rows: { nodeId: string; on: boolean; headers?: typeof HEADERS }[]) {
  const db = await openDb();
  for (const row of rows) await db.favouriteQueue.add({ owner: 'ann', vendor: 'SPW', queuedAt: 1, ...row });
  db.close();
}

async function left(): Promise<string[]> {
  const db = await openDb();
  const rows = await db.favouriteQueue.orderBy('seq').toArray();
  db.close();
  return rows.map((r) => `${r.on ? '+' : '-'}${r.nodeId}`);
}

describe('the worker’s delivery of queued favourites (Background Sync)', () => {
  it('sends them in order with the session’s headers, each once, and empties the queue', async () => {
    await queue([
      { nodeId: 'SPW-1', on: true, headers: HEADERS },
      { nodeId: 'SPW-2', on: true, headers: HEADERS },
      { nodeId: 'SPW-2', on: false, headers: HEADERS },
    ]);
    const sent: string[] = [];
    const fetchFn = vi.fn(async (url: URL | RequestInfo, init?: RequestInit) => {
      const u = new URL(String(url));
      const h = new Headers(init?.headers);
      expect([h.get('Authorization'), h.get('Merchant'), h.get('Language'), h.get('Device'), h.get('Module-Id')]).toEqual([
        'Bearer tok-1',
        'DEMO',
        'TH',
        'OTHERS',
        'GAMELOFAV3',
      ]);
      sent.push(`${init?.method} ${u.pathname} ${init?.body ?? u.searchParams.get('nodeId')}`);
      return new Response('{"success":true,"value":{"success":true}}', { status: 200 });
    });
    await deliverFavouriteQueue('http://localhost', fetchFn as unknown as typeof fetch);
    expect(sent).toEqual([
      'POST /api/games/favourites {"nodeId":"SPW-1","vendor":"SPW"}',
      'POST /api/games/favourites {"nodeId":"SPW-2","vendor":"SPW"}',
      'DELETE /api/games/favourites SPW-2',
    ]);
    expect(await left()).toEqual([]);
  });

  it('keeps the rest for later on a network failure (the browser tries again) and for the app on a 401', async () => {
    await queue([
      { nodeId: 'SPW-1', on: true, headers: HEADERS },
      { nodeId: 'SPW-2', on: true, headers: HEADERS },
    ]);
    let calls = 0;
    const failing = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    });
    await expect(deliverFavouriteQueue('http://localhost', failing as unknown as typeof fetch)).rejects.toThrow('Failed to fetch');
    expect(await left()).toEqual(['+SPW-2']);
    const expired = vi.fn(async () => new Response('{}', { status: 401 }));
    await deliverFavouriteQueue('http://localhost', expired as unknown as typeof fetch);
    expect(await left()).toEqual(['+SPW-2']);
  });

  it('leaves a row queued without a session’s headers to the app', async () => {
    await queue([{ nodeId: 'SPW-1', on: true }]);
    const fetchFn = vi.fn();
    await deliverFavouriteQueue('http://localhost', fetchFn as unknown as typeof fetch);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(await left()).toEqual(['+SPW-1']);
  });
});
