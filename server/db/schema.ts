import type { ColumnType, Generated } from 'kysely';
import type { LedgerKind } from '#src/shared/contract/wallet';

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
  turnover_checkpoints: TurnoverCheckpointTable;
  vendors: VendorTable;
  games: GameTable;
  banners: BannerTable;
  announcements: AnnouncementTable;
  vip_levels: VipLevelTable;
  captchas: CaptchaTable;
  sms_codes: SmsCodeTable;
  outbox: OutboxTable;
  login_attempts: LoginAttemptTable;
  login_tries: LoginTryTable;
  sealed_nonces: SealedNonceTable;
  favourites: FavouriteTable;
  recent_games: RecentGameTable;
  game_launches: GameLaunchTable;
  bet_records: BetRecordTable;
  announcement_reads: AnnouncementReadTable;
  live_models: LiveModelTable;
  merchant_promotions: MerchantPromotionTable;
  promotions: PromotionTable;
  promotion_joins: PromotionJoinTable;
  reward_applications: RewardApplicationTable;
  reward_application_images: RewardApplicationImageTable;
  sign_ins: SignInTable;
  member_rewards: MemberRewardTable;
  inbox_messages: InboxMessageTable;
  chat_sessions: ChatSessionTable;
  chat_messages: ChatMessageTable;
  home_news: HomeNewsTable;
  deposit_channels: DepositChannelTable;
  deposit_orders: DepositOrderTable;
  server_secrets: ServerSecretTable;
  uploads: UploadTable;
  banks: BankTable;
  bank_cards: BankCardTable;
  withdraw_settings: WithdrawSettingTable;
  withdrawal_orders: WithdrawalOrderTable;
  mall_items: MallItemTable;
  member_points: MemberPointsTable;
  point_entries: PointEntryTable;
  mall_redemptions: MallRedemptionTable;
  agent_contracts: AgentContractTable;
  feedback: FeedbackTable;
  content_translations: ContentTranslationTable;
}

export interface MerchantTable {
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  maintenance: number;
  region_restriction: number;
  /** IANA zone: which calendar day a daily sign-in belongs to. */
  time_zone: ColumnType<string, string | undefined, string>;
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
  /** Without the leading +, e.g. "63"; set together with mobile. */
  country_dialing_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The registration payload's registerMethod (APP, H5, PWA, WEBCLIP); null for seeded and trial accounts. */
  register_method: ColumnType<string | null, string | null | undefined, string | null>;
  register_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The agent whose affiliate code the member registered with (or the referring member's agent). */
  referrer_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The member whose referral code (their account) the member registered with. */
  referred_by_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** scrypt hash of the 6-digit payment password; null until the member sets one. */
  payment_password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD when the merchant asked for it at registration. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** null (the default figure), "preset:<n>" or "upload:<stored name>". */
  head_icon: ColumnType<string | null, string | null | undefined, string | null>;
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
  kind: LedgerKind;
  reference: string;
  idempotency_key: string;
  created_at: string;
}

export interface TurnoverCheckpointTable {
  member_id: number;
  multiple_pct: number;
  upto_at: string;
  upto_id: number;
  required_minor: number;
  done_minor: number;
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
  /** Names the banner's link; null: the client falls back to a generic name. */
  title: string | null;
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
  daily_points: ColumnType<number, number | undefined, number>;
  /** Basis points: 50 = 0.5 %. */
  cashback_bp: ColumnType<number, number | undefined, number>;
  rebate_bp: ColumnType<number, number | undefined, number>;
  birthday_gift_minor: ColumnType<number, number | undefined, number>;
  tour: ColumnType<number, number | undefined, number>;
}

/** A captcha challenge: only the hash of its answer; single use, whatever the outcome. */
export interface CaptchaTable {
  id: string;
  code_hash: string;
  expires_at: string;
  used: Generated<number>;
  /** 1 once it has let a registration code out (migration 025): it lets out no other. */
  code_sent: Generated<number>;
  /** The answer in clear, kept only with test controls on (browser tests read it); null otherwise. */
  test_answer: string | null;
}

/** A one-time code sent by SMS or e-mail; the latest one per recipient and purpose counts. */
export interface SmsCodeTable {
  id: Generated<number>;
  merchant_code: string;
  /** Dialing code + number ("639171234567") or a lower-case e-mail address. */
  phone_key: string;
  purpose: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
  created_at: string;
  /** The address that asked for it (migration 023); none before it. */
  address: string | null;
}

/** What the SMS and e-mail adapters sent; it keeps the plain code because it is the message. */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  code: string;
  created_at: string;
}

/** Failed logins per key ('acct:MERCHANT:name' or 'ip:addr') within the current window. */
export interface LoginAttemptTable {
  key: string;
  failures: number;
  first_failure_at: string;
  /** When the key was last counted: a failure, or (guarded keys) a try beginning. */
  last_failure_at: string;
}

/** A sealed body's nonce, taken once (server/http/sealed-bodies.ts). */
export interface SealedNonceTable {
  nonce: string;
  expires_at: string;
}

/** A try of a guarded key being checked now (login-attempts.ts guardedTry). */
export interface LoginTryTable {
  id: Generated<number>;
  key: string;
  started_at: string;
}

/** A member's favourite game; one row per member and game, newest has the largest id. */
export interface FavouriteTable {
  id: Generated<number>;
  member_id: number;
  node_id: string;
  created_at: string;
}

/** A member's recently launched game; a re-launch replaces the row, so the largest id is the latest. */
export interface RecentGameTable {
  id: Generated<number>;
  member_id: number;
  node_id: string;
  launched_at: string;
}

/** A launch session of a demo game, reached by the token in its URL (only the hash is kept). */
export interface GameLaunchTable {
  token_hash: string;
  member_id: number;
  node_id: string;
  play_type: string;
  prize_mode: string | null;
  code: string;
  /** Keys the spin outcomes (HMAC), never leaves the server. */
  secret: string;
  /** The session that opened it (its token's hash): the link works only while that session does. */
  session_hash: string | null;
  created_at: string;
  expires_at: string;
}

/** One settled spin: its bet and win are ledger entries with keys derived from idempotency_key. */
export interface BetRecordTable {
  id: Generated<number>;
  member_id: number;
  node_id: string;
  game_name: string;
  stake_minor: number;
  payout_minor: number;
  balance_after_minor: number;
  idempotency_key: string;
  created_at: string;
}

export interface AnnouncementReadTable {
  member_id: number;
  announcement_id: number;
  read_at: string;
}

/** Live-stream hosts a merchant shows (the m_live banners need at least one). */
export interface LiveModelTable {
  merchant_code: string;
  id: string;
  name: string;
  sort: number;
}

/** Which promotions (promo counter types, product rule 3.6) a merchant runs. */
export interface MerchantPromotionTable {
  merchant_code: string;
  type: string;
  enabled: number;
}

/** A promotion (product rule 3.5); dates are YYYY-MM-DD, Y/N flags as the platform spells them. */
export interface PromotionTable {
  id: Generated<number>;
  merchant_code: string;
  linked_promotion_id: number | null;
  title: string;
  content: string;
  category: string;
  start_date: string;
  end_date: string | null;
  no_expiry: number;
  image_required: string;
  remark_required: string;
  card_image: string;
  banner_image: string;
  takes_applications: number;
  requires_join: number;
  sort: number;
}

export interface PromotionJoinTable {
  promotion_id: number;
  member_id: number;
  joined_at: string;
}

export interface RewardApplicationTable {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  remarks: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: string;
  decided_at: string | null;
  /** The Idempotency-Key it was sent with, unique per member; null for applications made before keys. */
  idempotency_key: string | null;
}

/** An uploaded picture of an application, by its server-chosen name in the uploads table. */
export interface RewardApplicationImageTable {
  application_id: number;
  sequence: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

export interface SignInTable {
  member_id: number;
  day: string;
  bonus_minor: number;
  created_at: string;
  /** The Idempotency-Key the sign-in was sent with (migration 022); none before it, nor for seeded days. */
  idempotency_key: string | null;
}

/** A reward waiting in the member's reward centre; claimed_at set once, with its ledger entry. */
export interface MemberRewardTable {
  id: Generated<number>;
  member_id: number;
  kind: 'MANUAL' | 'MISSION_MANUAL' | 'UPGRADE_BONUS' | 'TICKET';
  title: string;
  amount_minor: number;
  tickets: number;
  created_at: string;
  claimed_at: string | null;
  /** The claim's Idempotency-Key and the balance it answered with (migration 022): a repeat answers the same. */
  claim_key: string | null;
  claim_balance_minor: number | null;
}

export interface InboxMessageTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  created_at: string;
  read_at: string | null;
}

/** A launch of the reference live chat, reached by the token in its URL (only the hash is kept). */
export interface ChatSessionTable {
  token_hash: string;
  member_id: number;
  language: string;
  back_url: string;
  header_color: string;
  title: string;
  /** As game_launches.session_hash. */
  session_hash: string | null;
  created_at: string;
  expires_at: string;
}

/** An operator message counts from created_at (replies are written ahead) and is unread until seen_at. */
export interface ChatMessageTable {
  id: Generated<number>;
  member_id: number;
  sender: 'player' | 'operator';
  /** For a templated message: its English text (what a back office would read). */
  text: string;
  /** The demo operator's automatic messages, shown in the language of the chat being read. */
  template: ColumnType<'greeting' | 'reply' | null, 'greeting' | 'reply' | null | undefined, 'greeting' | 'reply' | null>;
  created_at: string;
  seen_at: string | null;
}

/** Home's popular announcements and lobby news (product rule 2.9). */
export interface HomeNewsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: 'popular' | 'lobby';
  title: string;
  summary: string;
  link: string | null;
  published_at: string;
}

/** A merchant's way to pay in; amounts in minor units, presets and payee fields as JSON. */
export interface DepositChannelTable {
  merchant_code: string;
  code: string;
  kind: 'bank_transfer' | 'e_wallet' | 'usdt';
  name: string;
  min_minor: number;
  max_minor: number;
  presets_json: string;
  payee_json: string;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
  /** Coin channels: the merchant's price of one coin in minor units; null for fiat channels. */
  rate_minor: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface DepositOrderTable {
  id: Generated<number>;
  reference: string;
  member_id: number;
  merchant_code: string;
  channel_code: string;
  amount_minor: number;
  payer_name: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  /** The client's Idempotency-Key, unique per member. */
  idempotency_key: string;
  created_at: string;
  decide_after: string;
  decided_at: string | null;
  /** Coin orders: the rate the order was opened at and the coins to send, in hundredths. */
  rate_minor: ColumnType<number | null, number | null | undefined, number | null>;
  coin_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}

export interface BankTable {
  merchant_code: string;
  code: string;
  name: string;
  sort: number;
}

/** A bound card: the number only as its last 4 digits, a keyed fingerprint and a sealed copy. */
export interface BankCardTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  bank_name: string;
  holder_name: string;
  last4: string;
  fingerprint: string;
  number_sealed: string;
  created_at: string;
}

export interface WithdrawSettingTable {
  merchant_code: string;
  min_minor: number;
  max_minor: number;
  turnover_multiple_pct: number;
}

export interface WithdrawalOrderTable {
  id: Generated<number>;
  reference: string;
  member_id: number;
  merchant_code: string;
  bank_name: string;
  last4: string;
  amount_minor: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  idempotency_key: string;
  created_at: string;
  decide_after: string;
  decided_at: string | null;
}

export interface MallItemTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  description: string;
  price_points: number;
  stock: number;
  bonus_minor: number;
  sort: number;
}

export interface MemberPointsTable {
  member_id: number;
  balance: number;
}

export interface PointEntryTable {
  id: Generated<number>;
  member_id: number;
  kind: 'daily' | 'grant' | 'redeem';
  amount: number;
  reference: string;
  idempotency_key: string;
  created_at: string;
}

export interface MallRedemptionTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  item_name: string;
  price_points: number;
  bonus_minor: number;
  idempotency_key: string;
  created_at: string;
}

export interface AgentContractTable {
  id: Generated<number>;
  member_id: number;
  kind: 'salary' | 'dividend' | 'hourly';
  status: 'offered' | 'accepted' | 'declined';
  offered_by: string;
  terms_json: string;
  offered_at: string;
  decided_at: string | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  text: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
}

/** A member's uploaded picture, by its server-chosen name; in the database so every instance can serve it. */
export interface UploadTable {
  name: string;
  kind: string;
  content_type: string;
  bytes: Uint8Array;
  created_at: string;
}

/** One field of one piece of content in a language other than English (migration 021). */
export interface ContentTranslationTable {
  kind: string;
  ref: string;
  field: string;
  language: string;
  text: string;
}
