import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const chatRoutes = new Hono<AppEnv>();
