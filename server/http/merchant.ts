import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../src/shared/contract/platform';
import type { AppEnv, Merchant } from './env';
import { ApiFailure } from './failure';

/**
 * Picks the merchant of a request: the Merchant header, else the host name's mapping, else
 * the configured default. An unknown Merchant header is refused rather than silently remapped.
 */
export const resolveMerchant: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, config } = c.get('services');
  const base = db.selectFrom('merchants').selectAll();
  const header = c.req.header(HEADERS.merchant);
  let merchant: Merchant | undefined;
  if (header) {
    merchant = await base.where('code', '=', header).executeTakeFirst();
    if (!merchant) throw new ApiFailure(400, 'err_bad_request');
  } else {
    const host = new URL(c.req.url).hostname;
    const mapped = await db.selectFrom('merchant_hosts').select('merchant_code').where('host', '=', host).executeTakeFirst();
    merchant = await base.where('code', '=', mapped?.merchant_code ?? config.DEFAULT_MERCHANT).executeTakeFirst();
  }
  if (!merchant) throw new ApiFailure(500, 'err_unknown');
  c.set('merchant', merchant);
  await next();
};
