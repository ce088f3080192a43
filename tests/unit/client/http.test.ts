import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttp, TimeoutError } from '../../../src/shared/api/http';

const URL_ = new URL('http://localhost/api/x');
const RETRY = { limit: 2, methods: ['GET'], statusCodes: [503], backoffLimitMs: 2000 };

/** A fetch that answers the given statuses in turn (a thrown value is a connection failure). */
function answering(...answers: (number | Error)[]) {
  const calls: RequestInit[] = [];
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(new Response(null, { status: next }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('http transport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a read again on a passing server failure, waiting longer each time, then gives the last answer', async () => {
    const { fetch, calls } = answering(503, 503, 503);
    const http = createHttp({ timeoutMs: 10_000, retry: RETRY, fetch, isOnline: () => true });
    const answer = http(URL_, { method: 'GET', headers: {} });
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toHaveLength(3);
    expect((await answer).status).toBe(503);
  });

  it('stops retrying at the first good answer', async () => {
    const { fetch, calls } = answering(503, 200);
    const http = createHttp({ timeoutMs: 10_000, retry: RETRY, fetch, isOnline: () => true });
    const answer = http(URL_, { method: 'GET', headers: {} });
    await vi.advanceTimersByTimeAsync(300);
    expect((await answer).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('never sends a write twice, whatever the answer', async () => {
    const { fetch, calls } = answering(503, 200);
    const http = createHttp({ timeoutMs: 10_000, retry: RETRY, fetch, isOnline: () => true });
    expect((await http(URL_, { method: 'POST', headers: {}, body: '{}' })).status).toBe(503);
    const failing = createHttp({ timeoutMs: 10_000, retry: RETRY, fetch: answering(new TypeError('Failed to fetch')).fetch, isOnline: () => true });
    await expect(failing(URL_, { method: 'POST', headers: {} })).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(1);
  });

  it('tries a read again after a connection failure while online, and not at all offline', async () => {
    const online = answering(new TypeError('Failed to fetch'), 200);
    const answer = createHttp({ timeoutMs: 10_000, retry: RETRY, fetch: online.fetch, isOnline: () => true })(URL_, { method: 'GET', headers: {} });
    await vi.advanceTimersByTimeAsync(300);
    expect((await answer).status).toBe(200);

    const offline = answering(new TypeError('Failed to fetch'), 200);
    await expect(
      createHttp({ timeoutMs: 10_000, retry: RETRY, fetch: offline.fetch, isOnline: () => false })(URL_, { method: 'GET', headers: {} }),
    ).rejects.toThrow(TypeError);
    expect(offline.calls).toHaveLength(1);
  });

  it('gives up after the time limit with a TimeoutError, and the caller can still abort', async () => {
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const http = createHttp({ timeoutMs: 50, retry: RETRY, fetch: hanging as unknown as typeof fetch, isOnline: () => true });
    const slow = http(URL_, { method: 'GET', headers: {} });
    const caught = slow.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await caught).toBeInstanceOf(TimeoutError);
    // A timeout is not retried: the player has waited long enough.
    expect(hanging).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    const aborted = http(URL_, { method: 'GET', headers: {}, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
    expect(hanging).toHaveBeenCalledTimes(2);
  });

  it('counts the body in the time limit: headers at once and a body that never ends is a TimeoutError', async () => {
    const trickling = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    });
    const http = createHttp({ timeoutMs: 50, retry: RETRY, fetch: trickling as unknown as typeof fetch, isOnline: () => true });
    const caught = http(URL_, { method: 'GET', headers: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await caught).toBeInstanceOf(TimeoutError);
  });
});
