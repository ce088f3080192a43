import type { LanguageReading } from '#src/shared/contract/platform';
import { LANGUAGE_READING_KEY, parseLanguageReading } from '../services/merchant-settings';
import type { Merchant, Services } from './env';

/** A merchant with its reading of the languages (site setting 'languageReading'). */
export type MerchantWithReading = { merchant: Merchant; languageReading: LanguageReading };

/** How a request names its merchant: by code (the Merchant header), or by the host name it was sent to. */
export type MerchantKey = { code: string } | { host: string };

/** The merchant a host name maps to, else the configured default. */
export async function merchantOfHost(services: Pick<Services, 'db' | 'config'>, host: string): Promise<Merchant | undefined> {
  return (await merchantWithReadingOfHost(services, host))?.merchant;
}

/** The merchant a host name maps to, else the configured default, with its reading: one query. */
export async function merchantWithReadingOfHost(services: Pick<Services, 'db' | 'config'>, host: string): Promise<MerchantWithReading | undefined> {
  const row = await selectMerchant(services, { host }).executeTakeFirst();
  return row && withReading(row);
}

/**
 * The merchant of `key` (a host name mapped to none is the configured default's), its columns and
 * beside them its reading's stored JSON (null when it has none): one query, which a caller may
 * join more to (http/caller.ts joins the request's session).
 */
export function selectMerchant({ db, config }: Pick<Services, 'db' | 'config'>, key: MerchantKey) {
  return db
    .selectFrom('merchants as m')
    .leftJoin('site_settings as s', (join) => join.onRef('s.merchant_code', '=', 'm.code').on('s.key', '=', LANGUAGE_READING_KEY))
    .selectAll('m')
    .select('s.value_json as language_reading_json')
    .where((eb) =>
      eb(
        'm.code',
        '=',
        'code' in key
          ? eb.val(key.code)
          : eb.fn.coalesce(eb.selectFrom('merchant_hosts').select('merchant_code').where('host', '=', key.host), eb.val(config.DEFAULT_MERCHANT)),
      ),
    );
}

/** A merchant row of selectMerchant as the merchant and its reading. */
export function withReading({ language_reading_json, ...merchant }: Merchant & { language_reading_json: string | null }): MerchantWithReading {
  return { merchant, languageReading: parseLanguageReading(language_reading_json) };
}
