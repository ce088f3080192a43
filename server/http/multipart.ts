import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { MessageKey } from '#src/shared/contract/message-keys';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';

/** How large an upload's body may be, and what a larger one is told. */
export type UploadLimits = { maxBytes: number; tooLarge: MessageKey };

/** An upload's files by field, each field a list (a repeated field, or one file). */
export type UploadedFiles = Readonly<Record<string, readonly File[]>>;

/** A body over the limit is cut off with its message, before it is read whole. */
export function uploadLimit({ maxBytes, tooLarge }: UploadLimits): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiFailure(413, tooLarge);
    },
  });
}

/**
 * A multipart body as the route's text fields (each one value; a form post sends a line break as
 * CRLF, which the player typed, and a counter counted, as one character) and its files. A body
 * that is not a form, a repeated text field, or a file where text belongs is a bad request.
 */
export async function readMultipart(c: Context<AppEnv>): Promise<{ fields: Record<string, string>; files: UploadedFiles }> {
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    throw new ApiFailure(400, 'err_bad_request');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File[]> = {};
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.every((v) => v instanceof File)) files[name] = values as File[];
    else if (values.length === 1 && typeof values[0] === 'string') fields[name] = values[0].replace(/\r\n/g, '\n');
    else throw new ApiFailure(400, 'err_bad_request');
  }
  return { fields, files };
}
