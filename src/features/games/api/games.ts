import { api } from '../../../shared/api/api';
import type { GameListRequest } from '../../../shared/contract/games';
import { PAGE_SIZE } from '../../../shared/contract/games';
import type { RequestOf } from '../../../shared/contract/routes';

export function getGamePage(query: GameListRequest, pageNo: number) {
  return api.call('gameList', { ...query, pageNo, pageSize: PAGE_SIZE });
}

export function getHotGames(gameType?: RequestOf<'hotGames'>['gameType']) {
  return api.call('hotGames', gameType ? { gameType } : {});
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
