import type { MiddlewareHandler } from 'hono';
import { resolveSession } from '../services/sessions';
import type { AppEnv } from './env';

/** Reads the bearer token; handlers that need a member are refused by the contract's `auth`. */
export const readSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
  c.set('token', token || null);
  c.set('memberId', token ? await resolveSession(c.get('services').db, token) : null);
  c.set('memberType', null);
  if (c.get('memberId') !== null) {
    const member = await c
      .get('services')
      .db.selectFrom('members')
      .select(['merchant_code', 'status', 'type'])
      .where('id', '=', c.get('memberId'))
      .executeTakeFirst();
    // A session belongs to one merchant; it is no session at all on another one.
    if (!member || member.merchant_code !== c.get('merchant').code || member.status !== 'active') c.set('memberId', null);
    else c.set('memberType', member.type);
  }
  await next();
};
