import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import { HEADERS } from '#src/shared/contract/platform';
import { apiRoutes, type RouteDef } from '#src/shared/contract/routes';
import { testControlRoutes } from '#src/shared/contract/test-control-routes';
import { IDEMPOTENCY_KEY_PATTERN } from '#src/shared/contract/wallet';
import { requireJsonBody } from './body-guards';
import type { AppEnv } from './env';
import { ApiFailure } from './failure';
import { enforceRoles } from './roles';
import { openSealedBody } from './sealed-bodies';

/** The calls the server serves: the app's, and the test controls (mounted only when they are on). */
const servedRoutes = { ...apiRoutes, ...testControlRoutes };
type ServedRoutes = typeof servedRoutes;
export type ServedRouteName = keyof ServedRoutes;

type Handler<N extends ServedRouteName> = (input: z.output<ServedRoutes[N]['request']>, c: Context<AppEnv>) => Promise<z.input<ServedRoutes[N]['response']>>;

/**
 * Mounts a handler for a call of the shared route table: the method, path, input schema
 * (query or body, sealed where the table says so), session requirement and the response
 * envelope all come from the contract, so client and server cannot drift apart.
 */
export function mount<N extends ServedRouteName>(app: Hono<AppEnv>, name: N, handler: Handler<N>): void {
  const route = servedRoutes[name];
  app.on(route.method, route.path, async (c) => {
    if ('auth' in route && route.auth && c.get('memberId') === null) {
      throw new ApiFailure(401, c.get('token') ? 'err_account_logged_out' : 'err_not_logged_in');
    }
    enforceRoles(c, route as RouteDef);
    c.set('idempotencyKey', null);
    if ('moneyMoving' in route && route.moneyMoving) {
      const key = c.req.header(HEADERS.idempotencyKey) ?? '';
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiFailure(400, 'err_idempotency_key_required');
      c.set('idempotencyKey', key);
    }
    const raw = await readInput(c, route.method, 'encrypted' in route && route.encrypted === true);
    const parsed = route.request.safeParse(raw);
    if (!parsed.success) throw new ApiFailure(400, 'err_bad_request');
    refuseNul(parsed.data);
    const value = route.response.parse(await handler(parsed.data as z.output<ServedRoutes[N]['request']>, c));
    return c.json({ success: true, value });
  });
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
