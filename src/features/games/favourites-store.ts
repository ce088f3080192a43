import { proxy } from 'valtio';
import { getFavourites, setFavourite } from './api/games';

/** The member's favourite games (SPEC: list of nodeId strings), loaded after login. */
export const favouritesStore = proxy<{ ids: Set<string> }>({ ids: new Set() });

export async function loadFavourites(): Promise<void> {
  const ids = new Set<string>();
  for (let page = 1; page <= 20; page += 1) {
    const result = await getFavourites(page);
    for (const g of result.games) ids.add(g.nodeId);
    if (page >= result.totalPages) break;
  }
  favouritesStore.ids = ids;
}

export function clearFavourites(): void {
  favouritesStore.ids = new Set();
}

/** Toggles on the server, then here; the set is replaced so snapshots see the change. */
export async function toggleFavourite(nodeId: string, vendor: string): Promise<boolean> {
  const on = !favouritesStore.ids.has(nodeId);
  await setFavourite(nodeId, vendor, on);
  const next = new Set(favouritesStore.ids);
  if (on) next.add(nodeId);
  else next.delete(nodeId);
  favouritesStore.ids = next;
  return on;
}
