import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { type LanguageCode, languageCodeSchema } from '#src/shared/contract/platform';
import { type Db, lockMember, transact } from '../db/database';
import type { ChatMessageTable } from '../db/schema';
import { CHAT_STRINGS, type PageLanguage, pageLanguageUnder } from '../pages/strings';
import { hashLaunchToken } from './demo-games';
import { siteLanguageReading } from './merchant-settings';

/** A chat URL works for two hours, as a game launch does. */
export const CHAT_TTL_MS = 2 * 60 * 60 * 1000;
/** The conversation comes in pages of this many messages, the latest first (older ones on scroll). */
export const CHAT_PAGE_SIZE = 50;
/**
 * A player's messages per window: a person types a few lines in a burst, a script hundreds. Past
 * either the send is refused (429) and the page says so; counted from the stored messages, so
 * every server instance counts the same.
 */
export const CHAT_RATE_LIMITS = [
  { windowMs: 10_000, messages: 5 },
  { windowMs: 60_000, messages: 20 },
] as const;
export const CHAT_TEXT_MAX = 1000;

export type ChatLaunchInput = { language: LanguageCode; backUrl: string; headerColor: string; title: string };
/** A live chat; its language is the page's: on a merchant of the 'ty-en' reading (product rule 3.15) TY is Turkish (TR). */
export type ChatSession = Omit<ChatLaunchInput, 'language'> & { memberId: number; language: PageLanguage };
export type ChatMessage = { id: number; sender: 'player' | 'operator'; text: string; createdAt: string };

/**
 * Opens a chat session for a member; returns the token of its URL (only the hash is kept). As a
 * game launch's, the link dies with the session that opened it (`sessionHash`).
 */
export async function createChatSession(db: Db, memberId: number, input: ChatLaunchInput & { sessionHash: string }, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await transact(db, async (trx) => {
    await trx.deleteFrom('chat_sessions').where('member_id', '=', memberId).where('expires_at', '<=', now.toISOString()).execute();
    await trx
      .insertInto('chat_sessions')
      .values({
        token_hash: hashLaunchToken(token),
        member_id: memberId,
        language: input.language,
        back_url: input.backUrl,
        header_color: input.headerColor,
        title: input.title,
        session_hash: input.sessionHash,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CHAT_TTL_MS).toISOString(),
      })
      .execute();
  });
  return token;
}

/** The live chat behind a token, for an active member; null when unknown, expired, or its session has ended. */
export async function findChatSession(db: Db, token: string, now = new Date()): Promise<ChatSession | null> {
  const row = await db
    .selectFrom('chat_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('sessions as opener', 'opener.token_hash', 's.session_hash')
    .select([
      's.member_id',
      's.language',
      's.back_url',
      's.header_color',
      's.title',
      's.expires_at',
      'm.status',
      'm.merchant_code',
      'opener.expires_at as session_expires_at',
    ])
    .where('s.token_hash', '=', hashLaunchToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.session_expires_at <= now.toISOString() || row.status !== 'active') return null;
  return {
    memberId: row.member_id,
    language: pageLanguageUnder(languageCodeSchema.safeParse(row.language).data ?? 'EN', await siteLanguageReading(db, row.merchant_code)),
    backUrl: row.back_url,
    headerColor: row.header_color,
    title: row.title,
  };
}

function toMessage(row: Pick<Selectable<ChatMessageTable>, 'id' | 'sender' | 'text' | 'template' | 'created_at'>, language: PageLanguage): ChatMessage {
  return { id: row.id, sender: row.sender, text: row.template ? CHAT_STRINGS[language][row.template] : row.text, createdAt: row.created_at };
}

/** A page of the conversation: its messages in the order they were written, and whether older ones are left. */
export type ConversationPage = { messages: ChatMessage[]; more: boolean };

/**
 * What the player sees now: the latest page of the conversation, or with `before` (a message's
 * id) the page written before that message. A member with no conversation yet is greeted by the
 * operator first; operator messages whose time has come are marked seen (no longer unread).
 */
export async function readConversation(db: Db, session: ChatSession, now = new Date(), before?: number): Promise<ConversationPage> {
  const at = now.toISOString();
  return transact(db, async (trx) => {
    const any = await trx.selectFrom('chat_messages').select('id').where('member_id', '=', session.memberId).limit(1).executeTakeFirst();
    if (!any) {
      await trx
        .insertInto('chat_messages')
        .values({ member_id: session.memberId, sender: 'operator', text: CHAT_STRINGS.EN.greeting, template: 'greeting', created_at: at, seen_at: null })
        .execute();
    }
    await trx
      .updateTable('chat_messages')
      .set({ seen_at: at })
      .where('member_id', '=', session.memberId)
      .where('sender', '=', 'operator')
      .where('seen_at', 'is', null)
      .where('created_at', '<=', at)
      .execute();
    let query = trx
      .selectFrom('chat_messages')
      .select(['id', 'sender', 'text', 'template', 'created_at'])
      .where('member_id', '=', session.memberId)
      .where('created_at', '<=', at);
    if (before !== undefined) {
      // The page's order is (created_at, id): a reply written ahead has a lower id than what follows it.
      const cursor = await trx
        .selectFrom('chat_messages')
        .select('created_at')
        .where('id', '=', before)
        .where('member_id', '=', session.memberId)
        .executeTakeFirst();
      if (!cursor) return { messages: [], more: false };
      query = query.where((eb) => eb.or([eb('created_at', '<', cursor.created_at), eb.and([eb('created_at', '=', cursor.created_at), eb('id', '<', before)])]));
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CHAT_PAGE_SIZE + 1)
      .execute();
    return {
      messages: rows
        .slice(0, CHAT_PAGE_SIZE)
        .reverse()
        .map((row) => toMessage(row, session.language)),
      more: rows.length > CHAT_PAGE_SIZE,
    };
  });
}

/** The player has sent as many messages as CHAT_RATE_LIMITS allow: the send is refused. */
export class ChatTooFastError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('chat rate limit');
  }
}

/**
 * Stores the player's message and writes the demo operator's reply ahead, due `replyDelayMs`
 * later: it "arrives" then with no timer, and a restart loses nothing (null: no demo reply, the
 * production mode). Past CHAT_RATE_LIMITS it stores nothing and throws ChatTooFastError.
 */
export async function sendPlayerMessage(db: Db, session: ChatSession, text: string, replyDelayMs: number | null, now = new Date()): Promise<ChatMessage> {
  return transact(db, async (trx) => {
    // The member's sends one at a time, so messages sent all at once are counted as one by one.
    await lockMember(trx, session.memberId);
    for (const limit of CHAT_RATE_LIMITS) {
      const recent = await trx
        .selectFrom('chat_messages')
        .select('created_at')
        .where('member_id', '=', session.memberId)
        .where('sender', '=', 'player')
        .where('created_at', '>', new Date(now.getTime() - limit.windowMs).toISOString())
        .orderBy('created_at', 'asc')
        .execute();
      const oldest = recent[0];
      if (oldest && recent.length >= limit.messages) throw new ChatTooFastError(Date.parse(oldest.created_at) + limit.windowMs - now.getTime());
    }
    const row = await trx
      .insertInto('chat_messages')
      .values({ member_id: session.memberId, sender: 'player', text, created_at: now.toISOString(), seen_at: null })
      .returning(['id', 'sender', 'text', 'template', 'created_at'])
      .executeTakeFirstOrThrow();
    if (replyDelayMs !== null)
      await trx
        .insertInto('chat_messages')
        .values({
          member_id: session.memberId,
          sender: 'operator',
          text: CHAT_STRINGS.EN.reply,
          template: 'reply',
          created_at: new Date(now.getTime() + replyDelayMs).toISOString(),
          seen_at: null,
        })
        .execute();
    return toMessage(row, session.language);
  });
}

/** An operator message to a member, visible at once (the test control's). */
export async function sendOperatorMessage(db: Db, memberId: number, text: string, now = new Date()): Promise<number> {
  const row = await db
    .insertInto('chat_messages')
    .values({ member_id: memberId, sender: 'operator', text, created_at: now.toISOString(), seen_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
