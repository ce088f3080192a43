import { api } from '../../../shared/api/api';
import type { MemberInfo } from '../../../shared/contract/member';

export function getMemberInfo(): Promise<MemberInfo> {
  return api.call('memberInfo', {});
}
