import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const noticeRoutes = new Hono<AppEnv>();
