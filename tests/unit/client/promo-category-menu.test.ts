import { describe, expect, it } from 'vitest';
import { categoryMenu } from '#src/features/promotions/lib/category-menu';
import type { PromotionCategory, PromotionSummary } from '#src/shared/contract/promotions';

function promo(id: number, category: PromotionCategory): PromotionSummary {
  return {
    id,
    linkedPromotionId: null,
    title: `Promotion ${id}`,
    category,
    startDate: '2026-01-01',
    endDate: null,
    noExpiry: 1,
    imageRequired: 'N',
    remarkRequired: 'N',
    announcementImages: [],
    takesApplications: false,
    requiresJoin: false,
  };
}

// Listed out of the categories' order on purpose: the menu follows that order (product rule 4.10), the cards the server's.
const MANY = [promo(1, 'other_promo'), promo(2, 'new_player'), promo(3, 'deposit_promo'), promo(4, 'new_player'), promo(5, 'live_promo')];

describe('categoryMenu', () => {
  it.each([
    { name: 'empty list', list: [], selected: null, items: ['all'], active: 'all', cards: [] },
    { name: 'one category', list: [promo(7, 'fish_promo')], selected: null, items: ['all', 'fish_promo'], active: 'all', cards: [7] },
    {
      name: 'many categories, in their order, all by default',
      list: MANY,
      selected: undefined,
      items: ['all', 'new_player', 'deposit_promo', 'live_promo', 'other_promo'],
      active: 'all',
      cards: [1, 2, 3, 4, 5],
    },
    {
      name: 'a selected category shows only its cards, in the server order',
      list: MANY,
      selected: 'new_player',
      items: ['all', 'new_player', 'deposit_promo', 'live_promo', 'other_promo'],
      active: 'new_player',
      cards: [2, 4],
    },
    {
      name: 'all brings every card back',
      list: MANY,
      selected: 'all',
      items: ['all', 'new_player', 'deposit_promo', 'live_promo', 'other_promo'],
      active: 'all',
      cards: [1, 2, 3, 4, 5],
    },
    {
      name: 'a stale category that no longer holds anything falls back to all',
      list: MANY,
      selected: 'sport_promo',
      items: ['all', 'new_player', 'deposit_promo', 'live_promo', 'other_promo'],
      active: 'all',
      cards: [1, 2, 3, 4, 5],
    },
    {
      name: 'an unknown category falls back to all',
      list: MANY,
      selected: 'nonsense',
      items: ['all', 'new_player', 'deposit_promo', 'live_promo', 'other_promo'],
      active: 'all',
      cards: [1, 2, 3, 4, 5],
    },
    { name: 'a selection on an empty list is all', list: [], selected: 'new_player', items: ['all'], active: 'all', cards: [] },
  ])('$name', ({ list, selected, items, active, cards }) => {
    const menu = categoryMenu(list, selected);
    expect(menu.items).toEqual(items);
    expect(menu.active).toBe(active);
    expect(menu.cards.map((p) => p.id)).toEqual(cards);
  });
});
