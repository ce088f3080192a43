import { describe, expect, it } from 'vitest';
import { centreTabs, filterByName, hotFirstPage, prizeMode, tabContent, tabHotQuery, tabQuery, vendorPages } from '#src/features/games/lib/centre-rules';
import type { Game, GameType, VendorData } from '#src/shared/contract/games';

const vendorData = (lottery: string[]): VendorData => ({
  sorting: [
    { gameCategory: 'ELOTT', vendorNames: lottery.map((code) => ({ accountTypeName: code, displayName: code, logo: '', gameType: 'ELOTT' as const })) },
    { gameCategory: 'RNG', vendorNames: [] },
  ],
});

describe('game centre rules', () => {
  it('puts HOT first and PROMO last around the categories', () => {
    expect(centreTabs(vendorData([]))).toEqual(['HOT', 'ELOTT', 'RNG', 'PROMO']);
    expect(centreTabs(null)).toEqual(['HOT', 'PROMO']);
  });

  it('BINGO lists RNG classified BG; INHOUSE lists RNG from BGS; others their own type', () => {
    expect(tabQuery('BINGO', null, '')).toEqual({ gameType: 'RNG', gameClassify: 'BG', vassalage: undefined, gameName: undefined });
    expect(tabQuery('INHOUSE', null, '')).toEqual({ gameType: 'RNG', vassalage: 'BGS', gameName: undefined });
    expect(tabQuery('LIVE', 'RYL', ' baccarat ')).toEqual({ gameType: 'LIVE', vassalage: 'RYL', gameName: 'baccarat' });
  });

  it('searches hot games by case-insensitive substring of the name', () => {
    const games = [{ gameName: 'Golden Dragon' }, { gameName: 'Lucky Koi' }, { gameName: 'DRAGON Tiger' }];
    expect(filterByName(games, 'dragon').map((g) => g.gameName)).toEqual(['Golden Dragon', 'DRAGON Tiger']);
    expect(filterByName(games, '  ')).toHaveLength(3);
    expect(filterByName(games, 'zzz')).toEqual([]);
  });

  it('uses the electronic lottery prize mode only when TCG_LOTTO_VN or LOTT is mapped under ELOTT', () => {
    expect(prizeMode(vendorData(['TCG_SEA', 'LOTT']))).toBe('Elott');
    expect(prizeMode(vendorData(['TCG_LOTTO_VN']))).toBe('Elott');
    expect(prizeMode(vendorData(['TCG_SEA']))).toBe('Lott');
    expect(prizeMode(null)).toBe('Lott');
  });

  it('groups vendors six to a page (three a row, two rows)', () => {
    expect(vendorPages([1, 2, 3, 4, 5, 6, 7, 8]).map((p) => p.length)).toEqual([6, 2]);
  });

  it('HOT lists hot games; LIVE, PVP, FISH, RNG, BINGO and INHOUSE their vendors with hot games; the others their catalogue', () => {
    expect(tabContent('HOT')).toBe('hot');
    for (const tab of ['LIVE', 'PVP', 'FISH', 'RNG', 'BINGO', 'INHOUSE'] as const) expect(tabContent(tab)).toBe('vendorsWithHot');
    for (const tab of ['ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const) expect(tabContent(tab)).toBe('catalogue');
  });

  it("asks for a vendor tab's hot games by its own type, and the chosen vendor's only", () => {
    expect(tabHotQuery('BINGO', null)).toEqual({ gameType: 'BINGO' });
    expect(tabHotQuery('LIVE', 'RYL')).toEqual({ gameType: 'LIVE', vassalage: 'RYL' });
  });

  it('puts the hot games first on page 1 and never repeats them on any page', () => {
    const game = (nodeId: string, gameType: GameType = 'LIVE'): Game => ({
      gameId: 1,
      nodeId,
      gameName: nodeId,
      gameType,
      vassalage: 'RYL',
      gameCode: nodeId,
      gameGroupId: 'G',
      lottoMode: null,
      iconUrl: '',
      isNew: false,
      hot: false,
      minBet: '1.00',
      supportPlay: true,
    });
    const hot = [game('h2'), game('h1')];
    const first = hotFirstPage(hot, { games: [game('a'), game('h1'), game('b')], pageNum: 1, totalPages: 2, total: 5 });
    expect(first.games.map((g) => g.nodeId)).toEqual(['h2', 'h1', 'a', 'b']);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    const second = hotFirstPage(hot, { games: [game('h2'), game('c')], pageNum: 2, totalPages: 2, total: 5 });
    expect(second.games.map((g) => g.nodeId)).toEqual(['c']);
    expect(hotFirstPage([], { games: [game('a')], pageNum: 1, totalPages: 1, total: 1 }).games.map((g) => g.nodeId)).toEqual(['a']);
  });
});
