import type { Generated } from 'kysely';

/** Table shapes as Kysely sees them. Money is integer minor units (cents) everywhere. */
export interface Database {
  merchants: MerchantTable;
  merchant_flags: MerchantFlagTable;
  merchant_hosts: MerchantHostTable;
  site_settings: SiteSettingTable;
  members: MemberTable;
  sessions: SessionTable;
  wallets: WalletTable;
  ledger_entries: LedgerEntryTable;
  vendors: VendorTable;
  games: GameTable;
  banners: BannerTable;
  announcements: AnnouncementTable;
  vip_levels: VipLevelTable;
}

export interface MerchantTable {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  maintenance: number;
  region_restriction: number;
}

export interface MerchantFlagTable {
  merchant_code: string;
  flag: string;
}

export interface MerchantHostTable {
  host: string;
  merchant_code: string;
}

/** One JSON document per merchant and key (customer service, template, register fields, ...). */
export interface SiteSettingTable {
  merchant_code: string;
  key: string;
  value_json: string;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_code: string;
  account: string;
  nickname: string;
  password_hash: string;
  type: number;
  mobile: string | null;
  email: string | null;
  club_label: string;
  status: string;
  created_at: string;
}

export interface SessionTable {
  token_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
}

export interface WalletTable {
  member_id: number;
  currency: string;
  balance_minor: number;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  member_id: number;
  amount_minor: number;
  balance_after_minor: number;
  kind: string;
  reference: string;
  idempotency_key: string;
  created_at: string;
}

export interface VendorTable {
  code: string;
  name: string;
  game_type: string;
  sort: number;
  logo: string;
}

export interface GameTable {
  id: Generated<number>;
  node_id: string;
  vendor_code: string;
  game_type: string;
  game_code: string;
  game_group_id: string;
  name: string;
  icon: string;
  hot_rank: number | null;
  is_new: number;
  min_bet_minor: number;
  lotto_mode: string | null;
  sort: number;
}

export interface BannerTable {
  id: Generated<number>;
  merchant_code: string;
  group_name: string;
  url: string;
  link: string | null;
  sort: number;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_code: string;
  type: string;
  title: string;
  content: string;
  group_name: string;
  created_at: string;
}

export interface VipLevelTable {
  level: number;
  name: string;
  min_deposit_minor: number;
  min_valid_bet_minor: number;
  card_image: string;
  bonus_image: string;
}
