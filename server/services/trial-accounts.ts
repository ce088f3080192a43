import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { TRIAL_TYPE } from '../../src/shared/contract/platform';
import { openWallet, post } from './ledger';
import { hashPassword } from './passwords';
import { ledgerReference } from '../../src/shared/contract/ledger-reference';

/** Demo credit a trial account starts with, in minor units (2,000.00). */
export const TRIAL_CREDIT_MINOR = 200_000;

/**
 * Creates a trial (type 4) account: a random name, an unusable random password (a trial is
 * reached only through its session), and demo credit posted through the ledger.
 */
export async function createTrialAccount(db: Db, merchantCode: string, currency: string, now = new Date()): Promise<{ id: number; account: string }> {
  const account = `trial_${randomBytes(5).toString('hex')}`;
  const member = await db
    .insertInto('members')
    .values({
      merchant_code: merchantCode,
      account,
      nickname: '',
      password_hash: await hashPassword(randomBytes(24).toString('base64')),
      type: TRIAL_TYPE,
      mobile: null,
      email: null,
      club_label: 'Trial',
      status: 'active',
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openWallet(db, member.id, currency);
  await post(db, { memberId: member.id, amountMinor: TRIAL_CREDIT_MINOR, kind: 'bonus', reference: ledgerReference('trial', account), idempotencyKey: `trial-${account}` });
  return { id: member.id, account };
}
