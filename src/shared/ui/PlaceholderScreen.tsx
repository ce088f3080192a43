import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './PlaceholderScreen.module.css';

/** A route whose screen is not built yet: clearly marked so nobody mistakes it for the product. */
export function PlaceholderScreen({ testId, title }: { testId: string; title: ReactNode }) {
  return (
    <section className={styles.screen} data-testid={testId} data-placeholder="true">
      <span className={styles.badge}>
        <Trans id="placeholder_badge">In progress</Trans>
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>
        <Trans id="placeholder_text">This screen is being built and will be available soon.</Trans>
      </p>
    </section>
  );
}
