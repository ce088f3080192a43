import * as z from 'zod/mini';
import { moneySchema } from './amount';

/** Game categories (gameType), under the platform's codes (product rule 1.4). */
export const GAME_TYPES = ['ELOTT', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'INHOUSE', 'BINGO'] as const;
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameTypeSchema>;

/** A game (product rule 3.4). `iconUrl` is a path: the client puts one of the site's image CDNs in front. */
export const gameSchema = z.lazy(() =>
  z.object({
    gameId: z.int(),
    nodeId: z.string(),
    gameName: z.string(),
    gameType: gameTypeSchema,
    vassalage: z.string(),
    gameCode: z.string(),
    gameGroupId: z.string(),
    lottoMode: z.nullable(z.string()),
    iconUrl: z.string(),
    isNew: z.boolean(),
    hot: z.boolean(),
    /** The smallest stake, as money text. */
    minBet: moneySchema,
    supportPlay: z.boolean(),
  }),
);
export type Game = z.infer<typeof gameSchema>;

export const PAGE_SIZE = 25;

export const gamePageSchema = z.lazy(() =>
  z.object({
    games: z.array(gameSchema),
    pageNum: z.int(),
    totalPages: z.int(),
    total: z.int(),
  }),
);
export type GamePage = z.infer<typeof gamePageSchema>;

const pageNo = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));
const pageSize = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)));

/** Game list query (product rule 7.11: gameType, vassalage, gameClassify, gameName, isNew, pageNo, pageSize 25). */
export const gameListRequestSchema = z.lazy(() =>
  z.object({
    gameType: z.optional(gameTypeSchema),
    vassalage: z.optional(z.string().check(z.maxLength(32))),
    gameClassify: z.optional(z.string().check(z.maxLength(32))),
    gameName: z.optional(z.string().check(z.maxLength(64))),
    isNew: z.optional(z.enum(['0', '1'])),
    pageNo,
    pageSize,
  }),
);
export type GameListRequest = z.infer<typeof gameListRequestSchema>;

/** Hot games by rank, of one type and (for a game-centre vendor tab) one vendor. */
export const hotGamesRequestSchema = z.lazy(() => z.object({ gameType: z.optional(gameTypeSchema), vassalage: z.optional(z.string().check(z.maxLength(32))) }));
export type HotGamesRequest = z.infer<typeof hotGamesRequestSchema>;
export const hotGamesResponseSchema = z.lazy(() => z.object({ games: z.array(gameSchema) }));

export const vendorSchema = z.lazy(() => z.object({ accountTypeName: z.string(), displayName: z.string(), logo: z.string(), gameType: gameTypeSchema }));
export type Vendor = z.infer<typeof vendorSchema>;
/** Vendor data: categories in display order, each with its vendors. */
export const vendorDataSchema = z.lazy(() =>
  z.object({
    sorting: z.array(z.object({ gameCategory: gameTypeSchema, vendorNames: z.array(vendorSchema) })),
  }),
);
export type VendorData = z.infer<typeof vendorDataSchema>;

export const pageRequestSchema = z.lazy(() => z.object({ pageNo, pageSize }));

export const favouriteRequestSchema = z.lazy(() =>
  z.object({ nodeId: z.string().check(z.minLength(1), z.maxLength(64)), vendor: z.string().check(z.maxLength(32)) }),
);
export const successSchema = z.lazy(() => z.object({ success: z.boolean() }));

export const recentRequestSchema = z.lazy(() => z.object({ nodeId: z.string().check(z.minLength(1), z.maxLength(64)) }));

export const PLAY_TYPES = ['ent', 'trad'] as const;

/**
 * Prize modes a launch may carry; anything else is refused (product rules 4.12 and 9.18): Lott
 * and Elott (the lottery and electronic-lottery modes), ZY, SEA (the TCG_SEA lottery lobby) and
 * VN (the Vietnamese lotto TCG_LOTTO_VN, whose games carry lotto mode VN). Case matters: these
 * are the platform's codes.
 */
export const PRIZE_MODES = ['Lott', 'Elott', 'ZY', 'SEA', 'VN'] as const;
export const prizeModeSchema = z.enum(PRIZE_MODES);
export type PrizeMode = z.infer<typeof prizeModeSchema>;

/** The code of a vendor's lobby (a launch's code defaults to it, product rule 2.13). */
export const LOBBY_CODE = 'lobby';

/**
 * Launch (the /m/launchGame and /m/lottery query, product rules 2.13 and 2.14): a game (nodeId, the query's gameId) or a
 * vendor's lobby (vendor, e.g. TCG_SEA for the lottery lobby), playType, prize_mode, code
 * (default lobby). Exactly one of nodeId and vendor: the server refuses both or neither with
 * err_launch_target (a translated message, not a bare schema failure, since a broken link is
 * how a player gets there). `embedded`: the game will show inside the app's frame (the lottery
 * frame, which has its own close), so the URL handed back asks the game page to leave out its own.
 */
export const launchRequestSchema = z.lazy(() =>
  z.object({
    nodeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    vendor: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
    playType: z.optional(z.enum(PLAY_TYPES)),
    prizeMode: z.optional(prizeModeSchema),
    code: z.optional(z.string().check(z.maxLength(32))),
    embedded: z.optional(z.boolean()),
  }),
);
export type LaunchRequest = z.infer<typeof launchRequestSchema>;
/** A launch names a game or a vendor's lobby, exactly one: both or neither is a broken link (err_launch_target). */
export const namesOneTarget = ({ nodeId, vendor }: Pick<LaunchRequest, 'nodeId' | 'vendor'>): boolean => (nodeId === undefined) !== (vendor === undefined);
export const launchResponseSchema = z.lazy(() => z.object({ url: z.string() }));

/** `title` names the banner for screen readers; optional, so banners saved without one still read. */
export const bannerSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    url: z.string(),
    groupName: z.enum(['m_home', 'm_live', 'm_popup']),
    link: z.nullable(z.string()),
    title: z.optional(z.string()),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;
export const noticeSchema = z.lazy(() => z.object({ id: z.int(), type: z.string(), title: z.string(), content: z.string(), read: z.boolean() }));
export type Notice = z.infer<typeof noticeSchema>;

/** Announcements (product rule 7.12): types B, PL, PU, PR, A; groupName m_reg or empty. */
export const announcementsRequestSchema = z.lazy(() =>
  z.object({
    types: z.optional(z.string().check(z.regex(/^[A-Z]{1,2}(,[A-Z]{1,2})*$/), z.maxLength(64))),
    groupName: z.optional(z.string().check(z.maxLength(16))),
  }),
);
export const announcementsResponseSchema = z.lazy(() =>
  z.object({
    banners: z.array(bannerSchema),
    playerNotices: z.array(noticeSchema),
    popup: z.array(noticeSchema),
    promotion: z.array(noticeSchema),
  }),
);

export const liveModelsResponseSchema = z.lazy(() => z.object({ models: z.array(z.object({ id: z.string(), name: z.string() })) }));
