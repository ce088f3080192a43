import { api } from '#src/shared/api/api';
import type { GameListRequest } from '#src/shared/contract/games';
import { PAGE_SIZE } from '#src/shared/contract/games';
import type { RequestOf } from '#src/shared/contract/routes';

/** A page of the catalogue; `fromCache` when the worker answered because the network failed. */
export async function getGamePage(query: GameListRequest, pageNo: number) {
  const { value, fromCache } = await api.callServed('gameList', { ...query, pageNo, pageSize: PAGE_SIZE });
  return { ...value, fromCache };
}

export async function getHotGames(query: RequestOf<'hotGames'> = {}) {
  const { value, fromCache } = await api.callServed('hotGames', query);
  return { ...value, fromCache };
}

export function getVendorData() {
  return api.call('vendorData', {});
}

export function getFavourites(pageNo: number) {
  return api.call('favourites', { pageNo, pageSize: PAGE_SIZE });
}

export function getRecentGames(pageNo: number) {
  return api.call('recentGames', { pageNo, pageSize: PAGE_SIZE });
}

export function setFavourite(nodeId: string, vendor: string, on: boolean) {
  return api.call(on ? 'addFavourite' : 'removeFavourite', { nodeId, vendor });
}

export function launchGame(input: RequestOf<'launchGame'>) {
  return api.call('launchGame', input);
}
