import { seal } from '#src/shared/api/seal';
import { ENCRYPTION_SCHEME, publicKeySchema } from '#src/shared/contract/auth';
import type { TestServer } from './test-server';

export type Envelope = { success: boolean; message?: string; value?: Record<string, unknown> };
/**
 * `from`: the client address the call comes from (the test server's default when absent).
 * `sealedPayload`: a body sealed beforehand by sealedPayload, sent as it is (to send one twice).
 */
export type CallOptions = { body?: unknown; sealed?: boolean; sealedPayload?: string; headers?: Record<string, string>; from?: string };

/** `body` sealed with the server's public key as the client seals it, at `sealedAt` (now when absent). */
export async function sealedPayload(server: TestServer, body: unknown, sealedAt?: number): Promise<string> {
  const key = publicKeySchema.parse(((await (await server.fetch('/api/crypto/public-key')).json()) as { value: unknown }).value);
  return JSON.stringify(await seal(body, key, sealedAt));
}

/** Calls the in-process server; `sealed` encrypts the body with its public key, as the client does. */
export async function apiCall(server: TestServer, method: string, path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  let payload: string | undefined;
  if (opts.sealedPayload !== undefined) {
    payload = opts.sealedPayload;
  } else if (opts.body !== undefined) {
    payload = opts.sealed ? await sealedPayload(server, opts.body) : JSON.stringify(opts.body);
  }
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.sealed || opts.sealedPayload !== undefined) headers.Encryption = ENCRYPTION_SCHEME;
  const send = opts.from === undefined ? server.fetch : server.fetchFrom(opts.from);
  const res = await send(path, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  return { status: res.status, body: (await res.json()) as Envelope };
}
