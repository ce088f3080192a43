import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { markNoticeRead, noticesFor } from '../services/notices';

/** /m/notice: the announcements a caller may read, and marking one read. */
export const noticeRoutes = new Hono<AppEnv>();

mount(noticeRoutes, 'notices', async (_input, c) => ({
  notices: await noticesFor(c.get('services').db, c.get('merchant').code, c.get('memberId'), requestLanguage(c)),
}));

mount(noticeRoutes, 'markNoticeRead', async (input, c) => ({
  announcementId: await markNoticeRead(c.get('services').db, c.get('merchant').code, currentMemberId(c), input.announcementId),
  read: true as const,
}));
