import { seal } from '../../src/shared/api/seal';
import { publicKeySchema } from '../../src/shared/contract/auth';
import type { TestServer } from './test-server';

export type Envelope = { success: boolean; message?: string; value?: Record<string, unknown> };
/** `from`: the client address the call comes from (the test server's default when absent). */
export type CallOptions = { body?: unknown; sealed?: boolean; headers?: Record<string, string>; from?: string };

/** Calls the in-process server; `sealed` encrypts the body with its public key, as the client does. */
export async function apiCall(server: TestServer, method: string, path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  let payload: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (opts.sealed) {
      const key = publicKeySchema.parse(((await (await server.fetch('/api/crypto/public-key')).json()) as { value: unknown }).value);
      payload = JSON.stringify(await seal(opts.body, key));
      headers.Encryption = 'RSA-OAEP-256+A256GCM';
    } else {
      payload = JSON.stringify(opts.body);
    }
  }
  const send = opts.from === undefined ? server.fetch : server.fetchFrom(opts.from);
  const res = await send(path, { method, headers, ...(payload === undefined ? {} : { body: payload }) });
  return { status: res.status, body: (await res.json()) as Envelope };
}
