import type { WhitelabelFlag } from '#src/shared/contract/platform';
import type { Db } from '../database';
import type { GameTable } from '../schema';

/** A merchant as both seeds write it: the demo's (site.ts) and an operator's site file. */
export type MerchantRows = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  timeZone: string;
  hosts: readonly string[];
  flags: readonly WhitelabelFlag[];
  /** The site config's settings by key; a key left out is absent from the config, not null. */
  settings: Readonly<Record<string, unknown>>;
  liveModels: readonly { id: string; name: string }[];
};

const BATCH = 500;

/** A merchant, its hosts, flags, site settings and live hosts. */
export async function insertMerchant(trx: Db, m: MerchantRows): Promise<void> {
  await trx
    .insertInto('merchants')
    .values({
      code: m.code,
      name: m.name,
      currency: m.currency,
      currency_symbol: m.currencySymbol,
      maintenance: 0,
      region_restriction: 0,
      time_zone: m.timeZone,
    })
    .execute();
  await trx
    .insertInto('merchant_hosts')
    .values(m.hosts.map((host) => ({ host, merchant_code: m.code })))
    .execute();
  if (m.flags.length > 0)
    await trx
      .insertInto('merchant_flags')
      .values(m.flags.map((flag) => ({ merchant_code: m.code, flag })))
      .execute();
  const settings = Object.entries(m.settings).filter(([, value]) => value !== undefined);
  if (settings.length > 0)
    await trx
      .insertInto('site_settings')
      .values(settings.map(([key, value]) => ({ merchant_code: m.code, key, value_json: JSON.stringify(value) })))
      .execute();
  if (m.liveModels.length > 0)
    await trx
      .insertInto('live_models')
      .values(m.liveModels.map((model, i) => ({ merchant_code: m.code, id: model.id, name: model.name, sort: i + 1 })))
      .execute();
}

export type VendorRow = { code: string; name: string; gameType: string; logo: string };
export type GameRow = Omit<GameTable, 'id'>;

/** The game catalogue, shared by every merchant: vendors in their order, then the games. */
export async function insertCatalogue(trx: Db, vendors: readonly VendorRow[], games: readonly GameRow[]): Promise<void> {
  await trx
    .insertInto('vendors')
    .values(vendors.map((v, i) => ({ code: v.code, name: v.name, game_type: v.gameType, sort: i, logo: v.logo })))
    .execute();
  for (let i = 0; i < games.length; i += BATCH) {
    await trx
      .insertInto('games')
      .values(games.slice(i, i + BATCH))
      .execute();
  }
}
