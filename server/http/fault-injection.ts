import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import type { ServerConfig } from '../config';
import type { AppEnv } from './env';

/**
 * Test control: a browser test makes the network misbehave for its own context only, through a
 * cookie (`test-faults`, JSON), so tests running side by side on one server never see each
 * other's faults. Only with ENABLE_TEST_CONTROLS. Each fault names an API path (or a prefix
 * ending in `*`) and what goes wrong:
 * - `latency`: the answer comes `ms` late;
 * - `status`: the server answers `status` (5xx) with the envelope, without running the call;
 * - `malformed`: a 200 whose body is not JSON;
 * - `drop`: the connection breaks before any answer;
 * - `slow-body`: the headers come at once, the body a byte every `ms`.
 */
export const FAULT_COOKIE = 'test-faults';

const faultSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(200)),
  kind: z.enum(['latency', 'status', 'malformed', 'drop', 'slow-body']),
  ms: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
  status: z.optional(z.int().check(z.minimum(500), z.maximum(599))),
  /** Only this method (a read fault need not break the writes of the same path). */
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
});
export type Fault = z.infer<typeof faultSchema>;
const faultsSchema = z.array(faultSchema).check(z.maxLength(20));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function faultsOf(cookie: string | undefined): Fault[] {
  if (!cookie) return [];
  try {
    return faultsSchema.safeParse(JSON.parse(cookie)).data ?? [];
  } catch {
    return [];
  }
}

const matches = (fault: Fault, path: string, method: string) =>
  (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path) && (!fault.method || fault.method === method);

/** Mounted outside compression and the catalogue cache, so a slow body trickles the bytes as sent. */
export const faultInjection =
  (config: Pick<ServerConfig, 'ENABLE_TEST_CONTROLS'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!config.ENABLE_TEST_CONTROLS) return next();
    const fault = faultsOf(getCookie(c, FAULT_COOKIE)).find((f) => matches(f, c.req.path, c.req.method));
    if (!fault) return next();
    switch (fault.kind) {
      case 'latency':
        await wait(fault.ms ?? 3_000);
        return next();
      case 'status':
        return c.json({ success: false, message: 'err_unknown' }, (fault.status ?? 503) as 503);
      case 'malformed':
        return c.body('{"success":true,"value":', 200, { 'Content-Type': 'application/json' });
      case 'drop': {
        // On Node the socket itself goes, as a lost connection does; in-process (unit tests) a body
        // that fails before its first byte does the same to the caller.
        const socket = (c.env as { incoming?: { socket?: { destroy: () => void } } } | undefined)?.incoming?.socket;
        if (socket) {
          socket.destroy();
          return c.body(null, 204);
        }
        return new Response(new ReadableStream({ start: (controller) => controller.error(new Error('dropped by a test fault')) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      case 'slow-body': {
        await next();
        const body = new Uint8Array(await c.res.arrayBuffer());
        const every = fault.ms ?? 500;
        const headers = new Headers(c.res.headers);
        headers.delete('Content-Length');
        let sent = 0;
        c.res = new Response(
          new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (sent >= body.length) {
                controller.close();
                return;
              }
              await wait(every);
              controller.enqueue(body.subarray(sent, sent + 1));
              sent += 1;
            },
          }),
          { status: c.res.status, headers },
        );
        return;
      }
    }
  };
