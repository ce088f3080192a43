import { api } from '../api/api';
import type { Served } from '../api/client';
import type { SiteConfig } from '../contract/system';

export function getSiteConfig(): Promise<Served<SiteConfig>> {
  return api.callServed('siteConfig', {});
}
