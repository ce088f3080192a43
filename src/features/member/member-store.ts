import { proxy } from 'valtio';
import type { HeadIcon } from '#src/shared/contract/head-icon';
import { type MemberInfo, memberInfoSchema } from '#src/shared/contract/member';
import { currentLanguage } from '#src/shared/i18n/i18n';
import { checkedFirstRead } from '#src/shared/lib/first-reads';
import { getMemberInfo } from './api/get-member-info';
import { readMemberInfo, saveMemberInfo } from './storage';

export const memberStore = proxy<{ info: MemberInfo | null }>({ info: null });

/** The device's copy in the player's language first (a name in the header offline), then the server's. */
export async function loadMemberInfo(owner: string): Promise<void> {
  const kept = await readMemberInfo(owner, currentLanguage());
  if (kept && !memberStore.info) memberStore.info = kept;
  // The language the call asks in (its Language header) is the one the answer is kept under.
  const asked = currentLanguage();
  const info = await getMemberInfo();
  memberStore.info = info;
  await saveMemberInfo(owner, info, asked);
}

/** A new head icon shows at once everywhere (side menu, header, member centre) and on the next launch. */
export async function setHeadIcon(owner: string, headIcon: HeadIcon): Promise<void> {
  if (!memberStore.info) return;
  memberStore.info = { ...memberStore.info, headIcon };
  await saveMemberInfo(owner, memberStore.info, currentLanguage());
}

/**
 * A member's first view (first-reads.ts) is drawn with their info: the server notes the read as
 * it draws, and the app starts from the answer the page carries, before the device's copy.
 */
export function startFromDrawnMemberInfo(): void {
  const drawn = checkedFirstRead('member-info', getMemberInfo, memberInfoSchema);
  if (drawn) memberStore.info = drawn;
}

export function clearMemberInfo(): void {
  memberStore.info = null;
}

/** The header shows the nickname, else the account (product rule 3.2). */
export function displayName(info: Pick<MemberInfo, 'nickname' | 'account'> | null, fallback: string): string {
  return info?.nickname || info?.account || fallback;
}
