import type { Game, GameListRequest, GamePage, GameType, HotGamesRequest, VendorData } from '#src/shared/contract/games';

/** Game-centre tabs: HOT first, then the vendor categories, then PROMO (a link to promotions). */
export type CentreTab = 'HOT' | GameType | 'PROMO';

/** Tabs that show their vendors above the list (product rule 2.12). */
export const VENDOR_TABS: ReadonlySet<CentreTab> = new Set(['LIVE', 'PVP', 'FISH', 'RNG', 'BINGO', 'INHOUSE']);

/**
 * What a tab lists (product rule 2.12): HOT the hot list; LIVE, PVP, FISH, RNG, BINGO and INHOUSE
 * their vendors with their hot games first, then the rest of their catalogue; the others their
 * catalogue. PROMO and ELOTT navigate away and list nothing of their own.
 */
export function tabContent(tab: CentreTab): 'hot' | 'vendorsWithHot' | 'catalogue' {
  if (tab === 'HOT' || tab === 'PROMO') return 'hot';
  return VENDOR_TABS.has(tab) ? 'vendorsWithHot' : 'catalogue';
}

export function centreTabs(vendors: VendorData | null): CentreTab[] {
  return ['HOT', ...(vendors?.sorting.map((s) => s.gameCategory) ?? []), 'PROMO'];
}

/**
 * A tab's list query (product rule 4.13): BINGO is type RNG with classify BG; INHOUSE is RNG with
 * vassalage BGS; every other category lists its own type, all vendors (select type ALL).
 */
export function tabQuery(tab: GameType, vendor: string | null, search: string): GameListRequest {
  const gameName = search.trim() || undefined;
  if (tab === 'BINGO') return { gameType: 'RNG', gameClassify: 'BG', vassalage: vendor ?? undefined, gameName };
  if (tab === 'INHOUSE') return { gameType: 'RNG', vassalage: vendor ?? 'BGS', gameName };
  return { gameType: tab, vassalage: vendor ?? undefined, gameName };
}

/** A vendor tab's hot games: its own game type (BINGO and INHOUSE are types of their own), the chosen vendor's only. */
export function tabHotQuery(tab: GameType, vendor: string | null): HotGamesRequest {
  return vendor ? { gameType: tab, vassalage: vendor } : { gameType: tab };
}

/**
 * A page of a vendor tab: the hot games lead page 1 and no page repeats them, so the list reads
 * hot games first, then the rest of the catalogue (hot games are part of it: totals stand).
 */
export function hotFirstPage<P extends GamePage>(hot: readonly Game[], page: P): P {
  const hotIds = new Set(hot.map((g) => g.nodeId));
  const rest = page.games.filter((g) => !hotIds.has(g.nodeId));
  return { ...page, games: page.pageNum === 1 ? [...hot, ...rest] : rest };
}

/** Hot-game search: case-insensitive substring of the game name (product rule 5.12). */
export function filterByName<T extends { gameName: string }>(games: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? games.filter((g) => g.gameName.toLowerCase().includes(needle)) : [...games];
}

/**
 * Prize mode (product rule 4.12): the electronic lottery mode when the vendor mapping lists
 * TCG_LOTTO_VN or LOTT under ELOTT, else the lottery mode.
 */
export function prizeMode(vendors: VendorData | null): 'Elott' | 'Lott' {
  const lottery = vendors?.sorting.find((s) => s.gameCategory === 'ELOTT')?.vendorNames ?? [];
  return lottery.some((v) => v.accountTypeName === 'TCG_LOTTO_VN' || v.accountTypeName === 'LOTT') ? 'Elott' : 'Lott';
}

/** Vendors shown three at a time, split over two rows (product rule 2.12). */
export function vendorPages<T>(vendors: readonly T[], perPage = 6): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < vendors.length; i += perPage) pages.push(vendors.slice(i, i + perPage));
  return pages;
}
