import { seal } from '#src/shared/api/seal';
import { publicKeySchema } from '#src/shared/contract/auth';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { TestServer } from '#tests/helpers/test-server';

export type Envelope<T> = { success: boolean; value?: T; message?: string };

/** Logs in with a sealed body, as the client does; returns the session token. */
export async function login(server: TestServer, username: string, password: string, merchant?: string): Promise<string> {
  const headers: Record<string, string> = merchant ? { Merchant: merchant } : {};
  const keyRes = (await (await server.fetch('/api/crypto/public-key', { headers })).json()) as { value: unknown };
  const body = await seal({ username, password, type: 'username' }, publicKeySchema.parse(keyRes.value));
  const res = await server.fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Encryption: 'RSA-OAEP-256+A256GCM', ...headers },
    body: JSON.stringify(body),
  });
  const parsed = (await res.json()) as Envelope<{ token: string }>;
  if (!parsed.value?.token) throw new Error(`login of ${username} failed: ${parsed.message ?? res.status}`);
  return parsed.value.token;
}

export async function trialToken(server: TestServer): Promise<string> {
  const res = await server.fetch('/api/auth/trial-user', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const parsed = (await res.json()) as Envelope<{ token: string }>;
  if (!parsed.value?.token) throw new Error('trial failed');
  return parsed.value.token;
}

type CallOptions = {
  token?: string;
  merchant?: string;
  /** The Language header the app sends (none: the server's default, TY). */
  language?: LanguageCode;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
};

/** Calls an API path; GET/DELETE take `query`, POST and PUT take `body`. */
export async function call<T>(server: TestServer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.merchant) headers.Merchant = options.merchant;
  if (options.language) headers.Language = options.language;
  let url = path;
  if (options.query) url += `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`;
  const init: RequestInit = { method, headers };
  if (method === 'POST' || method === 'PUT') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }
  const res = await server.fetch(url, init);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}
