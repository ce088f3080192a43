import type { Kysely } from 'kysely';

/**
 * Coin channels (USDT) carry the merchant's rate, and each coin order keeps the rate it was
 * opened at and the coins to send, so a later rate change never rewrites what a player was told.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit_channels').addColumn('rate_minor', 'integer').execute();
  await db.schema.alterTable('deposit_orders').addColumn('rate_minor', 'integer').execute();
  await db.schema.alterTable('deposit_orders').addColumn('coin_cents', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposit_orders').dropColumn('coin_cents').execute();
  await db.schema.alterTable('deposit_orders').dropColumn('rate_minor').execute();
  await db.schema.alterTable('deposit_channels').dropColumn('rate_minor').execute();
}
