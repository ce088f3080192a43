import { AGENT_TYPES, TRIAL_TYPE } from '#src/shared/contract/platform';
import type { RouteDef } from '#src/shared/contract/routes';
import { ApiFailure } from './failure';

/**
 * A call's role rules (product rule 6.13), from the route table: the server refuses what the
 * client's routes refuse, so a hand-made request gets no further than the app's screens would.
 */
export function enforceRoles(c: { get(key: 'memberType'): number | null }, route: Pick<RouteDef, 'rejectTrial' | 'rejectAgent'>): void {
  const type = c.get('memberType');
  if (type === null) return;
  if (route.rejectTrial && type === TRIAL_TYPE) throw new ApiFailure(403, 'free_reject');
  if (route.rejectAgent && AGENT_TYPES.includes(type)) throw new ApiFailure(403, 'err_no_permission');
}
