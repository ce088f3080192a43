import { describe, expect, it } from 'vitest';
import { centreTabs, filterByName, prizeMode, tabQuery, vendorPages } from '../../../src/features/games/lib/centre-rules';
import type { VendorData } from '../../../src/shared/contract/games';

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
});
