import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLayoutEffect, useRef } from 'react';
import type { MenuCategory } from '../lib/category-menu';
import styles from './CategoryMenu.module.css';

/** The promotion categories (product rule 3.6); the ids are the category codes. */
export const CATEGORY_LABELS: Record<MenuCategory, MessageDescriptor> = {
  all: msg({ id: 'promo_category_all', message: 'All' }),
  new_player: msg({ id: 'promo_category_new_player', message: 'New player' }),
  deposit_promo: msg({ id: 'promo_category_deposit_promo', message: 'Deposit' }),
  app_download: msg({ id: 'promo_category_app_download', message: 'App download' }),
  rng_promo: msg({ id: 'promo_category_rng_promo', message: 'Slots' }),
  live_promo: msg({ id: 'promo_category_live_promo', message: 'Live casino' }),
  pvp_promo: msg({ id: 'promo_category_pvp_promo', message: 'Card games' }),
  sport_promo: msg({ id: 'promo_category_sport_promo', message: 'Sports' }),
  fish_promo: msg({ id: 'promo_category_fish_promo', message: 'Fishing' }),
  lotto_promo: msg({ id: 'promo_category_lotto_promo', message: 'Lottery' }),
  rebate_promo: msg({ id: 'promo_category_rebate_promo', message: 'Rebate' }),
  player_rank_rules: msg({ id: 'promo_category_player_rank_rules', message: 'VIP ranks' }),
  point_mall: msg({ id: 'promo_category_point_mall', message: 'Points mall' }),
  other_promo: msg({ id: 'promo_category_other_promo', message: 'Other' }),
};

const MENU_LABEL = msg({ id: 'promo_category_menu', message: 'Promotion categories' });

type Props = { items: readonly MenuCategory[]; active: MenuCategory; onSelect: (category: MenuCategory) => void };

/** The horizontally scrolling category strip; the active item is kept in view (centred when it can be). */
export function CategoryMenu({ items, active, onSelect }: Props) {
  const { _ } = useLingui();
  const strip = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = strip.current;
    const button = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !button) return;
    // Scrolls the strip only, never the page (scrollIntoView would move the window too).
    const left = button.offsetLeft - (el.clientWidth - button.offsetWidth) / 2;
    el.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
  }, [active, items]);

  return (
    <div ref={strip} className={styles.menu} role="group" aria-label={_(MENU_LABEL)}>
      {items.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.item}
          aria-pressed={category === active}
          onClick={() => onSelect(category)}
          data-testid={`promo-category-${category}`}
        >
          {_(CATEGORY_LABELS[category])}
        </button>
      ))}
    </div>
  );
}
