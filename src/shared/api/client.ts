import ky, { HTTPError, TimeoutError } from 'ky';
import { ENCRYPTION_SCHEME, type PublicKey } from '../contract/auth';
import { failureEnvelopeSchema } from '../contract/envelope';
import { isMessageKey } from '../contract/message-keys';
import { type Device, HEADERS, type LanguageCode } from '../contract/platform';
import { apiRoutes, type RequestOf, type ResponseOf, type RouteName } from '../contract/routes';
import { ApiError } from './api-error';
import { seal } from './seal';

export { ApiError };

/** What the shell supplies per request; the client itself holds no app state. */
export type RequestContext = {
  token: string | null;
  merchantCode: string | null;
  language: LanguageCode;
  device: Device;
};

export type ApiClientOptions = {
  /** A function so nothing touches `location` at import time (the shell can be prerendered). */
  baseUrl: string | (() => string);
  context: () => RequestContext;
  /** Called on any 401 before the error is thrown: the shell clears the session. */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  isOnline?: () => boolean;
};

export type CallOptions = { idempotencyKey?: string; signal?: AbortSignal };

/** A value and whether the service worker answered it from its cache (the network failed). */
export type Served<T> = { value: T; fromCache: boolean };

export type ApiClient = {
  call<N extends RouteName>(name: N, input: RequestOf<N>, options?: CallOptions): Promise<ResponseOf<N>>;
  /** As `call`, for lists that show an offline mark when they come from the cache. */
  callServed<N extends RouteName>(name: N, input: RequestOf<N>, options?: CallOptions): Promise<Served<ResponseOf<N>>>;
};

export const REQUEST_TIMEOUT_MS = 10_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = ky.create({
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    throwHttpErrors: false,
    // Only reads are retried: a repeated write could move money twice.
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504], backoffLimit: 2000 },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let publicKey: Promise<PublicKey> | null = null;

  async function send<N extends RouteName>(name: N, input: RequestOf<N>, callOptions: CallOptions, freshKey: boolean): Promise<Served<ResponseOf<N>>> {
    const route = apiRoutes[name];
    const checked = route.request.safeParse(input ?? {});
    if (!checked.success) throw new ApiError('err_bad_request', 0);
    const ctx = options.context();
    const headers: Record<string, string> = {
      [HEADERS.moduleId]: route.moduleId,
      [HEADERS.language]: ctx.language,
      [HEADERS.device]: ctx.device,
    };
    if (ctx.token) headers[HEADERS.authorization] = `Bearer ${ctx.token}`;
    if (ctx.merchantCode) headers[HEADERS.merchant] = ctx.merchantCode;
    if (callOptions.idempotencyKey) headers[HEADERS.idempotencyKey] = callOptions.idempotencyKey;

    const url = new URL(route.path, typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
    let body: string | undefined;
    if (route.method === 'GET' || route.method === 'DELETE') {
      for (const [key, value] of Object.entries(checked.data as Record<string, unknown>)) {
        if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
      }
    } else if ('encrypted' in route && route.encrypted) {
      if (freshKey || !publicKey) publicKey = call('publicKey', {}).catch((e: unknown) => { publicKey = null; throw e; });
      body = JSON.stringify(await seal(checked.data, await publicKey));
      headers[HEADERS.encryption] = ENCRYPTION_SCHEME;
    } else {
      body = JSON.stringify(checked.data);
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await http(url, { method: route.method, headers, body, signal: callOptions.signal });
    } catch (error) {
      throw toTransportError(error, options.isOnline);
    }

    const payload: unknown = await response.json().catch(() => null);
    const failure = failureEnvelopeSchema.safeParse(payload);
    if (failure.success || !response.ok) {
      const key = failure.success && isMessageKey(failure.data.message) ? failure.data.message : 'err_unknown';
      const error = new ApiError(key, response.status, failure.success ? failure.data.value : undefined);
      if (key === 'err_encryption_key_unknown' && !freshKey) return send(name, input, callOptions, true);
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    const envelope = payload as { value?: unknown };
    const value = route.response.safeParse(envelope.value);
    if (!value.success) throw new ApiError('err_unknown', response.status);
    return { value: value.data as ResponseOf<N>, fromCache: response.headers.get(HEADERS.servedFromCache) === '1' };
  }

  function callServed<N extends RouteName>(name: N, input: RequestOf<N>, callOptions: CallOptions = {}): Promise<Served<ResponseOf<N>>> {
    return send(name, input, callOptions, false);
  }

  async function call<N extends RouteName>(name: N, input: RequestOf<N>, callOptions: CallOptions = {}): Promise<ResponseOf<N>> {
    return (await send(name, input, callOptions, false)).value;
  }

  return { call, callServed };
}

function toTransportError(error: unknown, isOnline?: () => boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) return new ApiError('err_timeout', 0);
  if (error instanceof HTTPError) return new ApiError('err_unknown', error.response.status);
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  const online = isOnline ? isOnline() : typeof navigator === 'undefined' || navigator.onLine;
  return new ApiError(online ? 'err_network' : 'err_offline', 0);
}
