import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../log';
import { httpDuration, httpRequests } from '../metrics';
import type { AppEnv } from './env';

/**
 * One line per request, once it is answered: its id (also sent back as X-Request-Id), method,
 * route pattern (never the address itself, whose query may carry a token), status, duration and
 * merchant. No header, body or query is read into it, so no secret can reach the log. The same
 * figures are counted for the metrics.
 */
export function accessLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      reqId: c.get('requestId'),
      method: c.req.method,
      route: routePath(c),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      merchant: c.get('merchant')?.code ?? null,
    };
    httpRequests.inc({ method: line.method, route: line.route, status });
    httpDuration.observe({ method: line.method, route: line.route }, line.ms / 1000);
    // A 5xx the app chose (a provider unavailable) is a warning; a failure it did not expect is
    // logged as an error, with its cause, where it is caught (app.onError).
    if (status >= 500) log.warn(line, 'request');
    else log.info(line, 'request');
  };
}
