import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

/** Deposit channels and orders, and the demo operator's decisions on them. */
export const depositRoutes = new Hono<AppEnv>();
