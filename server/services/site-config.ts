import type * as z from 'zod/mini';
import { type LanguageCode, whitelabelFlagSchema } from '#src/shared/contract/platform';
import type { SiteConfig, siteConfigSchema } from '#src/shared/contract/system';
import type { Db } from '../db/database';
import type { Merchant } from '../http/env';
import { settingsInLanguage } from './content-language';

/** A merchant's site config in `language` (its licence text and app description), for the address `ip`. */
export async function siteConfigOf(db: Db, merchant: Merchant, language: LanguageCode, ip: string): Promise<z.input<typeof siteConfigSchema>> {
  const [settings, flags] = await Promise.all([
    db.selectFrom('site_settings').select(['key', 'value_json']).where('merchant_code', '=', merchant.code).execute(),
    db.selectFrom('merchant_flags').select('flag').where('merchant_code', '=', merchant.code).execute(),
  ]);
  const info = await settingsInLanguage(db, language, merchant.code, Object.fromEntries(settings.map((s) => [s.key, JSON.parse(s.value_json) as unknown])));
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currency_symbol,
    info: {
      ...(info as Omit<SiteConfig['info'], 'whitelabel'>),
      whitelabel: flags.map((f) => whitelabelFlagSchema.parse(f.flag)),
    },
    location: { ip },
    maintenance: merchant.maintenance === 1,
    regionRestriction: merchant.region_restriction === 1,
  };
}
