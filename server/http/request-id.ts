import type { MiddlewareHandler } from 'hono';
import { fromTrustedProxy, type TrustedProxies } from './client-ip';
import type { AppEnv } from './env';

const HEADER = 'X-Request-Id';
const GIVEN_ID = /^[\w\-=]{1,255}$/;

/**
 * Each request's id, sent back in X-Request-Id and written in its log line: a trusted proxy's own
 * (so its log line and ours meet), else a new one. A player's X-Request-Id is not taken, or they
 * could file any number of requests under one id, or under someone else's.
 */
export function requestIds(trusted: TrustedProxies | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(HEADER);
    const id = given && GIVEN_ID.test(given) && fromTrustedProxy(c, trusted) ? given : crypto.randomUUID();
    c.set('requestId', id);
    c.header(HEADER, id);
    await next();
  };
}
