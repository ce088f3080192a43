import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { siteStore } from '../../../shared/site/site-store';
import styles from './HomeScreen.module.css';

/**
 * Home. The lobby itself (banners, marquee, categories, vendors, game list) is built by the
 * lobby work; until then the screen is marked as in progress and shows the licence footer.
 */
export default function HomeScreen() {
  const { config } = useSnapshot(siteStore);
  return (
    <main className={styles.screen} data-testid="screen-home">
      <section className={styles.hero} data-placeholder="true">
        <h1 className={styles.title}>{config?.merchantName ?? ''}</h1>
        <p className={styles.muted}>
          <Trans id="placeholder_text">This screen is being built and will be available soon.</Trans>
        </p>
      </section>
      <div className={styles.licence} data-testid="licence-footer">
        <span className={styles.age} aria-label="18+">
          18+
        </span>
        <p>{config?.info.licenceText ?? ''}</p>
      </div>
    </main>
  );
}
