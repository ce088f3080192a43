import { describe, expect, it, vi } from 'vitest';
import {
  closeTarget,
  gameLaunchRoute,
  LOTTERY_LOBBY,
  launchRequestFromQuery,
  lotteryLobbyPath,
  lotteryRequestFromQuery,
  openInNewWindow,
} from '#src/features/games/lib/launch-rules';
import type { Game, VendorData } from '#src/shared/contract/games';

const game = (over: Partial<Game>): Game => ({
  gameId: 1,
  nodeId: 'SPW-0001',
  gameName: 'Golden Reels 1',
  gameType: 'RNG',
  vassalage: 'SPW',
  gameCode: 'spw_1',
  gameGroupId: 'SPW-G1',
  lottoMode: null,
  iconUrl: '/icons/games/SPW-0001.svg',
  isNew: false,
  hot: false,
  minBet: '0.10',
  supportPlay: true,
  ...over,
});

const vendorData = (lottery: string[]): VendorData => ({
  sorting: [
    { gameCategory: 'ELOTT', vendorNames: lottery.map((code) => ({ accountTypeName: code, displayName: code, logo: '', gameType: 'ELOTT' as const })) },
  ],
});

const query = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('game launch routes', () => {
  it('opens a lottery game in the lottery frame with the prize mode of the vendor data', () => {
    const lotto = game({ nodeId: 'TCG_SEA-0002', gameType: 'ELOTT', vassalage: 'TCG_SEA', gameCode: 'tcg_sea_2' });
    const elott = gameLaunchRoute(lotto, { vendors: vendorData(['TCG_SEA', 'LOTT']), pageBack: true });
    expect(elott.newWindow).toBe(false);
    expect(elott.path.startsWith('/m/lottery?')).toBe(true);
    expect(Object.fromEntries(query(elott.path))).toEqual({ playType: 'ent', gameId: 'TCG_SEA-0002', prize_mode: 'Elott', pageBack: 'home' });

    const lott = gameLaunchRoute(lotto, { vendors: vendorData(['TCG_SEA']), pageBack: false });
    expect(Object.fromEntries(query(lott.path))).toEqual({ playType: 'ent', gameId: 'TCG_SEA-0002', prize_mode: 'Lott' });
  });

  it('leaves the prize mode to the server while the vendor data is unknown', () => {
    const route = gameLaunchRoute(game({ gameType: 'ELOTT', nodeId: 'LOTT-0001' }), { vendors: null, pageBack: false });
    expect(query(route.path).has('prize_mode')).toBe(false);
  });

  it('sends other games through the launcher in this tab, and DS88 in a new tab', () => {
    const slot = gameLaunchRoute(game({}), { vendors: null, pageBack: true });
    expect(slot).toEqual({ path: '/m/launchGame?playType=ent&nodeId=SPW-0001&gameGroupId=SPW-G1&code=spw_1&pageBack=home', newWindow: false });
    const sports = gameLaunchRoute(game({ nodeId: 'DS88-0001', gameType: 'SPORTS', vassalage: 'DS88', gameCode: '', gameGroupId: 'DS88-G1' }), {
      vendors: null,
      pageBack: false,
    });
    expect(sports).toEqual({ path: '/m/launchGame?playType=ent&nodeId=DS88-0001&gameGroupId=DS88-G1&code=lobby', newWindow: true });
    expect(gameLaunchRoute(game({ nodeId: 'PSP-0001', gameType: 'SPORTS', vassalage: 'PSP' }), { vendors: null, pageBack: false }).newWindow).toBe(false);
  });

  it('opens the lottery lobby as TCG_SEA, code lobby, prize mode SEA', () => {
    expect(Object.fromEntries(query(lotteryLobbyPath(false)))).toEqual({ playType: 'ent', vendor: 'TCG_SEA', code: 'lobby', prize_mode: 'SEA' });
    expect(query(lotteryLobbyPath(true)).get('pageBack')).toBe('home');
    expect(query(lotteryLobbyPath(false, 'Lott')).get('prize_mode')).toBe('Lott');
  });
});

describe('launch query', () => {
  it('reads gameId or nodeId, vendor, playType, prize_mode and code (default lobby)', () => {
    expect(launchRequestFromQuery(new URLSearchParams('mui=3&playType=trad&gameId=TCG_SEA-0002&prize_mode=VN'))).toEqual({
      nodeId: 'TCG_SEA-0002',
      playType: 'trad',
      prizeMode: 'VN',
      code: 'lobby',
    });
    expect(launchRequestFromQuery(new URLSearchParams('nodeId=SPW-0001&code=spw_1&playType=odd'))).toEqual({
      nodeId: 'SPW-0001',
      playType: 'ent',
      code: 'spw_1',
    });
    expect(launchRequestFromQuery(new URLSearchParams('vendor=DS88'))).toEqual({ vendor: 'DS88', playType: 'ent', code: 'lobby' });
  });

  it('refuses an unknown prize mode or an over-long id instead of launching something else', () => {
    expect(launchRequestFromQuery(new URLSearchParams('gameId=LOTT-0001&prize_mode=Jackpot'))).toBeNull();
    expect(launchRequestFromQuery(new URLSearchParams(`gameId=${'x'.repeat(65)}`))).toBeNull();
  });

  it('passes both game and vendor on for the server to refuse', () => {
    expect(launchRequestFromQuery(new URLSearchParams('gameId=LOTT-0001&vendor=LOTT'))).toMatchObject({ nodeId: 'LOTT-0001', vendor: 'LOTT' });
  });

  it('opens the lottery lobby from a bare /m/lottery, keeping a given prize mode', () => {
    expect(lotteryRequestFromQuery(new URLSearchParams(''))).toEqual({
      vendor: LOTTERY_LOBBY.vendor,
      code: 'lobby',
      prizeMode: 'SEA',
      playType: 'ent',
      embedded: true,
    });
    expect(lotteryRequestFromQuery(new URLSearchParams('prize_mode=VN'))).toMatchObject({ vendor: 'TCG_SEA', prizeMode: 'VN' });
    expect(lotteryRequestFromQuery(new URLSearchParams('gameId=LOTT-0001'))).toEqual({ nodeId: 'LOTT-0001', playType: 'ent', code: 'lobby', embedded: true });
    // The launcher's request is not: its game page replaces the app and keeps its own close.
    expect(launchRequestFromQuery(new URLSearchParams('gameId=LOTT-0001'))).not.toHaveProperty('embedded');
    expect(lotteryRequestFromQuery(new URLSearchParams('prize_mode=nope'))).toBeNull();
  });

  it('closes the lottery frame to home with pageBack, else to the game centre', () => {
    expect(closeTarget(new URLSearchParams('gameId=1&pageBack=home'))).toBe('/m/home');
    expect(closeTarget(new URLSearchParams('pageBack'))).toBe('/m/home');
    expect(closeTarget(new URLSearchParams('gameId=1'))).toBe('/m/game');
  });
});

describe('new-tab launch', () => {
  it('opens the launcher in a new tab and cuts the opener link', () => {
    const opened = { opener: {} as unknown } as Window;
    const open = vi.fn(() => opened);
    expect(openInNewWindow('/m/launchGame?nodeId=DS88-0001', open)).toBe(true);
    expect(open).toHaveBeenCalledWith('/m/launchGame?nodeId=DS88-0001', '_blank');
    expect(opened.opener).toBeNull();
  });

  it('reports a blocked pop-up', () => {
    expect(openInNewWindow('/m/launchGame?nodeId=DS88-0001', () => null)).toBe(false);
  });
});
