import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const unreadRoutes = new Hono<AppEnv>();
