import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pathTo } from '#src/shared/contract/app-routes';
import type { Game, GameType, VendorData } from '#src/shared/contract/games';
import { gameTypeSchema, vendorDataSchema } from '#src/shared/contract/games';
import { useSettledLocale } from '#src/shared/i18n/use-settled-locale';
import { checkedFirstRead } from '#src/shared/lib/first-reads';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { sessionStore } from '#src/shared/session/session-store';
import { siteStore } from '#src/shared/site/site-store';
import { ImageLoader } from '#src/shared/ui/ImageLoader';
import { BackIcon } from '#src/shared/ui/icons';
import { ScreenHeading } from '#src/shared/ui/ScreenHeading';
import { showToast } from '#src/shared/ui/toast-store';
import { getFavourites, getGamePage, getHotGames, getRecentGames, getVendorData } from '../api/games';
import { CATEGORY_LABELS } from '../lib/category-labels';
import { type CentreTab, centreTabs, filterByName, hotFirstPage, tabContent, tabHotQuery, tabQuery, vendorPages } from '../lib/centre-rules';
import { lotteryLobbyPath } from '../lib/launch-rules';
import { type ServedGamePage, useGameList } from '../lib/use-game-list';
import { vendorMonogram } from '../lib/vendor-monogram';
import { readFavouriteGames, readRecentGames, replaceRecent } from '../storage';
import styles from './GameCentreScreen.module.css';
import { GameList } from './GameList';

type Filter = 'none' | 'recent' | 'favourites' | 'hot';
/** How long the search box waits after the last key before it searches. */
const SEARCH_SETTLE_MS = 400;
const LOGIN_FIRST = msg({ id: 'in_logged_login', message: 'Please log in first' });
// In the case of the vendor categories beside them: HOT and PROMO are codes (product rule 9.19), not words to shout.
const HOT_LABEL = msg({ id: 'tab_hot', message: 'Hot' });
const PROMO_LABEL = msg({ id: 'tab_promo', message: 'Promos' });
/** The scroll hint hides after 40 px of scroll (product rule 2.12). */
const HINT_HIDE_PX = 40;

const onePage = (games: Game[], fromCache: boolean): ServedGamePage => ({ games, pageNum: 1, totalPages: 1, total: games.length, fromCache });

function initialTab(pathname: string, gameType: string | null): CentreTab {
  const parsed = gameTypeSchema.safeParse(gameType);
  if (parsed.success) return parsed.data;
  return pathname.startsWith(pathTo('slotsCenter')) ? 'RNG' : 'HOT';
}

/** The game centre (/m/gameCenter, /m/game, /m/slotsCenter, /m/gameList?gameType=&type=hot|vassalage). */
export default function GameCentreScreen({ testId, title }: { testId: string; title: MessageDescriptor }) {
  const { _ } = useLingui();
  const { t } = useMacroLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { info } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const cdns = config?.info.imageCDNs ?? [];
  const owner = info?.userName ?? '';

  // The vendors' tabs come with a first view (first-reads.ts), and are read again as the locale settles.
  const [vendors, setVendors] = useState<VendorData | null>(() => checkedFirstRead('game-vendors', getVendorData, vendorDataSchema) ?? null);
  const [tab, setTab] = useState<CentreTab>(() => initialTab(pathname, params.get('gameType')));
  const [vendor, setVendor] = useState<string | null>(params.get('type') === 'vassalage' ? params.get('vassalage') : null);
  const [filter, setFilter] = useState<Filter>(params.get('type') === 'hot' ? 'hot' : 'none');
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  // The list follows the search as the player types, once the typing settles (each search is a
  // first page again); Enter searches at once, and an emptied box shows the whole list at once.
  useEffect(() => {
    if (search === appliedSearch) return;
    const timer = setTimeout(() => setAppliedSearch(search), search ? SEARCH_SETTLE_MS : 0);
    return () => clearTimeout(timer);
  }, [search, appliedSearch]);
  const locale = useSettledLocale();
  const [hint, setHint] = useState(false);

  useEffect(() => {
    let live = true;
    getVendorData()
      .then((data) => live && setVendors(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);

  const fetchPage = useMemo(() => {
    // A vendor tab's hot games, fetched with its first page and kept to leave them out of the next ones.
    let hot: { games: Game[]; fromCache: boolean } | null = null;
    return async (page: number): Promise<ServedGamePage> => {
      if (filter === 'favourites') return getFavourites(page);
      if (filter === 'recent') {
        const result = await getRecentGames(page);
        if (page === 1 && owner) void replaceRecent(owner, result.games);
        return result;
      }
      if (tab === 'HOT' || tab === 'PROMO' || filter === 'hot') {
        const { games, fromCache } = await getHotGames(tab === 'HOT' || tab === 'PROMO' ? {} : { gameType: tab });
        return onePage(filterByName(games, appliedSearch), fromCache);
      }
      if (tabContent(tab) !== 'vendorsWithHot') return getGamePage(tabQuery(tab, vendor, appliedSearch), page);
      const [hotGames, rest] = await Promise.all([
        page === 1 || !hot ? getHotGames(tabHotQuery(tab, vendor)) : Promise.resolve(hot),
        getGamePage(tabQuery(tab, vendor, appliedSearch), page),
      ]);
      hot = hotGames;
      return { ...hotFirstPage(filterByName(hotGames.games, appliedSearch), rest), fromCache: hotGames.fromCache || rest.fromCache };
    };
  }, [tab, vendor, filter, appliedSearch, owner]);
  // Favourites and recent games show the device's copy at once, then the server's.
  const readLocal = useCallback(async () => {
    if (!owner || appliedSearch) return [];
    if (filter === 'favourites') return readFavouriteGames(owner);
    if (filter === 'recent') return readRecentGames(owner);
    return [];
  }, [owner, filter, appliedSearch]);
  const key = `${tab}|${vendor ?? ''}|${filter}|${appliedSearch}|${locale}`;
  // Catalogue and hot lists are kept for offline use; favourites and recent have their own copies.
  const cacheKey = filter === 'favourites' || filter === 'recent' ? undefined : `centre|${key}`;
  const list = useGameList(key, fetchPage, { readLocal, cacheKey });

  // Asked again whenever the page's height changes (cards laid out, a page added), not only on scroll.
  useEffect(() => {
    const update = () => setHint(document.documentElement.scrollHeight > window.innerHeight + HINT_HIDE_PX && window.scrollY < HINT_HIDE_PX);
    update();
    const resized = new ResizeObserver(update);
    resized.observe(document.body);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', update);
    };
  }, []);

  function chooseTab(next: CentreTab) {
    if (next === 'PROMO') {
      navigate(pathTo('activity'));
      return;
    }
    if (next === 'ELOTT') {
      // ELOTT opens the lottery lobby (TCG_SEA, code lobby, prize mode SEA), login needed (product rule 2.12).
      const target = lotteryLobbyPath(false);
      navigate(info ? target : pathTo('login'), info ? undefined : { state: { from: target } });
      return;
    }
    setTab(next);
    setVendor(null);
    setFilter('none');
    setSearch('');
    setAppliedSearch('');
  }

  function chooseFilter(next: Filter) {
    if ((next === 'recent' || next === 'favourites') && !info) {
      setFilter('none');
      showToast(LOGIN_FIRST);
      return;
    }
    setFilter((current) => (current === next ? 'none' : next));
  }

  const tabLabel = (t: CentreTab) => (t === 'HOT' ? _(HOT_LABEL) : t === 'PROMO' ? _(PROMO_LABEL) : _(CATEGORY_LABELS[t]));
  const tabVendors = tabContent(tab) === 'vendorsWithHot' ? (vendors?.sorting.find((s) => s.gameCategory === (tab as GameType))?.vendorNames ?? []) : [];

  return (
    <main className={styles.screen} data-testid={testId}>
      <ScreenHeading title={title} />
      <div className={styles.tabs} role="tablist">
        {centreTabs(vendors).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={styles.tab}
            onClick={() => chooseTab(name)}
            data-testid={`game-tab-${name}`}
          >
            {tabLabel(name)}
          </button>
        ))}
      </div>
      <form
        className={styles.tools}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setAppliedSearch(search);
        }}
      >
        <div className={styles.chips}>
          <button type="button" className={styles.chip} aria-pressed={filter === 'recent'} onClick={() => chooseFilter('recent')} data-testid="filter-recent">
            <Trans id="filter_recent">Recent</Trans>
          </button>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter === 'favourites'}
            onClick={() => chooseFilter('favourites')}
            data-testid="filter-favourites"
          >
            <Trans id="filter_favourites">Favourites</Trans>
          </button>
          <button type="button" className={styles.chip} aria-pressed={filter === 'hot'} onClick={() => chooseFilter('hot')} data-testid="filter-hot">
            <Trans id="filter_hot">Hot</Trans>
          </button>
        </div>
        <input
          className={styles.search}
          type="search"
          enterKeyHint="search"
          maxLength={64}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t({ id: 'search_games', message: 'Search games' })}
          aria-label={t({ id: 'search_games', message: 'Search games' })}
          data-testid="game-search"
        />
      </form>
      {tabVendors.length > 0 && filter === 'none' && (
        <div className={styles.vendorPages}>
          {vendorPages(tabVendors).map((page, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page is its position in the strip
            <div key={i} className={styles.vendorPage}>
              {page.map((v) => (
                <button
                  key={v.accountTypeName}
                  type="button"
                  className={styles.vendor}
                  aria-pressed={vendor === v.accountTypeName}
                  onClick={() => setVendor((cur) => (cur === v.accountTypeName ? null : v.accountTypeName))}
                  data-testid="vendor-tile"
                  data-vendor={v.accountTypeName}
                >
                  {/* The name is the button's label: the logo is decoration, its monogram stands in when it is missing or broken. */}
                  <ImageLoader
                    src={v.logo ? imageUrl(v.logo, cdns) : ''}
                    alt=""
                    ratio={2}
                    className={styles.vendorLogo}
                    placeholder={
                      <span className={styles.vendorMonogram} aria-hidden="true">
                        {vendorMonogram(v.displayName)}
                      </span>
                    }
                    testId="vendor-logo"
                  />
                  <span className={styles.vendorName}>{v.displayName}</span>
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
      <GameList list={list} origin={{ vendors, pageBack: false }} />
      {hint && (
        <span className={styles.hint} aria-hidden="true" data-testid="scroll-hint">
          <BackIcon size={14} style={{ transform: 'rotate(-90deg)' }} />
        </span>
      )}
    </main>
  );
}
