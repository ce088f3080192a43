import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const newsRoutes = new Hono<AppEnv>();
