import { inviteAccess, isAgent } from '#src/shared/contract/roles';
import type { Db } from '../db/database';

import { normalizeAccount } from './members';
import { promotionEnabled } from './promotions';

/** Who a registration's invitation code credits: the agent affiliate, and the referring member if any. */
export type Referral = { agentId: number | null; referredById: number | null };

/**
 * One code, an account name in any case (docs/decisions/005-referral-codes.md):
 * - an active agent's account: the new member joins that agent (agent affiliate);
 * - an active member's account, when the member may invite (REFERRAL on, not trial): the new
 *   member is referred by them and joins their agent, if they have one.
 * Anything else is no code at all.
 */
export async function resolveReferralCode(db: Db, merchantCode: string, code: string): Promise<Referral | undefined> {
  const owner = await db
    .selectFrom('members')
    .select(['id', 'type', 'referrer_id'])
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', normalizeAccount(code))
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!owner) return undefined;
  if (isAgent(owner.type)) return { agentId: owner.id, referredById: null };
  if (inviteAccess(owner.type, await promotionEnabled(db, merchantCode, 'REFERRAL')) !== 'allowed') return undefined;
  return { agentId: owner.referrer_id, referredById: owner.id };
}
