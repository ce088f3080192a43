import { api } from '../api/api';
import type { SystemStatus } from '../contract/system';

export function getSystemStatus(): Promise<SystemStatus> {
  return api.call('systemStatus', {});
}
