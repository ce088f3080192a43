import { type MemberInfo, memberInfoSchema } from '#src/shared/contract/member';
import type { LanguageCode } from '#src/shared/contract/platform';
import { withDb } from '#src/shared/storage/db';

/**
 * The member info last served, validated on the way out (product rule 10.6).
 * Its VIP label is in the language it was served in: a copy of another language (or of an older
 * version, which kept none) reads as no copy.
 */
export function readMemberInfo(owner: string, language: LanguageCode): Promise<MemberInfo | null> {
  return withDb(async (db) => {
    const row = await db.members.get(owner);
    if (row?.language !== language) return null;
    const parsed = memberInfoSchema.safeParse(row.info);
    return parsed.success ? parsed.data : null;
  }, null);
}

/** Kept as plain data: the info may come from a store's proxy, which IndexedDB cannot clone. */
export function saveMemberInfo(owner: string, info: MemberInfo, language: LanguageCode): Promise<void> {
  return withDb(async (db) => {
    await db.members.put({ owner, info: memberInfoSchema.parse(info), savedAt: Date.now(), language });
  }, undefined);
}
