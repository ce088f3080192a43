import ky, { type BeforeRequestHook, isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import { type Device, HEADERS, type LanguageCode } from '../contract/platform';

/** What the shell supplies per request; the client itself holds no app state. */
export type RequestContext = {
  token: string | null;
  merchantCode: string | null;
  language: LanguageCode;
  device: Device;
};

export type TransportOptions = {
  context: () => RequestContext;
  timeoutMs: number;
  uploadTimeoutMs: number;
  fetch?: typeof fetch;
  /** A connection failure is tried again only while online: offline, the player hears at once. */
  isOnline: () => boolean;
};

/** The HTTP the API client sends through: JSON calls, and multipart uploads (files). */
export type Transport = { json: KyInstance; upload: KyInstance };

export function createTransport(options: TransportOptions): Transport {
  const base = ky.create({ fetch: wholeAnswers(options.fetch), hooks: { beforeRequest: [sender(options.context)] } });
  return {
    json: base.extend({
      timeout: options.timeoutMs,
      retry: {
        limit: 2,
        // Only reads: a repeated write could move money twice.
        methods: ['get'],
        // The server or a proxy was briefly unable; waits of 300 then 600 ms.
        statusCodes: [408, 502, 503, 504],
        backoffLimit: 2_000,
        // Our waits only: a Retry-After of minutes would hold the spinner that long.
        afterStatusCodes: [],
        // The player has waited the whole limit already.
        retryOnTimeout: false,
        // ky's rules for an answer and a timeout; a lost connection (fetch's TypeError) is tried
        // again only while online, and anything else (the caller's abort) never.
        shouldRetry: ({ error }) => (isHTTPError(error) || isTimeoutError(error) || (error instanceof TypeError && options.isOnline()) ? undefined : false),
      },
    }),
    // Never sent again by the transport: a player's resend carries the same key.
    upload: base.extend({ timeout: options.uploadTimeoutMs, retry: 0 }),
  };
}

/** Who is asking, on every request: language, device, and the session's token and merchant. */
function sender(context: () => RequestContext): BeforeRequestHook {
  return (request) => {
    const ctx = context();
    request.headers.set(HEADERS.language, ctx.language);
    request.headers.set(HEADERS.device, ctx.device);
    if (ctx.token) request.headers.set(HEADERS.authorization, `Bearer ${ctx.token}`);
    if (ctx.merchantCode) request.headers.set(HEADERS.merchant, ctx.merchantCode);
  };
}

/**
 * ky's time limit races the fetch it is given, and this one resolves with the body read whole:
 * the limit of each attempt covers the body too (a server that sends its headers and then
 * trickles the rest would otherwise hold a spinner for ever), and a body cut off half-way fails
 * the attempt as a lost connection does.
 */
function wholeAnswers(fetchImpl: typeof fetch | undefined): typeof fetch {
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    const response = await doFetch(input, init);
    const body = response.body === null ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
