import { isHTTPError, type ResponsePromise, TimeoutError } from 'ky';
import { type PublicKey, sealedStaleValueSchema } from '../contract/auth';
import { failureEnvelopeSchema } from '../contract/envelope';
import { placeInput } from '../contract/input-placement';
import { isMessageKey } from '../contract/message-keys';
import { OFFLINE_POLICY } from '../contract/offline-policy';
import { HEADERS } from '../contract/platform';
import { type ApiRoutes, apiRoutes, type RequestOf, type ResponseOf, type RouteDef, type RouteName } from '../contract/routes';
import { ApiError } from './api-error';
import { sealing } from './seal';
import { createTransport, type RequestContext } from './transport';

export type { RequestContext };
export { ApiError };

export type ApiClientOptions = {
  /** A function so nothing touches `location` at import time (the shell can be prerendered). */
  baseUrl: string | (() => string);
  context: () => RequestContext;
  /** Called on any 401 before the error is thrown: the shell clears the session. */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  isOnline?: () => boolean;
  /** An answer came from the server (any status): the connection works. */
  onReached?: () => void;
  /** A request found no connection, timed out, or a list came from the worker's cache for want of one. */
  onUnreachable?: () => void;
  /** Before a write: false when the connection is known dead (then nothing is sent, err_offline). */
  confirmConnection?: () => Promise<boolean>;
};

export type CallOptions = { idempotencyKey?: string; signal?: AbortSignal };

/** Calls whose body is multipart/form-data (files): sent with `upload`, never `call`. */
export type MultipartRouteName = { [N in RouteName]: ApiRoutes[N] extends { multipart: true } ? N : never }[RouteName];
export type JsonRouteName = Exclude<RouteName, MultipartRouteName>;
/** Files by form field name (the contract names the field, e.g. REWARD_PICTURES_FIELD). */
export type UploadFiles = Readonly<Record<string, readonly File[]>>;

/** A value and whether the service worker answered it from its cache (the network failed). */
export type Served<T> = { value: T; fromCache: boolean };

export type ApiClient = {
  call<N extends JsonRouteName>(name: N, input: RequestOf<N>, options?: CallOptions): Promise<ResponseOf<N>>;
  /** As `call`, for lists that show an offline mark when they come from the cache. */
  callServed<N extends JsonRouteName>(name: N, input: RequestOf<N>, options?: CallOptions): Promise<Served<ResponseOf<N>>>;
  /** A multipart call: text fields checked by the route's request schema, plus files. Never retried. */
  upload<N extends MultipartRouteName>(name: N, fields: RequestOf<N>, files: UploadFiles, options?: CallOptions): Promise<ResponseOf<N>>;
};

export const REQUEST_TIMEOUT_MS = 10_000;
/** Up to three 5 MB pictures go up before any answer: a phone's uplink needs longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  // Without a probe of its own, the browser's flag; outside a browser (tests, tools), online.
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const transport = createTransport({
    context: options.context,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    uploadTimeoutMs: options.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS,
    fetch: options.fetch,
    isOnline,
  });
  let publicKey: Promise<PublicKey> | null = null;
  /** How far the server's clock is ahead of this device's, as its refusal of a stale body said. */
  let serverClockAhead = 0;

  /** The server's public key, asked once, and again after the server said it has rotated it. */
  function serverKey(): Promise<PublicKey> {
    if (!publicKey)
      publicKey = call('publicKey', {}).catch((e: unknown) => {
        publicKey = null;
        throw e;
      });
    return publicKey;
  }

  /** What this call is: its module and its idempotency key, if any (who is asking, the transport adds). */
  function callHeaders(route: RouteDef, callOptions: CallOptions): Record<string, string> {
    const headers: Record<string, string> = { [HEADERS.moduleId]: route.moduleId };
    if (callOptions.idempotencyKey) headers[HEADERS.idempotencyKey] = callOptions.idempotencyKey;
    return headers;
  }

  function urlOf(route: RouteDef): URL {
    return new URL(route.path, typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
  }

  /** Tells the shell of a 401 (it clears the session) before the error is thrown. */
  function rejected(error: ApiError): ApiError {
    if (error.status === 401) options.onUnauthorized?.(error);
    return error;
  }

  /** What a sealed call has already been sent again for: a rotated key, a device clock set wrong. */
  type Resent = { key: boolean; clock: boolean };
  const FIRST_SEND: Resent = { key: false, clock: false };

  async function send<N extends JsonRouteName>(name: N, input: RequestOf<N>, callOptions: CallOptions, resent: Resent): Promise<Served<ResponseOf<N>>> {
    const route: RouteDef = apiRoutes[name];
    // A multipart route sent as JSON would lose its files: refuse before anything travels.
    if (route.multipart) throw new ApiError('err_bad_request', 0);
    // A money call without its key could be applied twice by a retry: refuse before it travels.
    if (route.moneyMoving && !callOptions.idempotencyKey) throw new ApiError('err_idempotency_key_required', 0);
    const checked = route.request.safeParse(input ?? {});
    if (!checked.success) throw new ApiError('err_bad_request', 0);
    await confirmWrite(route);
    const url = urlOf(route);
    const headers = callHeaders(route, callOptions);
    const body = placeInput(route.method, checked.data as Record<string, unknown>, url);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // An encrypted route's body is sealed on its way out, under the key the server now holds.
    const sealed = route.encrypted && body !== undefined ? { hooks: { beforeRequest: [sealing(serverKey, () => Date.now() + serverClockAhead)] } } : {};

    let answer: Answer;
    try {
      answer = await answerOf(transport.json(url, { method: route.method, headers, body, signal: callOptions.signal, ...sealed }));
    } catch (error) {
      throw transportFailure(error);
    }
    const fromCache = answer.headers.get(HEADERS.servedFromCache) === '1';
    // Stale-while-revalidate answers come from the cache online too: only a network-first list
    // answered from the cache says the network failed.
    if (!fromCache) options.onReached?.();
    else if (OFFLINE_POLICY[name as keyof typeof OFFLINE_POLICY] === 'network-first') options.onUnreachable?.();

    const result = unwrap(route, answer);
    if ('error' in result) {
      const { messageKey, value } = result.error;
      if (messageKey === 'err_encryption_key_unknown' && !resent.key) {
        publicKey = null;
        return send(name, input, callOptions, { ...resent, key: true });
      }
      // A device whose clock is off seals bodies the server takes as stale: set by the server's, once.
      const stale = messageKey === 'err_sealed_stale' ? sealedStaleValueSchema.safeParse(value) : null;
      if (stale?.success && !resent.clock) {
        serverClockAhead = stale.data.serverTime - Date.now();
        return send(name, input, callOptions, { ...resent, clock: true });
      }
      throw rejected(result.error);
    }
    return { value: result.value as ResponseOf<N>, fromCache };
  }

  async function upload<N extends MultipartRouteName>(
    name: N,
    fields: RequestOf<N>,
    files: UploadFiles,
    callOptions: CallOptions = {},
  ): Promise<ResponseOf<N>> {
    const route: RouteDef = apiRoutes[name];
    const checked = route.request.safeParse(fields);
    if (!checked.success) throw new ApiError('err_bad_request', 0);
    if (route.keyed && !callOptions.idempotencyKey) throw new ApiError('err_idempotency_key_required', 0);
    await confirmWrite(route);
    const form = new FormData();
    for (const [key, value] of Object.entries(checked.data as Record<string, unknown>)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    for (const [field, list] of Object.entries(files)) {
      for (const file of list) form.append(field, file, file.name);
    }
    // No Content-Type of ours: the browser writes multipart/form-data with its boundary.
    let answer: Answer;
    try {
      answer = await answerOf(
        transport.upload(urlOf(route), { method: route.method, headers: callHeaders(route, callOptions), body: form, signal: callOptions.signal }),
      );
    } catch (error) {
      throw transportFailure(error);
    }
    options.onReached?.();
    const result = unwrap(route, answer);
    if ('error' in result) throw rejected(result.error);
    return result.value as ResponseOf<N>;
  }

  /** A write is not sent into a connection known dead: the player hears at once, nothing half-arrives. */
  async function confirmWrite(route: RouteDef): Promise<void> {
    if (route.method !== 'GET' && options.confirmConnection && !(await options.confirmConnection())) throw new ApiError('err_offline', 0);
  }

  /** A request that never got an answer, told to the connectivity watch unless the caller aborted it. */
  function transportFailure(error: unknown): ApiError {
    // The public key's own call failed on its way to sealing this one, and has told the watch.
    if (error instanceof ApiError) return error;
    const failure = toTransportError(error, isOnline);
    options.onUnreachable?.();
    return failure;
  }

  function callServed<N extends JsonRouteName>(name: N, input: RequestOf<N>, callOptions: CallOptions = {}): Promise<Served<ResponseOf<N>>> {
    return send(name, input, callOptions, FIRST_SEND);
  }

  async function call<N extends JsonRouteName>(name: N, input: RequestOf<N>, callOptions: CallOptions = {}): Promise<ResponseOf<N>> {
    return (await send(name, input, callOptions, FIRST_SEND)).value;
  }

  return { call, callServed, upload };
}

/** What the server answered, whatever the status; null `payload` when the body was not JSON. */
type Answer = { ok: boolean; status: number; headers: Headers; payload: unknown };

/** ky throws an answer outside 2xx as an HTTPError (so that its retry sees it); it is still an answer. */
async function answerOf(request: ResponsePromise): Promise<Answer> {
  try {
    const response = await request;
    return { ok: response.ok, status: response.status, headers: response.headers, payload: await response.json().catch(() => null) };
  } catch (error) {
    if (!isHTTPError(error)) throw error;
    return { ok: false, status: error.response.status, headers: error.response.headers, payload: await error.response.json().catch(() => null) };
  }
}

/** The envelope's value checked against the route, or the failure as an ApiError. */
function unwrap(route: RouteDef, answer: Answer): { value: unknown } | { error: ApiError } {
  const failure = failureEnvelopeSchema.safeParse(answer.payload);
  if (failure.success || !answer.ok) {
    const key = failure.success && isMessageKey(failure.data.message) ? failure.data.message : 'err_unknown';
    return { error: new ApiError(key, answer.status, failure.success ? failure.data.value : undefined) };
  }
  const value = route.response.safeParse((answer.payload as { value?: unknown } | null)?.value);
  if (!value.success) return { error: new ApiError('err_unknown', answer.status) };
  return { value: value.data };
}

function toTransportError(error: unknown, isOnline: () => boolean): ApiError {
  if (error instanceof TimeoutError) return new ApiError('err_timeout', 0);
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError(isOnline() ? 'err_network' : 'err_offline', 0);
}
