import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const vipRoutes = new Hono<AppEnv>();
