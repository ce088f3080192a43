import type { Context, Hono, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import { isMessageKey } from '#src/shared/contract/message-keys';
import { HEADERS } from '#src/shared/contract/platform';
import { apiRoutes, type RouteDef } from '#src/shared/contract/routes';
import { testControlRoutes } from '#src/shared/contract/test-control-routes';
import { IDEMPOTENCY_KEY_PATTERN } from '#src/shared/contract/wallet';
import { requireJsonBody } from './body-guards';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';
import { readMultipart, type UploadedFiles, type UploadLimits, uploadLimit } from './multipart';
import { enforceRoles } from './roles';
import { openSealedBody } from './sealed-bodies';

/** The calls the server serves: the app's, and the test controls (mounted only when they are on). */
const servedRoutes = { ...apiRoutes, ...testControlRoutes };
type ServedRoutes = typeof servedRoutes;
export type ServedRouteName = keyof ServedRoutes;

type Handler<N extends ServedRouteName> = (
  input: z.output<ServedRoutes[N]['request']>,
  c: Context<AppEnv>,
  files: UploadedFiles,
) => Promise<z.input<ServedRoutes[N]['response']>>;

/**
 * Mounts a handler for a call of the shared route table: the method, path, input schema
 * (query, JSON body sealed where the table says so, or a multipart form's text fields with its
 * files), session requirement, roles, idempotency key and the response envelope all come from
 * the contract, so client and server cannot drift apart. Who is asking is settled before a byte
 * of the body is read; a multipart call gives its upload limits, and only it.
 */
export function mount<N extends ServedRouteName>(app: Hono<AppEnv>, name: N, handler: Handler<N>, upload?: UploadLimits): void {
  const route: RouteDef = servedRoutes[name];
  const multipart = route.multipart === true;
  if (multipart !== (upload !== undefined)) throw new Error(`mount ${name}: a multipart call needs its upload limits, and only it`);
  const asking: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (route.auth && c.get('memberId') === null) throw new ApiFailure(401, c.get('token') ? 'err_account_logged_out' : 'err_not_logged_in');
    enforceRoles(c, route);
    c.set('idempotencyKey', null);
    if (route.moneyMoving || route.keyed) {
      const key = c.req.header(HEADERS.idempotencyKey) ?? '';
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiFailure(400, 'err_idempotency_key_required');
      c.set('idempotencyKey', key);
    }
    await next();
  };
  const answer = async (c: Context<AppEnv>) => {
    const { fields, files } = upload ? await readMultipart(c) : { fields: await readInput(c, route.method, route.encrypted === true), files: {} };
    const parsed = route.request.safeParse(fields);
    if (!parsed.success) throw inputRefusal(parsed.error.issues[0]);
    refuseNul(parsed.data);
    const value = route.response.parse(await handler(parsed.data as z.output<ServedRoutes[N]['request']>, c, files));
    return c.json({ success: true, value });
  };
  if (upload) app.on(route.method, route.path, asking, uploadLimit(upload), answer);
  else app.on(route.method, route.path, asking, answer);
}

/**
 * Input its schema refuses: a bad request, unless the contract names what to tell the player
 * (an issue whose message is a message key, as a remark over its length), then that beside its field.
 */
function inputRefusal(issue: z.core.$ZodIssue | undefined): ApiFailure {
  if (issue && isMessageKey(issue.message)) return new ApiFailure(400, issue.message, { field: String(issue.path[0] ?? '') });
  return new ApiFailure(400, 'err_bad_request');
}

/** The top-level field of `value` holding a NUL character somewhere within, if any. */
function fieldWithNul(value: unknown, field = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? field : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, field || key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No field of ours takes NUL, and PostgreSQL's text cannot hold one: it is refused at the door,
 * the same on either engine, with the message the field's own check would give.
 */
function refuseNul(raw: unknown): void {
  const field = fieldWithNul(raw);
  if (field === null) return;
  throw new ApiFailure(400, /password/i.test(field) ? 'err_password_format' : 'err_text_characters', { field });
}

async function readInput(c: Context<AppEnv>, method: string, encrypted: boolean): Promise<unknown> {
  if (method === 'GET' || method === 'DELETE') return c.req.query();
  requireJsonBody(c.req.header('Content-Type'));
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiFailure(400, 'err_bad_request');
  }
  return encrypted ? openSealedBody(c, body) : body;
}
