import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { Logger } from '../log';
import { httpDuration, httpRequests } from '../metrics';
import { clientIp } from './client-ip';
import type { AppEnv } from './env';

/** The load balancer's probes, every few seconds from each: at debug (a stopping process's 503 too), not among the players' lines. */
const PROBES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/**
 * The route pattern of a request: the one of the handler that answered it, or, where a middleware
 * answered before any handler did (a refusal or a failure before routing, an unknown merchant),
 * the one of the handler the router matched for it, which it would have reached: the first
 * matched for its method, as every middleware is mounted for all of them.
 */
function routeOf(c: Context<AppEnv>): string {
  return c.get('answeredRoute') ?? matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? routePath(c);
}

/**
 * One line per request, once it is answered: its id (also sent back as X-Request-Id), method,
 * route pattern (never the address itself, whose query may carry a token), status, duration,
 * merchant and the client's address (as TRUST_PROXY reads it). No header, body or query is read
 * into it, so no secret can reach the log. The same figures are counted for the metrics.
 */
export function accessLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      reqId: c.get('requestId'),
      method: c.req.method,
      route: routeOf(c),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      merchant: c.get('merchant')?.code ?? null,
      ip: clientIp(c),
    };
    httpRequests.inc({ method: line.method, route: line.route, status });
    httpDuration.observe({ method: line.method, route: line.route }, line.ms / 1000);
    // A 5xx the app chose (a provider unavailable) is a warning; a failure it did not expect is
    // logged as an error, with its cause, where it is caught (app.onError).
    if (PROBES.has(line.route)) log.debug(line, 'request');
    else if (status >= 500) log.warn(line, 'request');
    else log.info(line, 'request');
  };
}
