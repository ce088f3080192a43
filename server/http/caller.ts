import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '#src/shared/contract/platform';
import { liveMemberOf, type SessionRow, sessionHashOf } from '../services/sessions';
import type { AppEnv, Merchant } from './env';
import { ApiFailure } from './failure';
import { selectMerchant, withReading } from './merchant';

type MerchantQuery = ReturnType<typeof selectMerchant>;
type MerchantRow = Merchant & { language_reading_json: string | null };

/**
 * Who calls the API: the merchant (the Merchant header, else the host name's mapping, else the
 * configured default; an unknown Merchant header is refused rather than silently remapped), its
 * reading of the languages (requestLanguage answers in the ones it offers), and the member of the
 * bearer token's session. One query reads them all: this runs on every API request, where each
 * round trip is one more on every call a player makes. Handlers that need a member are refused
 * by the contract's `auth`.
 */
export const resolveCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const services = c.get('services');
  const authorization = c.req.header('Authorization');
  const token = (authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '') || null;
  const header = c.req.header(HEADERS.merchant);
  const query = selectMerchant(services, header ? { code: header } : { host: new URL(c.req.url).hostname });
  const found = token ? await withSessionOf(query, token) : await query.executeTakeFirst().then((row) => row && { row, session: null });
  if (!found) throw header ? new ApiFailure(400, 'err_bad_request') : new ApiFailure(500, 'err_unknown');
  const { merchant, languageReading } = withReading(found.row);
  c.set('merchant', merchant);
  c.set('languageReading', languageReading);
  const member = token ? await liveMemberOf(services.db, token, found.session, merchant.code) : null;
  c.set('token', token);
  c.set('memberId', member?.id ?? null);
  c.set('memberType', member?.type ?? null);
  await next();
};

/** The merchant's row of `query` and, joined to it, the session of `token` with its member (null where there is none). */
async function withSessionOf(query: MerchantQuery, token: string): Promise<{ row: MerchantRow; session: SessionRow | null } | undefined> {
  const found = await query
    .leftJoin('sessions as session', (join) => join.on('session.token_hash', '=', sessionHashOf(token)))
    .leftJoin('members as member', 'member.id', 'session.member_id')
    .select([
      'session.expires_at as session_expires_at',
      'member.id as member_id',
      'member.account as member_account',
      'member.type as member_type',
      'member.merchant_code as member_merchant_code',
      'member.status as member_status',
    ])
    .executeTakeFirst();
  if (!found) return undefined;
  const {
    session_expires_at: expires_at,
    member_id: id,
    member_account: account,
    member_type: type,
    member_merchant_code: merchant_code,
    member_status: status,
    ...row
  } = found;
  const session =
    expires_at !== null && id !== null && account !== null && type !== null && merchant_code !== null && status !== null
      ? { expires_at, id, account, type, merchant_code, status }
      : null;
  return { row, session };
}
