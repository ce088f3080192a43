import type { Kysely } from 'kysely';

/**
 * Game launch and chat links name the session that opened them (its token's hash): a link works
 * only while that session does, so logging out, a password change or the session's expiry ends it.
 * Links made before this have none, and stop working (they live two hours at most anyway).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_launches').addColumn('session_hash', 'text').execute();
  await db.schema.alterTable('chat_sessions').addColumn('session_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_sessions').dropColumn('session_hash').execute();
  await db.schema.alterTable('game_launches').dropColumn('session_hash').execute();
}
