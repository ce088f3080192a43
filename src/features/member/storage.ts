import { type MemberInfo, memberInfoSchema } from '../../shared/contract/member';
import { withDb } from '../../shared/storage/db';

/** The member info last served, validated on the way out (SPEC section 7: member info is cached). */
export function readMemberInfo(owner: string): Promise<MemberInfo | null> {
  return withDb(async (db) => {
    const parsed = memberInfoSchema.safeParse((await db.members.get(owner))?.info);
    return parsed.success ? parsed.data : null;
  }, null);
}

export function saveMemberInfo(owner: string, info: MemberInfo): Promise<void> {
  return withDb(async (db) => {
    await db.members.put({ owner, info, savedAt: Date.now() });
  }, undefined);
}
