import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** Withdrawals: info, request (the amount is held), history, the demo operator's decisions. */
export const withdrawalRoutes = new Hono<AppEnv>();
