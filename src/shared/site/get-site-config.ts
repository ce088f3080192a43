import { api } from '../api/api';
import type { SiteConfig } from '../contract/system';

export function getSiteConfig(): Promise<SiteConfig> {
  return api.call('siteConfig', {});
}
