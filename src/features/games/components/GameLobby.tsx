import { useLingui } from '@lingui/react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GameType, VendorData } from '#src/shared/contract/games';
import { useSettledLocale } from '#src/shared/i18n/use-settled-locale';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { siteStore } from '#src/shared/site/site-store';
import { ImageLoader } from '#src/shared/ui/ImageLoader';
import { getGamePage, getVendorData } from '../api/games';
import { CATEGORY_LABELS } from '../lib/category-labels';
import { fitWords } from '../lib/fit-words';
import { useGameList } from '../lib/use-game-list';
import { GameList } from './GameList';
import styles from './GameLobby.module.css';

/**
 * The sizes a category label steps down to, after the stylesheet's own, so that a long word fits
 * whole: the smallest step of the type scale, never below it (a word longer still may break).
 */
const LABEL_STEPS = ['var(--font-size-2xs)'] as const;

/**
 * Home's lobby: the vertical category menu, the category's vendor tiles and its infinite game list.
 * `aside` goes under the menu, in the same sticky column, where it covers nothing.
 */
export function GameLobby({ aside }: { aside?: ReactNode }) {
  const { _, i18n } = useLingui();
  const locale = useSettledLocale();
  const { config } = useSnapshot(siteStore);
  const cdns = config?.info.imageCDNs ?? [];
  const [vendors, setVendors] = useState<VendorData | null>(null);
  const [category, setCategory] = useState<GameType | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    getVendorData()
      .then((data) => {
        if (!live) return;
        setVendors(data);
        setCategory((c) => c ?? data.sorting[0]?.gameCategory ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);

  useLayoutEffect(() => {
    fitWords(menuRef.current?.querySelectorAll('button') ?? [], LABEL_STEPS);
  }, [vendors, i18n.locale]);

  const fetchPage = useCallback((page: number) => getGamePage({ gameType: category ?? undefined, vassalage: vendor ?? undefined }, page), [category, vendor]);
  const key = `${category ?? ''}|${vendor ?? ''}`;
  const list = useGameList(key, fetchPage, { cacheKey: `home|${key}` });

  function choose(next: GameType, button: HTMLElement) {
    setCategory(next);
    setVendor(null);
    button.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  const categoryVendors = vendors?.sorting.find((s) => s.gameCategory === category)?.vendorNames ?? [];

  return (
    <section className={styles.lobby} data-testid="game-lobby">
      <div className={styles.side}>
        <nav ref={menuRef} className={styles.menu} aria-label={_(CATEGORY_LABELS.RNG)}>
          {vendors?.sorting.map((s) => (
            <button
              key={s.gameCategory}
              type="button"
              className={styles.category}
              aria-current={s.gameCategory === category}
              onClick={(e) => choose(s.gameCategory, e.currentTarget)}
              data-testid={`category-${s.gameCategory}`}
            >
              {_(CATEGORY_LABELS[s.gameCategory])}
            </button>
          ))}
        </nav>
        {aside}
      </div>
      <div className={styles.main}>
        {categoryVendors.length > 1 && (
          <div className={styles.vendors}>
            {categoryVendors.map((v) => (
              <button
                key={v.accountTypeName}
                type="button"
                className={styles.vendor}
                aria-pressed={vendor === v.accountTypeName}
                onClick={() => setVendor((cur) => (cur === v.accountTypeName ? null : v.accountTypeName))}
                data-testid="vendor-tile"
                data-vendor={v.accountTypeName}
              >
                <ImageLoader src={imageUrl(v.logo, cdns)} alt="" ratio={2} />
                <span>{v.displayName}</span>
              </button>
            ))}
          </div>
        )}
        <GameList list={list} origin={{ vendors, pageBack: true }} />
      </div>
    </section>
  );
}
