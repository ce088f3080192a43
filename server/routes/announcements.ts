import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { bannersAndNotices, liveModelsOf } from '../services/announcements';

/** Announcements and banners of the request's merchant (their words in the request's language), and its live models. */
export const announcementRoutes = new Hono<AppEnv>();

mount(announcementRoutes, 'announcements', async (input, c) =>
  bannersAndNotices(c.get('services').db, c.get('merchant').code, c.get('memberId'), requestLanguage(c), input),
);

mount(announcementRoutes, 'liveModels', async (_input, c) => ({ models: await liveModelsOf(c.get('services').db, c.get('merchant').code) }));
