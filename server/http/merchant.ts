import type { MiddlewareHandler } from 'hono';
import { HEADERS, type LanguageReading } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { LANGUAGE_READING_KEY, parseLanguageReading } from '../services/merchant-settings';
import type { AppEnv, Merchant, Services } from './env';
import { ApiFailure } from './failure';

/**
 * Picks the merchant of a request: the Merchant header, else the host name's mapping, else
 * the configured default. An unknown Merchant header is refused rather than silently remapped.
 * Its reading of the languages comes with it (requestLanguage answers in the ones it offers),
 * read in the same query: this runs on every API request, and asks the database once.
 */
export const resolveMerchant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const services = c.get('services');
  const header = c.req.header(HEADERS.merchant);
  let resolved: MerchantWithReading | undefined;
  if (header) {
    resolved = await merchantWithReading(services.db, header);
    if (!resolved) throw new ApiFailure(400, 'err_bad_request');
  } else {
    resolved = await merchantWithReadingOfHost(services, new URL(c.req.url).hostname);
  }
  if (!resolved) throw new ApiFailure(500, 'err_unknown');
  c.set('merchant', resolved.merchant);
  c.set('languageReading', resolved.languageReading);
  await next();
};

/** A merchant with its reading of the languages (site setting 'languageReading'). */
export type MerchantWithReading = { merchant: Merchant; languageReading: LanguageReading };

/** The merchant a host name maps to, else the configured default. */
export async function merchantOfHost(services: Pick<Services, 'db' | 'config'>, host: string): Promise<Merchant | undefined> {
  return (await merchantWithReadingOfHost(services, host))?.merchant;
}

/** The merchant a host name maps to, else the configured default, with its reading: one query. */
export async function merchantWithReadingOfHost({ db, config }: Pick<Services, 'db' | 'config'>, host: string): Promise<MerchantWithReading | undefined> {
  const row = await selectWithReading(db)
    .where((eb) =>
      eb('m.code', '=', eb.fn.coalesce(eb.selectFrom('merchant_hosts').select('merchant_code').where('host', '=', host), eb.val(config.DEFAULT_MERCHANT))),
    )
    .executeTakeFirst();
  return row && withReading(row);
}

/** The merchant of a code, with its reading: one query. */
async function merchantWithReading(db: Db, code: string): Promise<MerchantWithReading | undefined> {
  const row = await selectWithReading(db).where('m.code', '=', code).executeTakeFirst();
  return row && withReading(row);
}

/** The merchant's columns and, beside them, its reading's stored JSON (null when the merchant has none). */
function selectWithReading(db: Db) {
  return db
    .selectFrom('merchants as m')
    .leftJoin('site_settings as s', (join) => join.onRef('s.merchant_code', '=', 'm.code').on('s.key', '=', LANGUAGE_READING_KEY))
    .selectAll('m')
    .select('s.value_json as language_reading_json');
}

function withReading({ language_reading_json, ...merchant }: Merchant & { language_reading_json: string | null }): MerchantWithReading {
  return { merchant, languageReading: parseLanguageReading(language_reading_json) };
}
