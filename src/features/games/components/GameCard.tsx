import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Game } from '#src/shared/contract/games';
import { ImageLoader } from '#src/shared/ui/ImageLoader';
import { StarIcon } from '#src/shared/ui/icons';
import styles from './GameCard.module.css';

type Props = {
  game: Game;
  iconSrc: string;
  favourite: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
};

export const GameCard = memo(function GameCard({ game, iconSrc, favourite, onOpen, onToggleFavourite }: Props) {
  const { t } = useLingui();
  return (
    <div className={styles.card} data-testid="game-card" data-game-id={game.nodeId}>
      <button type="button" className={styles.card} onClick={() => onOpen(game)} aria-label={game.gameName}>
        <ImageLoader src={iconSrc} alt="" ratio={1} testId="game-icon" />
        <span className={styles.name}>{game.gameName}</span>
      </button>
      {game.isNew && (
        <span className={styles.badge} data-testid="game-new-badge">
          {t({ id: 'game_new_badge', message: 'NEW' })}
        </span>
      )}
      <button
        type="button"
        className={styles.fav}
        aria-pressed={favourite}
        aria-label={favourite ? t({ id: 'favourite_remove', message: 'Remove from favourites' }) : t({ id: 'favourite_add', message: 'Add to favourites' })}
        onClick={() => onToggleFavourite(game)}
        data-testid="favourite-toggle"
      >
        {/* The drawn mark stays small over the icon; the button around it is a full touch target. */}
        <span className={styles.favMark} aria-hidden="true">
          <StarIcon size={16} fill={favourite ? 'currentColor' : 'none'} />
        </span>
      </button>
    </div>
  );
});
