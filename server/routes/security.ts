import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** The security centre: payment password, mobile and e-mail binding, bank cards. */
export const securityRoutes = new Hono<AppEnv>();
