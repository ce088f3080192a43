import { proxy } from 'valtio';
import type { MemberInfo } from '../../shared/contract/member';
import { getMemberInfo } from './api/get-member-info';

export const memberStore = proxy<{ info: MemberInfo | null }>({ info: null });

export async function loadMemberInfo(): Promise<void> {
  memberStore.info = await getMemberInfo();
}

export function clearMemberInfo(): void {
  memberStore.info = null;
}

/** SPEC: the header shows the nickname, else the account. */
export function displayName(info: Pick<MemberInfo, 'nickname' | 'account'> | null, fallback: string): string {
  return info?.nickname || info?.account || fallback;
}
