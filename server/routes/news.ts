import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { newsOf } from '../services/announcements';
import { winnerBoard } from '../services/vip';

export const newsRoutes = new Hono<AppEnv>();

mount(newsRoutes, 'popularAnnouncements', async (_input, c) => newsOf(c.get('services').db, c.get('merchant').code, 'popular', requestLanguage(c)));
mount(newsRoutes, 'lobbyNews', async (_input, c) => newsOf(c.get('services').db, c.get('merchant').code, 'lobby', requestLanguage(c)));
mount(newsRoutes, 'winnerBoard', async (_input, c) => ({ winners: await winnerBoard(c.get('services').db, c.get('merchant')) }));
