import { DEFAULT_FEEDBACK_WORDS, type FeedbackItem, type FeedbackList, feedbackForm } from '#src/shared/contract/feedback';
import { firstProblem } from '#src/shared/contract/form-schema';
import type { LanguageCode } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { inLanguage } from './content-language';
import { Refusal } from './refusal';

/** Enough for a conversation, not for a flood: beyond it the member is asked to wait a day. */
const MAX_PER_DAY = 5;
const LIST_LIMIT = 50;

type Row = { id: number; text: string; created_at: string; reply: string | null; replied_at: string | null };
const itemOf = (r: Row): FeedbackItem => ({ id: r.id, text: r.text, createdAt: r.created_at, reply: r.reply, repliedAt: r.replied_at });

/**
 * The member's feedback to customer service (product rule 5.13), newest first, with the word
 * bounds; a reply in the language where it has a translation (the seed's), one written by
 * customer service as written.
 */
export async function feedbackOf(db: Db, memberId: number, language: LanguageCode): Promise<FeedbackList> {
  const stored = await db.selectFrom('feedback').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(LIST_LIMIT).execute();
  const rows = await inLanguage(db, language, 'feedback', stored, (r) => r.id);
  return { minWords: DEFAULT_FEEDBACK_WORDS.min, maxWords: DEFAULT_FEEDBACK_WORDS.max, items: rows.map(itemOf) };
}

/** Sends feedback within the word bounds, at most a few a day; read as typed, its line breaks as \n. */
export async function sendFeedback(db: Db, memberId: number, typed: string): Promise<FeedbackItem> {
  const text = typed.replace(/\r\n/g, '\n').trim();
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
}
