import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { imageUrl } from '#src/shared/lib/image-cdn';
import { siteStore } from '#src/shared/site/site-store';
import { EmptyState } from '#src/shared/ui/EmptyState';
import { favouritesStore } from '../favourites-store';
import type { LaunchOrigin } from '../lib/launch-rules';
import { useGameActions } from '../lib/use-game-actions';
import type { GameListState } from '../lib/use-game-list';
import { GameCard } from './GameCard';
import { GameGrid } from './GameGrid';
import { PopupBlockedPrompt } from './PopupBlockedPrompt';

type Props = { list: { state: GameListState; loadMore: () => void; retry: () => void }; origin: LaunchOrigin };

/** An infinite list of game cards: icons on the site's CDN, favourite marks, open and favourite actions, empty state. */
export function GameList({ list, origin }: Props) {
  const { config } = useSnapshot(siteStore);
  const { ids: favourites } = useSnapshot(favouritesStore);
  const cdns = config?.info.imageCDNs ?? [];
  const actions = useGameActions(origin);
  return (
    <>
      <GameGrid
        state={list.state}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        renderCard={(g) => (
          <GameCard
            key={g.nodeId}
            game={g}
            iconSrc={imageUrl(g.iconUrl, cdns)}
            favourite={favourites.has(g.nodeId)}
            onOpen={actions.open}
            onToggleFavourite={actions.favourite}
          />
        )}
        empty={
          <EmptyState>
            <Trans id="in_no_data">No data</Trans>
          </EmptyState>
        }
      />
      {actions.blocked && <PopupBlockedPrompt launch={actions.blocked} />}
    </>
  );
}
