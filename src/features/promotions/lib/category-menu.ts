import { PROMOTION_CATEGORIES, type PromotionCategory, type PromotionSummary } from '#src/shared/contract/promotions';

export type MenuCategory = 'all' | PromotionCategory;

export type CategoryMenu = {
  /** `all` first, then every category that holds a promotion, in their order (product rule 3.6). */
  items: MenuCategory[];
  /** The selected category, or `all` when it is unknown or no longer holds anything. */
  active: MenuCategory;
  /** The promotions of the active category, in the order the server listed them. */
  cards: PromotionSummary[];
};

/**
 * Product rule 4.10: the filter starts at all and the menu lists only non-empty categories plus all.
 * The items come from the promotions themselves (what the server sends as `categories`), so a menu
 * entry can never lead to an empty list, and a stale selection (an old link, a category emptied
 * since) falls back to all instead of showing nothing.
 */
export function categoryMenu(promotions: readonly PromotionSummary[], selected: string | null | undefined): CategoryMenu {
  const present = new Set(promotions.map((p) => p.category));
  const items: MenuCategory[] = ['all', ...PROMOTION_CATEGORIES.filter((c) => present.has(c))];
  const active = items.find((c) => c === selected) ?? 'all';
  return { items, active, cards: active === 'all' ? [...promotions] : promotions.filter((p) => p.category === active) };
}
