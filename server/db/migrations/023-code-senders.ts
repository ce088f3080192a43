import type { Kysely } from 'kysely';

/**
 * A one-time code keeps the address that asked for it: codes are capped per address, per number
 * across purposes and per merchant (server/services/verification-codes.ts), counted over the last
 * hour by these indexes. Codes issued before this have none and count for no address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_codes').addColumn('address', 'text').execute();
  await db.schema.createIndex('sms_codes_address_created').on('sms_codes').columns(['address', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_merchant_created').on('sms_codes').columns(['merchant_code', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_codes_merchant_created').execute();
  await db.schema.dropIndex('sms_codes_address_created').execute();
  await db.schema.alterTable('sms_codes').dropColumn('address').execute();
}
