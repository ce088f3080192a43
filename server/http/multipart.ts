import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { MessageKey } from '../../src/shared/contract/message-keys';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';

export type MultipartBody = Record<string, string | File | (string | File)[]>;

/**
 * The middleware of a multipart upload route, mounted by hand beside the route table: who is
 * asking is settled before a byte of the body is read, then a body over `maxBytes` is cut off
 * with `tooLarge`.
 */
export function uploadGuards(checkCaller: (c: Context<AppEnv>) => Promise<unknown>, maxBytes: number, tooLarge: MessageKey): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  return [
    async (c, next) => {
      await checkCaller(c);
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
