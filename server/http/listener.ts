import { createServer, type Server, type ServerOptions } from 'node:http';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from '../log';
import type { AppEnv, Services } from './env';
import { applySecurityHeaders } from './security-headers';

/**
 * The app behind Node's HTTP server. A request the adapter cannot make a URL of (a malformed Host
 * such as `a_b..:99999`, an absolute or backslashed path) never reaches the app: it gets the
 * envelope's 400 with every security header, and the connection is closed, instead of the
 * adapter's bare, empty 400.
 */
export function platformServer(
  app: Hono<AppEnv>,
  config: Pick<Services['config'], 'BEHIND_TLS' | 'HOST'>,
  options: ServerOptions,
  log: Pick<Logger, 'error'> = { error: (fields: unknown, message?: string) => console.error(message, fields) },
): Server {
  const listener = getRequestListener(app.fetch, {
    // The host of a request that names none (HTTP/1.0, some health checks).
    hostname: config.HOST ?? 'localhost',
    errorHandler: (error) => {
      const bad = error instanceof RequestError;
      if (!bad) log.error({ err: error }, 'request failed before the app answered');
      const answer = new Response(JSON.stringify({ success: false, message: bad ? 'err_bad_request' : 'err_unknown' }), {
        status: bad ? 400 : 500,
        headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store', Connection: 'close' },
      });
      applySecurityHeaders(answer.headers, config);
      return answer;
    },
  });
  return createServer(options, listener);
}
