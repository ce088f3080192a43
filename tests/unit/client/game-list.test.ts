import { describe, expect, it } from 'vitest';
import type { Game } from '#src/shared/contract/games';
import { initialList, nextPage, pagedListReducer } from '#src/shared/lib/paged-list-state';

const listReducer = pagedListReducer((g: Game) => g.nodeId);

import { visibleRows } from '#src/features/games/lib/window-range';
import { imageUrl } from '#src/shared/lib/image-cdn';

const game = (n: number): Game => ({
  gameId: n,
  nodeId: `N-${n}`,
  gameName: `Game ${n}`,
  gameType: 'RNG',
  vassalage: 'SPW',
  gameCode: `g${n}`,
  gameGroupId: 'G1',
  lottoMode: null,
  iconUrl: `/icons/games/N-${n}.svg`,
  isNew: false,
  hot: false,
  minBet: '1.00',
  supportPlay: true,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => game(from + i));

describe('game list state', () => {
  it('pages and appends in order', () => {
    let s = initialList<Game>('RNG');
    expect(nextPage(s)).toBe(1);
    s = listReducer(s, { type: 'loading', key: 'RNG' });
    expect(nextPage(s)).toBeNull();
    s = listReducer(s, { type: 'loaded', key: 'RNG', page: 1, totalPages: 3, items: range(1, 25) });
    s = listReducer(s, { type: 'loaded', key: 'RNG', page: 2, totalPages: 3, items: range(26, 50) });
    expect(s.items.map((g) => g.gameId)).toEqual(range(1, 50).map((g) => g.gameId));
    expect(nextPage(s)).toBe(3);
    s = listReducer(s, { type: 'loaded', key: 'RNG', page: 3, totalPages: 3, items: range(51, 60) });
    expect(s.status).toBe('done');
    expect(nextPage(s)).toBeNull();
  });

  it('drops games already shown when a page overlaps the last one', () => {
    let s = listReducer(initialList<Game>('k'), { type: 'loaded', key: 'k', page: 1, totalPages: 2, items: range(1, 25) });
    s = listReducer(s, { type: 'loaded', key: 'k', page: 2, totalPages: 2, items: range(20, 30) });
    expect(s.items).toHaveLength(30);
    expect(new Set(s.items.map((g) => g.nodeId)).size).toBe(30);
  });

  it('resets on a new key and ignores pages of the old one', () => {
    let s = listReducer(initialList<Game>('a'), { type: 'loaded', key: 'a', page: 1, totalPages: 5, items: range(1, 25) });
    s = listReducer(s, { type: 'reset', key: 'b' });
    expect(s).toEqual(initialList<Game>('b'));
    s = listReducer(s, { type: 'loaded', key: 'a', page: 2, totalPages: 5, items: range(26, 50) });
    expect(s.items).toHaveLength(0);
  });

  it('ignores a page that arrives twice or out of order', () => {
    let s = listReducer(initialList<Game>('k'), { type: 'loaded', key: 'k', page: 1, totalPages: 4, items: range(1, 25) });
    s = listReducer(s, { type: 'loaded', key: 'k', page: 1, totalPages: 4, items: range(1, 25) });
    s = listReducer(s, { type: 'loaded', key: 'k', page: 3, totalPages: 4, items: range(51, 75) });
    expect(s.items).toHaveLength(25);
    expect(s.page).toBe(1);
  });

  it('can retry after a failure', () => {
    let s = listReducer(initialList<Game>('k'), { type: 'loading', key: 'k' });
    s = listReducer(s, { type: 'failed', key: 'k' });
    expect(nextPage(s)).toBe(1);
  });
});

describe('visible rows', () => {
  it('renders the rows in view plus overscan, never the whole list', () => {
    const r = visibleRows({ rowCount: 2000, rowHeight: 150, viewportTop: 150_000, viewportHeight: 800, overscan: 3 });
    expect(r).toEqual({ first: 997, last: 1009 });
    expect(r.last - r.first + 1).toBeLessThan(20);
  });

  it('starts at the top when the grid is below the viewport, and clamps at the end', () => {
    expect(visibleRows({ rowCount: 10, rowHeight: 100, viewportTop: -500, viewportHeight: 800, overscan: 2 })).toEqual({ first: 0, last: 5 });
    expect(visibleRows({ rowCount: 10, rowHeight: 100, viewportTop: 5000, viewportHeight: 800, overscan: 2 })).toEqual({ first: 9, last: 9 });
    expect(visibleRows({ rowCount: 0, rowHeight: 100, viewportTop: 0, viewportHeight: 800, overscan: 2 })).toEqual({ first: 0, last: -1 });
  });
});

describe('image CDN', () => {
  it('puts one of the CDNs in front of a path and keeps that choice', () => {
    const cdns = ['/cdn/a', '/cdn/b'];
    const first = imageUrl('/icons/games/X.svg', cdns, () => 0.99);
    expect(first).toBe('/cdn/b/icons/games/X.svg');
    expect(imageUrl('/icons/games/Y.svg', cdns, () => 0)).toBe('/cdn/b/icons/games/Y.svg');
    // A refreshed config brings the same list in a new array: the choice stands.
    expect(imageUrl('/icons/games/Z.svg', [...cdns], () => 0)).toBe('/cdn/b/icons/games/Z.svg');
    expect(imageUrl('/icons/games/Z.svg', ['/cdn/c'], () => 0)).toBe('/cdn/c/icons/games/Z.svg');
    expect(imageUrl('https://elsewhere.example/i.png', cdns)).toBe('https://elsewhere.example/i.png');
  });
});

describe('game list: the device copy shown before the network', () => {
  it('shows local games until page 1 arrives, then replaces them', () => {
    let s = listReducer(initialList<Game>('fav'), { type: 'local', key: 'fav', items: [game(7), game(8), game(7)] });
    expect(s.items.map((g) => g.gameId)).toEqual([7, 8]);
    expect(s.local).toBe(true);
    expect(nextPage(s)).toBe(1);
    s = listReducer(s, { type: 'loaded', key: 'fav', page: 1, totalPages: 1, items: [game(8), game(9)] });
    expect(s.items.map((g) => g.gameId)).toEqual([8, 9]);
    expect(s.local).toBe(false);
  });

  it('keeps local games on screen when page 1 fails', () => {
    let s = listReducer(initialList<Game>('fav'), { type: 'local', key: 'fav', items: [game(1)] });
    s = listReducer(s, { type: 'loading', key: 'fav' });
    s = listReducer(s, { type: 'failed', key: 'fav' });
    expect(s.items).toHaveLength(1);
    expect(s.status).toBe('error');
  });

  it('ignores a local copy that comes after the network page or for another key', () => {
    let s = listReducer(initialList<Game>('fav'), { type: 'loaded', key: 'fav', page: 1, totalPages: 1, items: [game(2)] });
    s = listReducer(s, { type: 'local', key: 'fav', items: [game(3)] });
    expect(s.items.map((g) => g.gameId)).toEqual([2]);
    s = listReducer(s, { type: 'local', key: 'other', items: [game(4)] });
    expect(s.items.map((g) => g.gameId)).toEqual([2]);
  });
});
