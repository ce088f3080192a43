import { Trans } from '@lingui/react/macro';
import styles from './Skeleton.module.css';

/**
 * Grey shapes where a screen's content will be, shimmering while it loads (skeletons,
 * not a bare "Loading"); screen readers hear one "Loading". `rows` are the shapes' heights in px,
 * roughly those of what comes, and `gap` the px between them when it is not the default.
 */
export function Skeleton({ rows, gap, testId }: { rows: readonly number[]; gap?: number; testId?: string }) {
  return (
    <div className={styles.skeleton} style={gap === undefined ? undefined : { gap }} role="status" data-testid={testId}>
      {rows.map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed shapes that never reorder
        <span key={i} className={styles.shape} style={{ height }} />
      ))}
      <span className="visually-hidden">
        <Trans id="loading">Loading…</Trans>
      </span>
    </div>
  );
}
