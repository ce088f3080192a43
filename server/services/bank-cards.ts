import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { firstProblem } from '#src/shared/contract/form-schema';
import { bankCardForm, cardNumberOf, holderNameOf, MAX_BANK_CARDS } from '#src/shared/contract/security';
import type { BankCard } from '#src/shared/contract/wallet';
import { type Db, lockMember, transact } from '../db/database';
import type { BankCardTable } from '../db/schema';
import { Refusal } from './refusal';

/** The banks a member of the merchant may bind a card of, in the merchant's order. */
export async function banksOf(db: Db, merchantCode: string): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('banks').select(['code', 'name']).where('merchant_code', '=', merchantCode).orderBy('sort').execute();
}

async function cardKey(db: Db): Promise<Buffer> {
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'card_key').executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** AES-256-GCM: iv.tag.ciphertext, base64 each. */
function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

export function cardOf(row: Pick<Selectable<BankCardTable>, 'id' | 'bank_code' | 'bank_name' | 'holder_name' | 'last4' | 'created_at'>): BankCard {
  return { id: row.id, bankCode: row.bank_code, bankName: row.bank_name, holderName: row.holder_name, last4: row.last4, createdAt: row.created_at };
}

export async function cardsOf(db: Db, memberId: number): Promise<BankCard[]> {
  const rows = await db
    .selectFrom('bank_cards')
    .select(['id', 'bank_code', 'bank_name', 'holder_name', 'last4', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map(cardOf);
}

/**
 * Binds a card: a bank of the member's merchant, a holder name, a number of 12-19 digits, at
 * most MAX_BANK_CARDS per member and each number once. The count and the insert share one
 * transaction, so two adds at once cannot make a fourth card.
 */
export async function addCard(
  db: Db,
  input: { memberId: number; merchantCode: string; bankCode: string; holderName: string; cardNumber: string },
  now = new Date(),
): Promise<BankCard> {
  const invalid = firstProblem(bankCardForm, input);
  if (invalid) throw new Refusal(invalid.message, { field: invalid.field });
  const bank = await db
    .selectFrom('banks')
    .select(['code', 'name'])
    .where('merchant_code', '=', input.merchantCode)
    .where('code', '=', input.bankCode)
    .executeTakeFirst();
  if (!bank) throw new Refusal('err_bank_unknown', { field: 'bankCode' });
  const holder = holderNameOf(input.holderName);
  const number = cardNumberOf(input.cardNumber);
  const key = await cardKey(db);
  const fingerprint = createHmac('sha256', key).update(number).digest('base64');
  return transact(db, async (trx) => {
    await lockMember(trx, input.memberId);
    const owned = await trx.selectFrom('bank_cards').select(['fingerprint']).where('member_id', '=', input.memberId).execute();
    if (owned.some((c) => c.fingerprint === fingerprint)) throw new Refusal('err_card_exists', { field: 'cardNumber' });
    if (owned.length >= MAX_BANK_CARDS) throw new Refusal('err_card_limit');
    const row = await trx
      .insertInto('bank_cards')
      .values({
        member_id: input.memberId,
        bank_code: bank.code,
        bank_name: bank.name,
        holder_name: holder,
        last4: number.slice(-4),
        fingerprint,
        number_sealed: seal(key, number),
        created_at: now.toISOString(),
      })
      .returning(['id', 'bank_code', 'bank_name', 'holder_name', 'last4', 'created_at'])
      .executeTakeFirstOrThrow();
    return cardOf(row);
  });
}

/** Another member's card answers 404, exactly as an unknown one does. */
export async function deleteCard(db: Db, memberId: number, id: number): Promise<void> {
  const deleted = await db.deleteFrom('bank_cards').where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new Refusal('err_not_found');
}
