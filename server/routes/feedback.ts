import { Hono } from 'hono';
import { DEFAULT_FEEDBACK_WORDS, type FeedbackItem, feedbackForm } from '#src/shared/contract/feedback';
import { firstProblem } from '#src/shared/contract/form-schema';
import { mount } from '../http/contract-route';
import { currentMemberId } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { inLanguage } from '../services/content-language';
import { Refusal } from '../services/refusal';

/** Feedback to customer service (product rule 5.13); trial accounts get free_reject. */
export const feedbackRoutes = new Hono<AppEnv>();

/** Enough for a conversation, not for a flood: beyond it the member is asked to wait a day. */
const MAX_PER_DAY = 5;
const LIST_LIMIT = 50;

type Row = { id: number; text: string; created_at: string; reply: string | null; replied_at: string | null };
const itemOf = (r: Row): FeedbackItem => ({ id: r.id, text: r.text, createdAt: r.created_at, reply: r.reply, repliedAt: r.replied_at });

mount(feedbackRoutes, 'feedbackList', async (_input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  const stored = await db.selectFrom('feedback').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  // Customer service's reply in the request's language where it has a translation (the seed's);
  // a reply written by customer service is served as written.
  const rows = await inLanguage(db, requestLanguage(c), 'feedback', stored, (r) => r.id);
  return { minWords: DEFAULT_FEEDBACK_WORDS.min, maxWords: DEFAULT_FEEDBACK_WORDS.max, items: rows.map(itemOf) };
});

mount(feedbackRoutes, 'sendFeedback', async (input, c) => {
  const memberId = currentMemberId(c);
  const { db } = c.get('services');
  const text = input.text.replace(/\r\n/g, '\n').trim();
  const invalid = firstProblem(feedbackForm(DEFAULT_FEEDBACK_WORDS), { text });
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
  const now = new Date();
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const recent = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', dayAgo)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= MAX_PER_DAY) throw new Refusal('err_too_many_requests');
  const row = await db
    .insertInto('feedback')
    .values({ member_id: memberId, text, created_at: now.toISOString(), reply: null, replied_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return itemOf(row);
});
