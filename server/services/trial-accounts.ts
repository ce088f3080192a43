import { randomBytes } from 'node:crypto';
import { ledgerReference } from '#src/shared/contract/ledger-reference';
import { TRIAL_TYPE } from '#src/shared/contract/platform';
import { type Db, transact } from '../db/database';
import { openWallet, postInTransaction } from './ledger';
import { countAttempt } from './login-attempts';
import { hashPassword } from './passwords';
import { createSession } from './sessions';

/** Demo credit a trial account starts with, in minor units (2,000.00). */
export const TRIAL_CREDIT_MINOR = 200_000;
export const TRIAL_ADDRESS_WINDOW_MS = 60 * 60_000;
export const TRIAL_DEVICE_WINDOW_MS = 24 * 60 * 60_000;

export type TrialLimits = { perAddress: number; perDevice: number };

/**
 * Whether one more trial account may be made for this address (per hour) and device (per day)
 * on this merchant. Every ask counts, refused ones too, so hammering keeps the door shut. The
 * address limit is the looser one: many players share an address behind a carrier's NAT. The
 * device id is the client's word, so the address limit is the one that holds against a script
 * that makes a new id each time; an ask without one counts as one unknown device of its
 * address, so leaving the id out buys nothing.
 */
export async function mayCreateTrial(
  db: Db,
  merchantCode: string,
  address: string,
  deviceId: string | undefined,
  limits: TrialLimits,
  now = new Date(),
): Promise<boolean> {
  const byAddress = await countAttempt(db, `trial:ip:${merchantCode}:${address}`, TRIAL_ADDRESS_WINDOW_MS, now);
  const device = deviceId ?? `unknown:${address}`;
  const byDevice = await countAttempt(db, `trial:device:${merchantCode}:${device}`, TRIAL_DEVICE_WINDOW_MS, now);
  return byAddress <= limits.perAddress && byDevice <= limits.perDevice;
}

/**
 * Creates a trial (type 4) account and its session in one transaction: a random name, an
 * unusable random password (a trial is reached only through its session), its wallet and demo
 * credit posted through the ledger. Either all of it exists or none.
 */
export async function createTrialAccount(
  db: Db,
  merchantCode: string,
  currency: string,
  now = new Date(),
): Promise<{ id: number; account: string; token: string }> {
  const account = `trial_${randomBytes(5).toString('hex')}`;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64'));
  return transact(db, async (trx) => {
    const member = await trx
      .insertInto('members')
      .values({
        merchant_code: merchantCode,
        account,
        nickname: '',
        password_hash: passwordHash,
        type: TRIAL_TYPE,
        mobile: null,
        email: null,
        club_label: 'Trial',
        status: 'active',
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await openWallet(trx, member.id, currency);
    await postInTransaction(
      trx,
      { memberId: member.id, amountMinor: TRIAL_CREDIT_MINOR, kind: 'bonus', reference: ledgerReference('trial', account), idempotencyKey: `trial-${account}` },
      now,
    );
    const token = await createSession(trx, member.id, now);
    return { id: member.id, account, token };
  });
}
