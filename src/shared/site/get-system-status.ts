import { api } from '../api/api';
import type { Served } from '../api/client';
import type { SystemStatus } from '../contract/system';

export function getSystemStatus(): Promise<Served<SystemStatus>> {
  return api.callServed('systemStatus', {});
}
