import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiRoutes } from '#src/shared/contract/routes';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';

/** The largest JSON body any call takes (a sealed 1,000-character feedback is about 6 KB). */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Uploads set their own, larger limit once the caller is known (server/http/multipart.ts). */
const UPLOAD_PATHS: ReadonlySet<string> = new Set(Object.values(apiRoutes).flatMap((route) => ('multipart' in route && route.multipart ? [route.path] : [])));

const limit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiFailure(413, 'err_payload_too_large');
  },
});

/**
 * Every request with a body, signed in or not, is cut off at the JSON limit before anything
 * reads it: a declared length over it is refused at once, a streamed one once it passes it.
 * A GET or HEAD takes no body at all: one that comes with one is refused before it is read, and
 * the connection closed, so nothing is drained.
 */
export const bodySizeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > 0 || c.req.header('Transfer-Encoding') !== undefined) {
      c.header('Connection', 'close');
      throw new ApiFailure(413, 'err_payload_too_large');
    }
    return next();
  }
  if (UPLOAD_PATHS.has(c.req.path)) return next();
  return limit(c, next);
};

/**
 * An answer given before the request's body was read (a 413 on its declared length, a 401 or 415
 * before the body is looked at) closes the connection: the rest of the body is still on its way,
 * and a client that sent its next request on the same connection would have it read as the end
 * of this one's body, or lost when the server drops the connection.
 */
export const closeAfterUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const declared = Number(c.req.header('Content-Length') ?? 0) > 0 || c.req.header('Transfer-Encoding') !== undefined;
  if (declared && (c.res.status === 413 || !c.req.raw.bodyUsed)) c.res.headers.set('Connection', 'close');
};

/** A JSON call's body must say it is JSON: a form or text post from another site is refused. */
export function requireJsonBody(contentType: string | undefined): void {
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) throw new ApiFailure(415, 'err_unsupported_media_type');
}
