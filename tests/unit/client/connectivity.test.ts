import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from '#src/shared/api/connectivity';
import { keepReplaying } from '#src/shared/api/replay-queue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A probe that reaches the server only while `up` is true, reporting as the API client does. */
function watch(browserOnline = () => true) {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const server = { up: false, probes: 0 };
  const connectivity = createConnectivity({
    probe: async () => {
      server.probes += 1;
      if (server.up) connectivity.reached();
      else {
        connectivity.unreachable();
        throw new Error('no connection');
      }
    },
    browserOnline,
    window: target as unknown as Window,
    document: doc as unknown as Document,
  });
  return { connectivity, server, target, doc };
}

describe('the connection as the requests find it', () => {
  it('is offline after a request fails although the browser says online, and back on the first answer', () => {
    const { connectivity } = watch();
    const seen: boolean[] = [];
    connectivity.subscribe(() => seen.push(connectivity.online()));
    expect(connectivity.online()).toBe(true);
    connectivity.unreachable();
    expect(connectivity.online()).toBe(false);
    connectivity.reached();
    expect(connectivity.online()).toBe(true);
    expect(seen).toEqual([false, true]);
  });

  it('believes the browser when it says offline', () => {
    let flag = false;
    const { connectivity } = watch(() => flag);
    expect(connectivity.online()).toBe(false);
    flag = true;
    expect(connectivity.online()).toBe(true);
  });

  it('probes on a growing delay while unreachable, and stops once the server answers', async () => {
    const { connectivity, server } = watch();
    connectivity.unreachable();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.probes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.probes).toBe(1);
    // 4 s more, then 8 s more.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(server.probes).toBe(2);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(server.probes).toBe(2);
    server.up = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(server.probes).toBe(3);
    expect(connectivity.online()).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.probes).toBe(3);
  });

  it('probes at once on the browser’s online event and on a return to the foreground', async () => {
    const { connectivity, server, target, doc } = watch();
    connectivity.unreachable();
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.probes).toBe(1);
    server.up = true;
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.probes).toBe(2);
    expect(connectivity.online()).toBe(true);
  });
});

describe('before a write', () => {
  it('lets it go at once while online, probes first while offline, and refuses it when the probe fails', async () => {
    let browser = true;
    const { connectivity, server } = watch(() => browser);
    expect(await connectivity.confirm()).toBe(true);
    expect(server.probes).toBe(0);
    connectivity.unreachable();
    // The network came back unannounced: the probe finds it, the write goes.
    server.up = true;
    expect(await connectivity.confirm()).toBe(true);
    expect(server.probes).toBe(1);
    server.up = false;
    connectivity.unreachable();
    expect(await connectivity.confirm()).toBe(false);
    expect(server.probes).toBe(2);
    // The browser says offline: no probe needed to know.
    browser = false;
    expect(await connectivity.confirm()).toBe(false);
    expect(server.probes).toBe(2);
  });
});

describe('a queue on the device', () => {
  /** A queue of writes that reach a server which is up or down. */
  function queue(connectivity: ReturnType<typeof watch>['connectivity'], server: { up: boolean }) {
    const items = ['a', 'b'];
    const delivered: string[] = [];
    const flush = vi.fn(async () => {
      while (items.length > 0) {
        if (!server.up) {
          connectivity.unreachable();
          return;
        }
        delivered.push(items[0] as string);
        items.shift();
        connectivity.reached();
      }
    });
    return { items, delivered, flush, pending: async () => items.length > 0 };
  }

  it('is sent when a request reaches the server, with no online event', async () => {
    const { connectivity, server } = watch();
    const q = queue(connectivity, server);
    const stop = keepReplaying(connectivity, q, [60_000]);
    await vi.advanceTimersByTimeAsync(0);
    expect(q.delivered).toEqual([]);
    server.up = true;
    // Any other call of the app gets through: the queue follows.
    connectivity.reached();
    await vi.advanceTimersByTimeAsync(0);
    expect(q.delivered).toEqual(['a', 'b']);
    stop();
  });

  it('is not read again at every answer of a connection that never failed', async () => {
    const { connectivity, server } = watch();
    server.up = true;
    const q = queue(connectivity, server);
    const pending = vi.spyOn(q, 'pending');
    const stop = keepReplaying(connectivity, q, [60_000]);
    await vi.advanceTimersByTimeAsync(0);
    expect(q.flush).toHaveBeenCalledTimes(1);
    // A screen's first load: many answers, one by one.
    for (let i = 0; i < 5; i += 1) {
      connectivity.reached();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(q.flush).toHaveBeenCalledTimes(1);
    expect(pending).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is tried again on a growing timer while anything is left, once each, in order', async () => {
    const { connectivity, server } = watch();
    const q = queue(connectivity, server);
    const stop = keepReplaying(connectivity, q, [2_000, 4_000, 8_000]);
    await vi.advanceTimersByTimeAsync(0);
    expect(q.flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(q.flush).toHaveBeenCalledTimes(2);
    // The server comes back between two tries; the connectivity probe is quicker still, but the
    // queue's own timer is enough.
    server.up = true;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(q.delivered).toEqual(['a', 'b']);
    const calls = q.flush.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    // Nothing left: no more tries, and each item went once.
    expect(q.flush.mock.calls.length).toBeLessThanOrEqual(calls + 1);
    expect(q.delivered).toEqual(['a', 'b']);
    stop();
  });

  it('stops trying when stopped (the session ended)', async () => {
    const { connectivity, server } = watch();
    const q = queue(connectivity, server);
    const stop = keepReplaying(connectivity, q, [2_000]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    server.up = true;
    connectivity.reached();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.delivered).toEqual([]);
  });
});
