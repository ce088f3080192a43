import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { MessageKey } from '#src/shared/contract/message-keys';
import { apiRoutes, type RouteDef, type RouteName } from '#src/shared/contract/routes';
import { signedInMemberId } from './current-member';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';
import { enforceRoles } from './roles';

export type MultipartBody = Record<string, string | File | (string | File)[]>;

/**
 * The middleware of a multipart upload route, mounted by hand beside the route table: who is
 * asking (a session, the route's role rules) is settled before a byte of the body is read, then
 * a body over `maxBytes` is cut off with `tooLarge`.
 */
export function uploadGuards(name: RouteName, maxBytes: number, tooLarge: MessageKey): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  const route: RouteDef = apiRoutes[name];
  return [
    async (c, next) => {
      signedInMemberId(c);
      enforceRoles(c, route);
      await next();
    },
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new ApiFailure(413, tooLarge);
      },
    }),
  ];
}

/** The form's fields, every repeated one as a list; a body that is not a form is a bad request. */
export async function readMultipart(c: Context<AppEnv>): Promise<MultipartBody> {
  try {
    return await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure(400, 'err_bad_request');
  }
}
