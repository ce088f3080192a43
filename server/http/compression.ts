import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './env';

/** Below this a compressed body saves less than its headers cost. */
const THRESHOLD = 1024;
/**
 * API answers and SVG art are a few KB: compressing them in place takes a fraction of a
 * millisecond, where a compression stream hands every answer to the thread pool and back (under
 * load the answers queued there). Larger bodies (none today) are sent as they are.
 */
const MAX_IN_PLACE = 512 * 1024;

/** The encoding the client takes, brotli first (smaller at the same speed), else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';q='))
      .map(([name = '', q]) => [name.toLowerCase(), q === undefined ? 1 : Number(q)] as const),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/**
 * Compresses what the server makes (API JSON, SVG art, index.html with its shell) in place.
 * Files the build compressed already carry their Content-Encoding and pass untouched.
 */
export const compression: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  if (res.status === 206 || res.headers.has('Content-Encoding') || c.req.method === 'HEAD' || !res.body || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  if (/no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
  const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
  if (length > MAX_IN_PLACE) return;
  const vary = res.headers.get('Vary');
  const varied = vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding';
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.set('Vary', varied);
  if (!encoding || body.length < THRESHOLD || body.length > MAX_IN_PLACE) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  const packed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 6 });
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  c.res = new Response(new Uint8Array(packed), { status: res.status, headers });
};
