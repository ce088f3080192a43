import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../src/shared/contract/platform';
import { siteLanguageReading } from '../services/merchant-settings';
import type { AppEnv, Merchant, Services } from './env';
import { ApiFailure } from './failure';

/**
 * Picks the merchant of a request: the Merchant header, else the host name's mapping, else
 * the configured default. An unknown Merchant header is refused rather than silently remapped.
 * Its reading of the languages comes with it (requestLanguage answers in the ones it offers).
 */
export const resolveMerchant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.get('services');
  const header = c.req.header(HEADERS.merchant);
  let merchant: Merchant | undefined;
  if (header) {
    merchant = await db.selectFrom('merchants').selectAll().where('code', '=', header).executeTakeFirst();
    if (!merchant) throw new ApiFailure(400, 'err_bad_request');
  } else {
    merchant = await merchantOfHost(c.get('services'), new URL(c.req.url).hostname);
  }
  if (!merchant) throw new ApiFailure(500, 'err_unknown');
  c.set('merchant', merchant);
  c.set('languageReading', await siteLanguageReading(db, merchant.code));
  await next();
};

/** The merchant a host name maps to, else the configured default. */
export async function merchantOfHost({ db, config }: Pick<Services, 'db' | 'config'>, host: string): Promise<Merchant | undefined> {
  const mapped = await db.selectFrom('merchant_hosts').select('merchant_code').where('host', '=', host).executeTakeFirst();
  return db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', mapped?.merchant_code ?? config.DEFAULT_MERCHANT)
    .executeTakeFirst();
}
