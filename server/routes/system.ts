import { Hono } from 'hono';
import { deriveSystemStatus } from '#src/shared/contract/system';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { requestLanguage } from '../http/request-language';
import { siteConfigOf } from '../services/site-config';

export const systemRoutes = new Hono<AppEnv>();

mount(systemRoutes, 'systemStatus', async (_input, c) => {
  const m = c.get('merchant');
  return {
    status: deriveSystemStatus(m.maintenance === 1, m.region_restriction === 1),
    maintenance: m.maintenance === 1,
    regionRestriction: m.region_restriction === 1,
    ip: clientIp(c),
  };
});

mount(systemRoutes, 'ping', async () => ({}));

mount(systemRoutes, 'siteConfig', async (_input, c) => siteConfigOf(c.get('services').db, c.get('merchant'), requestLanguage(c), clientIp(c)));
