import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { whitelabelFlagSchema } from '../../src/shared/contract/platform';
import { deriveSystemStatus, type SiteConfig, type siteConfigSchema } from '../../src/shared/contract/system';
import { clientIp } from '../http/client-ip';
import { mount } from '../http/contract-route';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { requestLanguage } from '../http/request-language';
import { settingsInLanguage } from '../services/content-language';

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

mount(systemRoutes, 'siteConfig', async (_input, c) => {
  const m = c.get('merchant');
  const { db } = c.get('services');
  const [settings, flags] = await Promise.all([
    db.selectFrom('site_settings').select(['key', 'value_json']).where('merchant_code', '=', m.code).execute(),
    db.selectFrom('merchant_flags').select('flag').where('merchant_code', '=', m.code).execute(),
  ]);
  // The licence text and the app description in the request's language.
  const info = await settingsInLanguage(db, requestLanguage(c), m.code, Object.fromEntries(settings.map((s) => [s.key, JSON.parse(s.value_json) as unknown])));
  const config: z.input<typeof siteConfigSchema> = {
    merchantCode: m.code,
    merchantName: m.name,
    currency: m.currency,
    currencySymbol: m.currency_symbol,
    info: {
      ...(info as Omit<SiteConfig['info'], 'whitelabel'>),
      whitelabel: flags.map((f) => whitelabelFlagSchema.parse(f.flag)),
    },
    location: { ip: clientIp(c) },
    maintenance: m.maintenance === 1,
    regionRestriction: m.region_restriction === 1,
  };
  return config;
});

mount(systemRoutes, 'setSystemStatus', async (input, c) => {
  if (!c.get('services').config.ENABLE_TEST_CONTROLS) throw new ApiFailure(404, 'err_not_found');
  const m = c.get('merchant');
  await c
    .get('services')
    .db.updateTable('merchants')
    .set({ maintenance: input.maintenance ? 1 : 0, region_restriction: input.regionRestriction ? 1 : 0 })
    .where('code', '=', m.code)
    .execute();
  return {
    status: deriveSystemStatus(input.maintenance, input.regionRestriction),
    maintenance: input.maintenance,
    regionRestriction: input.regionRestriction,
    ip: clientIp(c),
  };
});
