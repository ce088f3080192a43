import { api } from '#src/shared/api/api';
import type { MemberInfo } from '#src/shared/contract/member';

export function getMemberInfo(): Promise<MemberInfo> {
  return api.call('memberInfo', {});
}
