import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const inboxRoutes = new Hono<AppEnv>();
