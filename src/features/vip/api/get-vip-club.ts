import { api } from '#src/shared/api/api';
import type { VipClub } from '#src/shared/contract/vip';

/** The 15 levels; the member's progress with a session (null for visitors). */
export function getVipClub(): Promise<VipClub> {
  return api.call('vipClub', {});
}
