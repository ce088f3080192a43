import type { LanguageReading } from '#src/shared/contract/platform';
import { type Db, transact } from '../db/database';
import { openWallet } from './ledger';
import { writeWelcomeMessages } from './welcome-messages';

/**
 * National numbers are kept without a trunk prefix: "09171234567" typed in the Philippines is
 * the same phone as "9171234567" (every dialing code we list drops the leading 0 after it).
 */
export function normalizeMobile(mobile: string): string {
  return mobile.trim().replace(/^0+/, '');
}

/** The key codes are sent to and counted by: dialing code + number (the E.164 digits). */
export function phoneKey(countryDialingCode: string, mobile: string): string {
  return `${countryDialingCode}${normalizeMobile(mobile)}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** "pl***1": enough for a member to recognise an account (a friend, a winner), not enough to read its login; a very short one keeps only its first character. */
export function maskAccount(account: string): string {
  return account.length >= 4 ? `${account.slice(0, 2)}***${account.slice(-1)}` : `${account.slice(0, 1)}***`;
}

export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase();
}

/** A login's member by account name (already normalised), with the password hash the login checks. */
export async function findMemberByAccount(db: Db, merchantCode: string, account: string) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'type', 'password_hash', 'status'])
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', account)
    .executeTakeFirst();
}

export async function findMemberByMobile(db: Db, merchantCode: string, countryDialingCode: string, mobile: string) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'type', 'status'])
    .where('merchant_code', '=', merchantCode)
    .where('country_dialing_code', '=', countryDialingCode)
    .where('mobile', '=', normalizeMobile(mobile))
    .executeTakeFirst();
}

export async function findMemberByEmail(db: Db, merchantCode: string, email: string) {
  return db
    .selectFrom('members')
    .select(['id', 'account', 'type', 'status'])
    .where('merchant_code', '=', merchantCode)
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

export async function accountExists(db: Db, merchantCode: string, account: string): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('account', '=', normalizeAccount(account))
    .executeTakeFirst();
  return row !== undefined;
}

/** What member info shows of the member, and what their club label is computed from. */
export async function memberInfoOf(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'nickname', 'account', 'type', 'merchant_code', 'head_icon'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** A registration as the form settled it: the contacts already normalised, null where not asked for. */
type NewMember = {
  merchantCode: string;
  account: string;
  nickname: string;
  passwordHash: string;
  mobile: string | null;
  countryDialingCode: string | null;
  email: string | null;
  registerMethod: string;
  registerUrl: string;
  referrerId: number | null;
  referredById: number | null;
  birthDate: string | null;
};

/**
 * Creates a registered member (type 0, VIP 0, active) with their wallet and welcome messages in
 * one transaction: a member never exists without them. A name or number taken meanwhile fails on
 * the unique index. Returns the new member's id.
 */
export async function createMember(db: Db, member: NewMember, currency: string, reading: LanguageReading): Promise<number> {
  return transact(db, async (trx) => {
    const row = await trx
      .insertInto('members')
      .values({
        merchant_code: member.merchantCode,
        account: member.account,
        nickname: member.nickname,
        password_hash: member.passwordHash,
        type: 0,
        mobile: member.mobile,
        country_dialing_code: member.countryDialingCode,
        email: member.email,
        club_label: 'VIP 0',
        status: 'active',
        register_method: member.registerMethod,
        register_url: member.registerUrl,
        referrer_id: member.referrerId,
        referred_by_id: member.referredById,
        birth_date: member.birthDate,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(trx, row.id, currency);
    await writeWelcomeMessages(trx, row.id, reading);
    return row.id;
  });
}
