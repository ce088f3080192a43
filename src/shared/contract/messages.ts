import * as z from 'zod/mini';
import { LANGUAGE_CODES } from './platform';

const id = z.int().check(z.positive());
/** ISO 8601 instant; the client formats it in the merchant's date format. */
const instant = z.string();

/**
 * The announcement types a player reads on /m/notice (product rule 3.7): PL player, PU popup,
 * PR promotion, and A for agents only (B are the ticker's banner notices).
 */
export const NOTICE_TYPES = ['PL', 'PU', 'PR', 'A'] as const;
export const noticeTypeSchema = z.enum(NOTICE_TYPES);

/** An announcement in the list: content is HTML the client sanitizes before it renders. */
export const noticeItemSchema = z.lazy(() =>
  z.object({
    id,
    type: noticeTypeSchema,
    title: z.string(),
    content: z.string(),
    read: z.boolean(),
    createdAt: instant,
  }),
);
export type NoticeItem = z.infer<typeof noticeItemSchema>;
export const noticeListSchema = z.lazy(() => z.object({ notices: z.array(noticeItemSchema) }));

/** Mark read: announcementId, read=true (product rule 7.12). */
export const markNoticeReadRequestSchema = z.lazy(() => z.object({ announcementId: id, read: z.literal(true) }));
export const markNoticeReadResponseSchema = z.lazy(() => z.object({ announcementId: id, read: z.literal(true) }));

/** A message in a member's inbox (/m/webEmail); content is HTML, sanitized before it renders. */
export const inboxMessageSchema = z.lazy(() =>
  z.object({
    id,
    title: z.string(),
    content: z.string(),
    read: z.boolean(),
    createdAt: instant,
  }),
);
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
/** Unread first, then newest first. */
export const inboxListSchema = z.lazy(() => z.object({ messages: z.array(inboxMessageSchema) }));
/**
 * The same message id arrives as a JSON number (read) or as query text (delete). Only those two:
 * a plain coerce would also turn `true` or `[1]` into message 1.
 */
export const inboxMessageRequestSchema = z.lazy(() =>
  z.object({
    id: z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d{1,10}$/))]),
      z.coerce.number<string | number>().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
    ),
  }),
);
export const inboxReadResponseSchema = z.lazy(() => z.object({ id, read: z.literal(true) }));
export const inboxDeleteResponseSchema = z.lazy(() => z.object({ id, deleted: z.literal(true) }));

/**
 * The unread counts (product rule 3.19). `chat` is the live chat's unReadCount (0 where the member may
 * not chat); totalUnreadCount = announcement + chat + inbox.
 */
export const unreadCountsSchema = z.lazy(() =>
  z.object({
    announcement: z.int().check(z.nonnegative()),
    chat: z.int().check(z.nonnegative()),
    inbox: z.int().check(z.nonnegative()),
    totalUnreadCount: z.int().check(z.nonnegative()),
  }),
);
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** The chat permission (product rule 3.19). */
export const chatPermissionSchema = z.lazy(() => z.object({ hasPermission: z.boolean() }));

/** The chat launch (product rule 7.12): b2c=1, the language upper-cased (CN variants as CN), backUrl, headerColor, title. */
export const chatLaunchRequestSchema = z.lazy(() =>
  z.object({
    b2c: z.literal('1'),
    language: z.enum(LANGUAGE_CODES),
    backUrl: z.string().check(z.maxLength(2048)),
    headerColor: z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$/)),
    title: z.string().check(z.maxLength(64)),
  }),
);
export type ChatLaunchRequest = z.infer<typeof chatLaunchRequestSchema>;
export const chatLaunchResponseSchema = z.lazy(() => z.object({ chatUrl: z.string() }));

/** Test control: the operator of the reference chat writes to a member of the request's merchant. */
export const operatorChatMessageRequestSchema = z.lazy(() =>
  z.object({
    account: z.string().check(z.minLength(1), z.maxLength(32)),
    text: z.string().check(z.minLength(1), z.maxLength(1000)),
  }),
);
export const operatorChatMessageResponseSchema = z.lazy(() => z.object({ id }));
