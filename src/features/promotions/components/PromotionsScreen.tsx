import { Trans } from '@lingui/react/macro';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { PromotionSummary } from '#src/shared/contract/promotions';
import { describeError } from '#src/shared/i18n/server-messages';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { useLoad } from '#src/shared/lib/use-load';
import { siteStore } from '#src/shared/site/site-store';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { LoadFailure } from '#src/shared/ui/LoadFailure';
import { OfflineMark } from '#src/shared/ui/OfflineMark';
import { getPromotions } from '../api/get-promotions';
import { categoryMenu, type MenuCategory } from '../lib/category-menu';
import { CARD_IMAGE, promoImagePath } from '../lib/promo-image';
import { CategoryMenu } from './CategoryMenu';
import { detailPath, PromoCard, PromoCardSkeleton } from './PromoCard';
import styles from './PromotionsScreen.module.css';

/** The list entry remembers the promotion last opened from it, so coming back shows that card. */
type ListState = { focus?: string } | null;

const SKELETON_CARDS = 3;
const EAGER_CARDS = 2;

/** The list's read, by name: the server makes it for a visitor's first view. */
const PROMOTIONS_READ = { key: 'promotions' };

/**
 * /m/activity (product rule 2.20): a category menu over the promotion cards, filtered on the device
 * from one list call. `?id=` opens that promotion's detail; back from it returns here, at its card.
 */
export default function PromotionsScreen({ testId }: { testId: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { config } = useSnapshot(siteStore);
  const cdns = config?.info.imageCDNs ?? [];
  const { loaded: load, retry } = useLoad(getPromotions, PROMOTIONS_READ);
  const deepLinkHandled = useRef<string | null>(null);
  const focused = useRef<string | null>(null);

  const deepLinkId = params.get('id');
  const focus = (location.state as ListState)?.focus ?? null;

  /**
   * Opens the detail on top of this list: the list's own entry first loses the id (keeping it as
   * the card to show) so that back lands on the list at that card instead of opening it again.
   */
  function openOnTop(id: string, listSearch: string) {
    navigate({ pathname: location.pathname, search: listSearch }, { replace: true, state: { focus: id } satisfies ListState });
    navigate(detailPath(id));
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival with an id, not when openOnTop is remade
  useEffect(() => {
    if (!deepLinkId || deepLinkHandled.current === location.key) return;
    deepLinkHandled.current = location.key;
    // Once per arrival with an id (the ref also keeps a double-run effect from pushing twice).
    openOnTop(deepLinkId, '');
  }, [deepLinkId, location.key]);

  // Back from a detail: bring its card into view once the list is there.
  useEffect(() => {
    if (load.state !== 'ready' || !focus || focused.current === location.key) return;
    focused.current = location.key;
    document.querySelector(`[data-testid="promo-card"][data-promo-id="${CSS.escape(focus)}"]`)?.scrollIntoView({ block: 'start' });
  }, [load.state, focus, location.key]);

  const menu = load.state === 'ready' ? categoryMenu(load.value.value.promotions, params.get('category')) : null;

  function choose(category: MenuCategory) {
    setParams(category === 'all' ? {} : { category }, { replace: true });
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }

  function open(promotion: PromotionSummary, event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openOnTop(String(promotion.id), location.search);
  }

  return (
    <main className={styles.screen} data-testid={testId}>
      <h1 className="visually-hidden">
        <Trans id="route_activity">Promotions</Trans>
      </h1>
      {menu && menu.items.length > 1 && <CategoryMenu items={menu.items} active={menu.active} onSelect={choose} />}
      {load.state === 'ready' && load.value.fromCache && (
        <OfflineMark>
          <Trans id="promo_offline_mark">Offline: showing the promotions saved on this device</Trans>
        </OfflineMark>
      )}
      {load.state === 'loading' && (
        <div className={styles.list} aria-busy="true">
          <p className="visually-hidden" role="status">
            <Trans id="loading">Loading…</Trans>
          </p>
          {Array.from({ length: SKELETON_CARDS }, (_unused, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
            <PromoCardSkeleton key={i} />
          ))}
        </div>
      )}
      {load.state === 'failed' && <LoadFailure message={describeError(load.error)} onRetry={retry} testId="promo-retry" />}
      {menu && menu.cards.length === 0 && (
        <EmptyState>
          <Trans id="promo_empty">There are no promotions at the moment. Please check back soon.</Trans>
        </EmptyState>
      )}
      {menu && menu.cards.length > 0 && (
        <ul className={styles.list} data-testid="promo-list">
          {menu.cards.map((promotion, i) => (
            <li key={promotion.id}>
              <PromoCard promotion={promotion} imageSrc={imageUrl(promoImagePath(promotion, CARD_IMAGE), cdns)} eager={i < EAGER_CARDS} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
