import { Trans, useLingui } from '@lingui/react/macro';
import type { Winner } from '#src/shared/contract/vip';
import { useFormats } from '#src/shared/site/use-formats';
import styles from './HomeNews.module.css';

/**
 * The rows the card holds whole: the strip's height is fixed (no layout shift), and a small
 * scrolling box inside a sideways strip on a scrolling page is hard to move by touch.
 */
const ROWS_SHOWN = 4;

/** Recent big wins, newest first; the server has masked the accounts already (pl***1). */
export function WinnerBoard({ winners }: { winners: Winner[] }) {
  const { t } = useLingui();
  const { money } = useFormats();
  return (
    <section className={`${styles.card} ${styles.winners}`} aria-labelledby="winner-board-title" data-testid="winner-board">
      <h2 id="winner-board-title" className={styles.winnersTitle}>
        <Trans id="winner_board_title">Big wins</Trans>
      </h2>
      <ol className={styles.winnerList} aria-label={t({ id: 'winner_board_list', message: 'Recent big wins' })}>
        {winners.slice(0, ROWS_SHOWN).map((w, i) => {
          const amount = money(w.amount, w.currencySymbol);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two wins can share a time; the list is replaced whole, never reordered
            <li key={`${w.wonAt}-${i}`} className={styles.winner} data-testid="winner-row">
              <span className={styles.winnerAccount}>{w.account}</span>
              <span className={styles.winnerGame}>{w.gameName}</span>
              <span className={styles.winnerAmount} data-testid="winner-amount">
                {amount}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
