import type { Db } from '../db/database';

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
