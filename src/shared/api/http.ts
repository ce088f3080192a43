/**
 * The transport under the API client: `fetch` with a time limit per attempt and a few retries of
 * reads. Written out instead of taken from a library: it is all the client needs, and about
 * 4 KB (brotli) less on every first load.
 */

/** The server did not answer within the time limit. */
export class TimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'TimeoutError';
  }
}

export type RetryPolicy = {
  /** Further attempts after the first. */
  limit: number;
  /** Methods that may be sent again: only reads, a repeated write could move money twice. */
  methods: readonly string[];
  /** Answers worth another attempt (the server or a proxy was briefly unable). */
  statusCodes: readonly number[];
  /** Waits grow 300, 600, 1200 ms... up to this. */
  backoffLimitMs: number;
};

export type HttpOptions = {
  timeoutMs: number;
  retry?: RetryPolicy;
  fetch?: typeof fetch;
  /** A connection failure is tried again only while online: offline, the player hears at once. */
  isOnline: () => boolean;
};

export type HttpInit = { method: string; headers: Record<string, string>; body?: BodyInit; signal?: AbortSignal };

const NO_RETRY: RetryPolicy = { limit: 0, methods: [], statusCodes: [], backoffLimitMs: 0 };

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * One attempt, its answer read whole: the time limit covers the body too (a server that sends its
 * headers and then trickles the rest would otherwise hold a spinner for ever). The caller's signal
 * still aborts it; the time limit turns into a TimeoutError.
 */
async function attempt(doFetch: typeof fetch, url: URL, init: HttpInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new TimeoutError());
  }, timeoutMs);
  const forward = () => controller.abort(init.signal?.reason);
  if (init.signal?.aborted) forward();
  init.signal?.addEventListener('abort', forward, { once: true });
  try {
    const response = await doFetch(url, { method: init.method, headers: init.headers, body: init.body, signal: controller.signal });
    const body = await response.arrayBuffer();
    return new Response(response.status === 204 || response.status === 304 ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    if (timedOut) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', forward);
  }
}

export type Http = (url: URL, init: HttpInit) => Promise<Response>;

export function createHttp({ timeoutMs, retry = NO_RETRY, fetch: fetchImpl, isOnline }: HttpOptions): Http {
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return async (url, init) => {
    const retries = retry.methods.includes(init.method.toUpperCase()) ? retry.limit : 0;
    for (let tried = 0; ; tried += 1) {
      const backoff = () => wait(Math.min(retry.backoffLimitMs, 300 * 2 ** tried), init.signal);
      let response: Response;
      try {
        response = await attempt(doFetch, url, init, timeoutMs);
      } catch (error) {
        const aborted = init.signal?.aborted || error instanceof TimeoutError;
        if (aborted || tried >= retries || !isOnline()) throw error;
        await backoff();
        continue;
      }
      if (tried >= retries || !retry.statusCodes.includes(response.status)) return response;
      await backoff();
    }
  };
}
