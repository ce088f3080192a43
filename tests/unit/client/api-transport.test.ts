// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from '#src/shared/api/client';

/**
 * The rules of the client's transport, against a scripted fetch and fake timers: what is tried
 * again and when, the time limit of an attempt (its body included), and the caller's abort.
 */

type Answer = (request: Request) => Promise<Response>;

const ok: Answer = async () => Response.json({ success: true, value: {} });
/** A passing server failure; its Retry-After is not heeded, a read waits our own backoff. */
const failing =
  (status: number): Answer =>
  async () =>
    Response.json({ success: false, message: 'err_unknown' }, { status, headers: { 'Retry-After': '60' } });
const lost: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
/** No answer until the request is aborted. */
const hanging: Answer = (request) => new Promise((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
/** Headers after `ms`, then the first bytes of a body that never ends. */
const trickling =
  (ms: number): Answer =>
  (request) =>
    new Promise((resolve) =>
      setTimeout(() => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"success":'));
            request.signal.addEventListener('abort', () => controller.error(request.signal.reason));
          },
        });
        resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }, ms),
    );

/** A client whose fetch gives the answers in turn (the last one again), recording each request. */
function scripted(answers: Answer[], extra: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = [];
  const unreachable = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://localhost',
    context: () => ({ token: null, merchantCode: null, language: 'EN', device: 'MOBILE' }),
    onUnreachable: unreachable,
    ...extra,
    fetch: (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      return answers[Math.min(requests.length, answers.length) - 1]!(request);
    },
  });
  return { client, requests, unreachable };
}

/** The promise's outcome without an unhandled rejection while the clock is advanced. */
const settle = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('api client transport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a read again on a passing server failure, 300 then 600 ms later, and takes the answer that came', async () => {
    const { client, requests } = scripted([failing(503), failing(502), ok]);
    const answer = settle(client.call('ping', {}));
    await vi.advanceTimersByTimeAsync(299);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    expect(await answer).toEqual({ value: {} });
  });

  it('gives the last failure after two retries, and takes any other failure at once', async () => {
    const passing = scripted([failing(503)]);
    const answer = settle(passing.client.call('ping', {}));
    await vi.advanceTimersByTimeAsync(900);
    expect(await answer).toMatchObject({ error: { messageKey: 'err_unknown', status: 503 } });
    expect(passing.requests).toHaveLength(3);

    const broken = scripted([failing(500), ok]);
    await expect(broken.client.call('ping', {})).rejects.toMatchObject({ status: 500 });
    expect(broken.requests).toHaveLength(1);
  });

  it('never sends a write twice, whatever became of it', async () => {
    const deleted = scripted([failing(503), ok]);
    await expect(deleted.client.call('logout', {})).rejects.toMatchObject({ status: 503 });
    expect(deleted.requests).toHaveLength(1);

    const posted = scripted([lost, ok]);
    await expect(posted.client.call('signIn', {}, { idempotencyKey: 'sign-in-write-1' })).rejects.toMatchObject({ messageKey: 'err_network' });
    expect(posted.requests).toHaveLength(1);
  });

  it('tries a read again after a lost connection while online, and not at all offline', async () => {
    const online = scripted([lost, ok]);
    const answer = settle(online.client.call('ping', {}));
    await vi.advanceTimersByTimeAsync(300);
    expect(await answer).toEqual({ value: {} });
    expect(online.requests).toHaveLength(2);

    const offline = scripted([lost, ok], { isOnline: () => false });
    await expect(offline.client.call('ping', {})).rejects.toMatchObject({ messageKey: 'err_offline' });
    expect(offline.requests).toHaveLength(1);
  });

  it('gives up at the time limit with err_timeout, not sooner, and does not try again', async () => {
    const { client, requests, unreachable } = scripted([hanging, ok], { timeoutMs: 50 });
    const answer = settle(client.call('ping', {}));
    await vi.advanceTimersByTimeAsync(49);
    expect(unreachable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toMatchObject({ error: { messageKey: 'err_timeout' } });
    expect(requests).toHaveLength(1);
    expect(unreachable).toHaveBeenCalledOnce();
  });

  it('counts the body in the time limit: headers at 30 ms and a body that never ends give err_timeout at 50 ms', async () => {
    const { client } = scripted([trickling(30)], { timeoutMs: 50 });
    const outcome = vi.fn();
    void settle(client.call('ping', {})).then(outcome);
    await vi.advanceTimersByTimeAsync(49);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith({ error: expect.objectContaining({ messageKey: 'err_timeout' }) });
  });

  it("rethrows the caller's abort as it is, in flight or between attempts, and tells the watch nothing", async () => {
    const inFlight = scripted([hanging]);
    const controller = new AbortController();
    const answer = settle(inFlight.client.call('ping', {}, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await answer).toEqual({ error: controller.signal.reason });
    expect(controller.signal.reason).toMatchObject({ name: 'AbortError' });
    expect(inFlight.unreachable).not.toHaveBeenCalled();

    const waiting = scripted([failing(503), ok]);
    const later = new AbortController();
    const retried = settle(waiting.client.call('ping', {}, { signal: later.signal }));
    await vi.advanceTimersByTimeAsync(100);
    later.abort();
    expect(await retried).toEqual({ error: later.signal.reason });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(waiting.requests).toHaveLength(1);
  });

  it('takes a body that is not JSON as err_unknown', async () => {
    const { client } = scripted([async () => new Response('{"success":true,"value":', { status: 200, headers: { 'Content-Type': 'application/json' } })]);
    await expect(client.call('ping', {})).rejects.toMatchObject({ messageKey: 'err_unknown', status: 200 });
  });

  it('tells the watch once when the key for a sealed body could not be fetched', async () => {
    const { client, requests, unreachable } = scripted([lost], { isOnline: () => false });
    await expect(client.call('login', { username: 'player1', password: 'Player1234', type: 'username' })).rejects.toMatchObject({ messageKey: 'err_offline' });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/crypto/public-key']);
    expect(unreachable).toHaveBeenCalledOnce();
  });
});
