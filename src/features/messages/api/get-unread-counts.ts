import { api } from '#src/shared/api/api';
import type { UnreadCounts } from '#src/shared/contract/messages';

export function getUnreadCounts(): Promise<UnreadCounts> {
  return api.call('unreadCounts', {});
}
