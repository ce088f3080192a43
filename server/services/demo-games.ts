import { createHash, createHmac, randomBytes } from 'node:crypto';
import { moneyText } from '#src/shared/contract/amount';
import { LOBBY_CODE } from '#src/shared/contract/games';
import { type Db, transact } from '../db/database';
import { GAME_COLUMNS, type GameRow } from './game-catalogue';
import { InsufficientFundsError, postInTransaction } from './ledger';
import { recordRecentInTransaction } from './member-games';

/** A launch URL works for two hours. */
export const LAUNCH_TTL_MS = 2 * 60 * 60 * 1000;
/** The most one spin may stake, in minor units (10,000.00). */
export const MAX_STAKE_MINOR = 1_000_000;
/** Share of spins that win, and the win multiplier range in hundredths (0.5x to 5x). */
export const WIN_CHANCE = 0.45;
const MIN_MULTIPLIER_HUNDREDTHS = 50;
const MAX_MULTIPLIER_HUNDREDTHS = 500;

export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `sessionHash`: the session opening the launch (sessionHashOf its token); the link dies with it. */
export type LaunchInput = { playType: string; prizeMode: string | null; code: string; sessionHash: string };

/**
 * Opens a launch session of a game for a member and, unless `recordRecent` is false, moves the
 * game to the top of the member's recent list, in one transaction. Returns the token of the
 * launch URL (only its hash is kept).
 */
export async function createLaunch(db: Db, memberId: number, game: GameRow, input: LaunchInput, now = new Date(), recordRecent = true): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await transact(db, async (trx) => {
    // Housekeeping: the member's expired launches are of no use to anyone.
    await trx.deleteFrom('game_launches').where('member_id', '=', memberId).where('expires_at', '<=', now.toISOString()).execute();
    await trx
      .insertInto('game_launches')
      .values({
        token_hash: hashLaunchToken(token),
        member_id: memberId,
        node_id: game.node_id,
        play_type: input.playType,
        prize_mode: input.prizeMode,
        code: input.code,
        secret: randomBytes(32).toString('hex'),
        session_hash: input.sessionHash,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LAUNCH_TTL_MS).toISOString(),
      })
      .execute();
    if (recordRecent) await recordRecentInTransaction(trx, memberId, game.node_id, now);
  });
  return token;
}

/**
 * The game a vendor's lobby plays in this demo: the vendor's first game (catalogue order). A
 * real vendor serves its own lobby page; ours has one game page, so the lobby is that page and
 * the launch row says what was asked for (code lobby, the prize mode). Undefined for a vendor
 * with no games (or none of that code).
 */
export async function vendorLobbyGame(db: Db, vendorCode: string): Promise<GameRow | undefined> {
  return db
    .selectFrom('games as g')
    .select(GAME_COLUMNS)
    .where('g.vendor_code', '=', vendorCode.trim().toUpperCase())
    .orderBy('g.sort')
    .orderBy('g.id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Opens a vendor's lobby (the ELOTT tab opens TCG_SEA's lobby, product rule 2.12): always code
 * lobby. The lobby is not a game the player picked, so the recent list is left alone.
 */
export async function createLobbyLaunch(db: Db, memberId: number, game: GameRow, input: Omit<LaunchInput, 'code'>, now = new Date()): Promise<string> {
  return createLaunch(db, memberId, game, { ...input, code: LOBBY_CODE }, now, false);
}

export type OpenLaunch = {
  memberId: number;
  nodeId: string;
  gameName: string;
  minBetMinor: number;
  secret: string;
  balanceMinor: number;
  currencySymbol: string;
  merchantCode: string;
  merchantMaintenance: boolean;
  memberActive: boolean;
};

/** The launch behind a token with its game, member, merchant, wallet and session, as one query a spin joins more to. */
function selectLaunch(db: Db, token: string) {
  return db
    .selectFrom('game_launches as l')
    .innerJoin('games as g', 'g.node_id', 'l.node_id')
    .innerJoin('members as m', 'm.id', 'l.member_id')
    .innerJoin('merchants as mc', 'mc.code', 'm.merchant_code')
    .innerJoin('wallets as w', 'w.member_id', 'l.member_id')
    .innerJoin('sessions as s', 's.token_hash', 'l.session_hash')
    .select([
      's.expires_at as session_expires_at',
      'l.member_id',
      'l.node_id',
      'l.secret',
      'l.expires_at',
      'g.name',
      'g.min_bet_minor',
      'w.balance_minor',
      'mc.currency_symbol',
      'mc.code as merchant_code',
      'mc.maintenance',
      'm.status',
    ])
    .where('l.token_hash', '=', hashLaunchToken(token));
}

type LaunchRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectLaunch>['executeTakeFirst']>>>;

/** A launch row as the launch it opens; null when the launch or its session has expired. */
function openLaunchOf(row: LaunchRow | undefined, now: Date): OpenLaunch | null {
  if (!row || row.expires_at <= now.toISOString() || row.session_expires_at <= now.toISOString()) return null;
  return {
    memberId: row.member_id,
    nodeId: row.node_id,
    gameName: row.name,
    minBetMinor: row.min_bet_minor,
    secret: row.secret,
    balanceMinor: row.balance_minor,
    currencySymbol: row.currency_symbol,
    merchantCode: row.merchant_code,
    merchantMaintenance: row.maintenance === 1,
    memberActive: row.status === 'active',
  };
}

/** The live launch behind a token, with what the game page shows; null when unknown, expired, or its session has ended. */
export async function findLaunch(db: Db, token: string, now = new Date()): Promise<OpenLaunch | null> {
  return openLaunchOf(await selectLaunch(db, token).executeTakeFirst(), now);
}

/**
 * The payout of a spin: deterministic from the token and the idempotency key, keyed with the
 * launch's server-side secret so a player cannot search for winning keys. About WIN_CHANCE of
 * spins win between 0.5x and 5x the stake.
 */
export function spinPayoutMinor(secret: string, token: string, idempotencyKey: string, stakeMinor: number): number {
  const digest = createHmac('sha256', secret).update(`${token}:${idempotencyKey}`).digest();
  const winRoll = digest.readUInt32BE(0) / 2 ** 32;
  if (winRoll >= WIN_CHANCE) return 0;
  const span = MAX_MULTIPLIER_HUNDREDTHS - MIN_MULTIPLIER_HUNDREDTHS + 1;
  const multiplier = MIN_MULTIPLIER_HUNDREDTHS + (digest.readUInt32BE(4) % span);
  return Math.floor((stakeMinor * multiplier) / 100);
}

export type SpinResult = { balanceMinor: number; winMinor: number; stakeMinor: number; replayed: boolean };

/** Why a spin was refused; `error` is the JSON error code the game page reads. */
export class SpinRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 503,
    readonly error: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(error);
  }
}

/**
 * Settles one spin: the bet (a negative 'bet' entry), the win (a 'win' entry, when there is
 * one) and the bet record commit together or not at all. The same idempotency key answers
 * the first result again and moves no money; the same key with another stake is refused.
 */
export async function spin(db: Db, token: string, stakeMinor: number, idempotencyKey: string, now = new Date()): Promise<SpinResult> {
  const betKey = `bet:${token}:${idempotencyKey}`;
  return transact(db, async (trx) => {
    // The launch and the bet this key placed before, if any, in one read.
    const row = await selectLaunch(trx, token)
      .leftJoin('bet_records as b', (join) => join.on('b.idempotency_key', '=', betKey))
      .select([
        'b.member_id as bet_member_id',
        'b.stake_minor as bet_stake_minor',
        'b.payout_minor as bet_payout_minor',
        'b.balance_after_minor as bet_balance_minor',
      ])
      .executeTakeFirst();
    const launch = openLaunchOf(row, now);
    if (!row || !launch) throw new SpinRefused(404, 'not_found');

    const { bet_member_id: betMember, bet_stake_minor: betStake, bet_payout_minor: betPayout, bet_balance_minor: betBalance } = row;
    if (betMember !== null && betStake !== null && betPayout !== null && betBalance !== null) {
      if (betMember !== launch.memberId || betStake !== stakeMinor) throw new SpinRefused(409, 'idempotency_conflict');
      return { balanceMinor: betBalance, winMinor: betPayout, stakeMinor, replayed: true };
    }

    if (launch.merchantMaintenance) throw new SpinRefused(503, 'system_upgrading');
    if (!launch.memberActive) throw new SpinRefused(403, 'account_disabled');
    if (stakeMinor < launch.minBetMinor || stakeMinor > MAX_STAKE_MINOR) {
      throw new SpinRefused(400, 'invalid_stake', { minStake: moneyText(launch.minBetMinor), maxStake: moneyText(MAX_STAKE_MINOR) });
    }

    const payoutMinor = spinPayoutMinor(launch.secret, token, idempotencyKey, stakeMinor);
    let balanceMinor: number;
    try {
      ({ balanceMinor } = await postInTransaction(
        trx,
        { memberId: launch.memberId, amountMinor: -stakeMinor, kind: 'bet', reference: launch.nodeId, idempotencyKey: betKey },
        now,
        // The read above found no bet record of this key, which commits with the key's postings.
        { unposted: true },
      ));
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new SpinRefused(400, 'insufficient_funds');
      throw error;
    }
    if (payoutMinor > 0) {
      ({ balanceMinor } = await postInTransaction(
        trx,
        { memberId: launch.memberId, amountMinor: payoutMinor, kind: 'win', reference: launch.nodeId, idempotencyKey: `win:${token}:${idempotencyKey}` },
        now,
        { unposted: true },
      ));
    }
    await trx
      .insertInto('bet_records')
      .values({
        member_id: launch.memberId,
        node_id: launch.nodeId,
        game_name: launch.gameName,
        stake_minor: stakeMinor,
        payout_minor: payoutMinor,
        balance_after_minor: balanceMinor,
        idempotency_key: betKey,
        created_at: now.toISOString(),
      })
      .execute();
    return { balanceMinor, winMinor: payoutMinor, stakeMinor, replayed: false };
  });
}
