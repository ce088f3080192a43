import { randomBytes } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { MessageKey } from '#src/shared/contract/message-keys';
import { demoOperatorDelays } from '../config';
import { mount } from '../http/contract-route';
import { currentMemberId, currentSessionHash } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { pageLanguage } from '../http/request-language';
import { CHAT_SCRIPT, chatPage, expiredChatPage, safeBackUrl } from '../pages/chat-page';
import { CHAT_TEXT_MAX, ChatTooFastError, createChatSession, findChatSession, readConversation, sendPlayerMessage } from '../services/chat';
import { hasChatPermission } from '../services/chat-access';
import { memberTypeOf } from '../services/notice-access';
import { Refusal } from '../services/refusal';

/**
 * The live chat: the contract's permission and launch calls, and the reference chat page the
 * launch URL opens, as a chat vendor would serve it (outside /api: the token in the path is the
 * only credential, as with the demo game).
 */
export const chatRoutes = new Hono<AppEnv>();

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Chat needs the chat flag, the CBS3 module and a non-trial account (product rule 6.9). */
async function mayChat(c: Context<AppEnv>): Promise<boolean> {
  const { db } = c.get('services');
  const memberType = await memberTypeOf(db, currentMemberId(c));
  return memberType !== null && hasChatPermission(db, c.get('merchant').code, memberType);
}

mount(chatRoutes, 'chatPermission', async (_input, c) => ({ hasPermission: await mayChat(c) }));

mount(chatRoutes, 'chatLaunch', async (input, c) => {
  const { db } = c.get('services');
  if (!(await mayChat(c))) throw new Refusal('err_no_permission');
  const token = await createChatSession(db, currentMemberId(c), {
    language: input.language,
    backUrl: input.backUrl,
    headerColor: input.headerColor,
    title: input.title,
    sessionHash: currentSessionHash(c),
  });
  return { chatUrl: `/chat/${token}` };
});

function pageHeaders(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  // The token is in the URL: keep it out of Referer headers.
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
}

chatRoutes.get('/chat/chat.js', (c) => {
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(CHAT_SCRIPT);
});

async function sessionOf(c: Context<AppEnv>) {
  const token = c.req.param('token') ?? '';
  return TOKEN.test(token) ? findChatSession(c.get('services').db, token) : null;
}

chatRoutes.get('/chat/:token', async (c) => {
  pageHeaders(c);
  const nonce = randomBytes(16).toString('base64');
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
  );
  const session = await sessionOf(c);
  // A live session speaks the language it was launched in; an expired one, the address's.
  if (!session) return c.html(expiredChatPage(nonce, pageLanguage(c)), 404);
  const page = await readConversation(c.get('services').db, session);
  return c.html(chatPage({ nonce, session, backUrl: safeBackUrl(session.backUrl, c.req.url), messagesUrl: `${new URL(c.req.url).pathname}/messages`, page }));
});

/** A refusal of the chat's calls, in the platform's envelope (the page reads only the status). */
function refused(c: Context<AppEnv>, status: 400 | 404 | 415 | 429, message: MessageKey) {
  return c.json({ success: false, message }, status);
}

/**
 * The conversation's latest page, or with `before` (a message id) the page before it, and whether
 * older messages are left; reading it marks the operator's messages that have arrived as seen.
 */
chatRoutes.get('/chat/:token/messages', async (c) => {
  pageHeaders(c);
  const session = await sessionOf(c);
  if (!session) return refused(c, 404, 'err_not_found');
  const before = c.req.query('before');
  if (before !== undefined && !/^[1-9]\d{0,15}$/.test(before)) return refused(c, 400, 'err_bad_request');
  return c.json(await readConversation(c.get('services').db, session, new Date(), before === undefined ? undefined : Number(before)));
});

chatRoutes.post('/chat/:token/messages', async (c) => {
  pageHeaders(c);
  const session = await sessionOf(c);
  if (!session) return refused(c, 404, 'err_not_found');
  // JSON only: a cross-site form cannot send it without a CORS preflight.
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('application/json')) return refused(c, 415, 'err_unsupported_media_type');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return refused(c, 400, 'err_bad_request');
  }
  const raw = typeof body === 'object' && body !== null ? (body as { text?: unknown }).text : undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text.length < 1 || text.length > CHAT_TEXT_MAX) return refused(c, 400, 'err_field_length');
  const { db, config } = c.get('services');
  try {
    return c.json({ message: await sendPlayerMessage(db, session, text, demoOperatorDelays(config).chatReplyMs) }, 201);
  } catch (error) {
    if (!(error instanceof ChatTooFastError)) throw error;
    c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    return refused(c, 429, 'err_too_many_requests');
  }
});
