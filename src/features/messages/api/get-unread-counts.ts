import { api } from '../../../shared/api/api';
import type { UnreadCounts } from '../../../shared/contract/messages';

export function getUnreadCounts(): Promise<UnreadCounts> {
  return api.call('unreadCounts', {});
}
