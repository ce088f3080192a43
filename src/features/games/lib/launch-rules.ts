import { pathTo } from '#src/shared/contract/app-routes';
import { type Game, type LaunchRequest, LOBBY_CODE, launchRequestSchema, type PrizeMode, type VendorData } from '#src/shared/contract/games';
import { prizeMode } from './centre-rules';

/** The ELOTT tab opens the lottery lobby of vendor TCG_SEA, code lobby, prize mode SEA (product rule 2.12). */
export const LOTTERY_LOBBY = { vendor: 'TCG_SEA', code: LOBBY_CODE, prizeMode: 'SEA' } as const;

/**
 * Vendors whose games open in a new tab, through the launcher: the sports vendor DS88
 * (product rule 2.13); a sportsbook is a long session the player keeps beside the lobby. Every other
 * game replaces the app in this tab (nothing to be blocked).
 */
export const NEW_WINDOW_VENDORS: ReadonlySet<string> = new Set(['DS88']);

/** Where a launch starts: the vendor data (for the prize mode) and whether close/back goes home. */
export type LaunchOrigin = { vendors: VendorData | null; pageBack: boolean };
export type LaunchRoute = { path: string; newWindow: boolean };

function withPageBack(params: Record<string, string>, pageBack: boolean): Record<string, string> {
  // pageBack=home sends close/back to /m/home; without it they go to the game centre (product rule 2.14).
  return pageBack ? { ...params, pageBack: 'home' } : params;
}

/**
 * The route a game card opens. Lottery (ELOTT) games open in the lottery frame with the prize
 * mode of product rule 4.12 (its query names gameId and prize_mode, so that is what it is for);
 * every other game goes through the launcher, DS88 in a new tab.
 */
export function gameLaunchRoute(game: Game, origin: LaunchOrigin): LaunchRoute {
  if (game.gameType === 'ELOTT') {
    // Before the vendor data has arrived the rule cannot be read: the server's default (Elott,
    // product rule 4.12) applies rather than a guess.
    const mode: Record<string, string> = origin.vendors ? { prize_mode: prizeMode(origin.vendors) } : {};
    const params = withPageBack({ playType: 'ent', gameId: game.nodeId, ...mode }, origin.pageBack);
    return { path: pathTo('lottery', params), newWindow: false };
  }
  const params = withPageBack({ playType: 'ent', nodeId: game.nodeId, gameGroupId: game.gameGroupId, code: game.gameCode || LOBBY_CODE }, origin.pageBack);
  return { path: pathTo('launchGame', params), newWindow: NEW_WINDOW_VENDORS.has(game.vassalage) };
}

/**
 * The lottery lobby in the lottery frame: the ELOTT tab opens it in prize mode SEA (product rule
 * 2.12); /m/startLottery passes the prize mode of product rule 4.12 (prizeMode in centre-rules).
 */
export function lotteryLobbyPath(pageBack: boolean, prizeMode: PrizeMode = LOTTERY_LOBBY.prizeMode): string {
  const params = withPageBack({ playType: 'ent', vendor: LOTTERY_LOBBY.vendor, code: LOTTERY_LOBBY.code, prize_mode: prizeMode }, pageBack);
  return pathTo('lottery', params);
}

/**
 * The launch request a /m/launchGame or /m/lottery query asks for: gameId (or nodeId) or vendor,
 * playType ent|trad (default ent), prize_mode, code (default lobby). Null when a value is not
 * one the contract accepts (an unknown prize mode, an over-long id): the screen says so instead
 * of launching something else. Giving both or neither of game and vendor is left to the server,
 * which answers with its own message. `mui` and gameGroupId are accepted and not needed.
 */
export function launchRequestFromQuery(params: URLSearchParams): LaunchRequest | null {
  const raw = {
    nodeId: params.get('gameId') || params.get('nodeId') || undefined,
    vendor: params.get('vendor') || undefined,
    playType: params.get('playType') === 'trad' ? 'trad' : 'ent',
    prizeMode: params.get('prize_mode') || undefined,
    code: params.get('code') || LOBBY_CODE,
  };
  const parsed = launchRequestSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The lottery frame's request: as the launcher's, except that a bare /m/lottery (no game, no
 * vendor) opens the lottery lobby, with prize mode SEA unless the query names another; and it
 * is embedded, so the game page inside the frame leaves the closing to the frame's own close.
 */
export function lotteryRequestFromQuery(params: URLSearchParams): LaunchRequest | null {
  const request = launchRequestFromQuery(params);
  if (!request) return null;
  if (request.nodeId || request.vendor) return { ...request, embedded: true };
  return { ...request, vendor: LOTTERY_LOBBY.vendor, code: LOTTERY_LOBBY.code, prizeMode: request.prizeMode ?? LOTTERY_LOBBY.prizeMode, embedded: true };
}

/** The lottery frame closes to /m/home when pageBack is present, else to /m/game (product rule 2.14). */
export function closeTarget(params: URLSearchParams): string {
  return params.has('pageBack') ? pathTo('home') : pathTo('game');
}

/**
 * Opens the launcher in a new tab, synchronously inside the tap (an open after an await is what
 * pop-up blockers refuse). Without 'noopener', so a blocked pop-up is seen (open() returns null);
 * the opener link is cut at once instead. False when the browser blocked it.
 */
export function openInNewWindow(path: string, open: typeof window.open = window.open.bind(window)): boolean {
  const opened = open(path, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
