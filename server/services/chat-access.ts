import { TRIAL_TYPE } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { hasFlag } from './merchant-settings';

/**
 * Product rule 6.9: live chat needs the merchant's chat flag (LIVECHAT3), the CBS3 module
 * and an account that is not a trial (type 4).
 */
export async function hasChatPermission(db: Db, merchantCode: string, memberType: number): Promise<boolean> {
  if (memberType === TRIAL_TYPE) return false;
  return (await hasFlag(db, merchantCode, 'LIVECHAT3')) && (await hasFlag(db, merchantCode, 'CBS3'));
}

/** Operator messages that have arrived (created_at has passed) and the member has not seen. */
export async function countUnreadChat(db: Db, memberId: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('sender', '=', 'operator')
    .where('seen_at', 'is', null)
    .where('created_at', '<=', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
