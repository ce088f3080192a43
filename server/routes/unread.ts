import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { countUnreadChat, hasChatPermission } from '../services/chat-access';
import { countUnreadInbox } from '../services/inbox';
import { countUnreadNotices, isTrialType, memberTypeOf } from '../services/notice-access';

/** The caller's unread counts (product rule 3.19): announcements, inbox, chat and their sum. */
export const unreadRoutes = new Hono<AppEnv>();

mount(unreadRoutes, 'unreadCounts', async (_input, c) => {
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const merchantCode = c.get('merchant').code;
  const memberType = await memberTypeOf(db, memberId);
  const announcement = await countUnreadNotices(db, merchantCode, memberId, memberType);
  // Trial accounts have no inbox (free_reject), so nothing in it counts.
  const inbox = isTrialType(memberType) ? 0 : await countUnreadInbox(db, memberId);
  const chat = memberType !== null && (await hasChatPermission(db, merchantCode, memberType)) ? await countUnreadChat(db, memberId) : 0;
  return { announcement, chat, inbox, totalUnreadCount: announcement + chat + inbox };
});
