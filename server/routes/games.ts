import { Hono } from 'hono';
import { LOBBY_CODE, namesOneTarget, type PrizeMode } from '#src/shared/contract/games';
import { mount } from '../http/contract-route';
import { currentMemberId, currentSessionHash } from '../http/current-member';
import type { AppEnv } from '../http/env';
import { ApiFailure } from '../http/failure';
import { createLaunch, createLobbyLaunch, vendorLobbyGame } from '../services/demo-games';
import { findGame, type GameRow, hotGames, listGames, vendorData } from '../services/game-catalogue';
import { addFavourite, listFavourites, listRecent, recordRecent, removeFavourite } from '../services/member-games';
import { Refusal } from '../services/refusal';

/** The game lobby: catalogue, hot games, vendors, favourites, recent games and launching. */
export const gameRoutes = new Hono<AppEnv>();

mount(gameRoutes, 'gameList', async (input, c) => listGames(c.get('services').db, input));

mount(gameRoutes, 'hotGames', async (input, c) => ({ games: await hotGames(c.get('services').db, input) }));

mount(gameRoutes, 'vendorData', async (_input, c) => vendorData(c.get('services').db));

mount(gameRoutes, 'favourites', async (input, c) => listFavourites(c.get('services').db, currentMemberId(c), input));

mount(gameRoutes, 'addFavourite', async (input, c) => {
  // `vendor` names the game's vendor when the client sends it; a pair that names no game is unknown.
  const vendor = input.vendor.trim().toUpperCase() || null;
  if (!(await addFavourite(c.get('services').db, currentMemberId(c), input.nodeId, vendor))) throw new Refusal('err_not_found');
  return { success: true };
});

// Idempotent: removing what is not there (or no longer in the catalogue) is a success, so an
// offline queue can replay it.
mount(gameRoutes, 'removeFavourite', async (input, c) => {
  await removeFavourite(c.get('services').db, currentMemberId(c), input.nodeId);
  return { success: true };
});

mount(gameRoutes, 'recentGames', async (input, c) => listRecent(c.get('services').db, currentMemberId(c), input));

mount(gameRoutes, 'addRecent', async (input, c) => {
  const { db } = c.get('services');
  if (!(await findGame(db, input.nodeId))) throw new Refusal('err_not_found');
  await recordRecent(db, currentMemberId(c), input.nodeId);
  return { success: true };
});

/** The default prize mode of lottery games (product rule 4.12). */
const DEFAULT_LOTTERY_PRIZE_MODE = 'Elott';

/** A given prize mode (the contract admits known ones only) wins; a lottery game gets the default; other games none. */
function prizeModeFor(game: GameRow, given: PrizeMode | undefined): string | null {
  return given ?? (game.game_type === 'ELOTT' ? DEFAULT_LOTTERY_PRIZE_MODE : null);
}

/**
 * The game page's address. A launch for the app's frame says so in it (`embedded=1`): the frame
 * has the app's close, so the page leaves out its own from the first paint, script or not.
 */
function gamePageUrl(token: string, embedded: boolean | undefined): string {
  return embedded ? `/demo/game/${token}?embedded=1` : `/demo/game/${token}`;
}

mount(gameRoutes, 'launchGame', async (input, c) => {
  const merchant = c.get('merchant');
  if (merchant.maintenance === 1) throw new Refusal('err_system_upgrading');
  if (merchant.region_restriction === 1) throw new Refusal('err_region_restricted');
  // Said in words, as the app says it before asking.
  if (!namesOneTarget(input)) throw new Refusal('err_launch_target');
  const { db } = c.get('services');
  const memberId = currentMemberId(c);
  const playType = input.playType ?? 'ent';
  const code = input.code?.trim() || LOBBY_CODE;

  if (input.vendor !== undefined) {
    // A vendor launch opens its lobby: any other code names a game, which is what nodeId is for.
    if (code !== LOBBY_CODE) throw new ApiFailure(400, 'err_bad_request');
    const game = await vendorLobbyGame(db, input.vendor);
    if (!game) throw new Refusal('err_not_found');
    const token = await createLobbyLaunch(db, memberId, game, { playType, prizeMode: prizeModeFor(game, input.prizeMode), sessionHash: currentSessionHash(c) });
    return { url: gamePageUrl(token, input.embedded) };
  }

  const game = await findGame(db, input.nodeId ?? '');
  if (!game) throw new Refusal('err_not_found');
  // Trial accounts launch too: they play with their demo credit.
  const token = await createLaunch(db, memberId, game, { playType, prizeMode: prizeModeFor(game, input.prizeMode), code, sessionHash: currentSessionHash(c) });
  return { url: gamePageUrl(token, input.embedded) };
});
