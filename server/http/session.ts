import type { MiddlewareHandler } from 'hono';
import { liveSessionMember } from '../services/sessions';
import type { AppEnv } from './env';

/** Reads the bearer token; handlers that need a member are refused by the contract's `auth`. */
export const readSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization');
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
  c.set('token', token || null);
  const member = token ? await liveSessionMember(c.get('services').db, token, c.get('merchant').code) : null;
  c.set('memberId', member?.id ?? null);
  c.set('memberType', member?.type ?? null);
  await next();
};
