import { Hono } from 'hono';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { deleteMessage, inboxOf, readMessage } from '../services/inbox';

/** /m/webEmail: a member's own inbox. */
export const inboxRoutes = new Hono<AppEnv>();

mount(inboxRoutes, 'inbox', async (_input, c) => ({ messages: await inboxOf(c.get('services').db, currentMemberId(c), requestLanguage(c)) }));

mount(inboxRoutes, 'inboxRead', async (input, c) => {
  await readMessage(c.get('services').db, currentMemberId(c), input.id);
  return { id: input.id, read: true as const };
});

mount(inboxRoutes, 'inboxDelete', async (input, c) => {
  await deleteMessage(c.get('services').db, currentMemberId(c), input.id);
  return { id: input.id, deleted: true as const };
});
