import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CloseIcon } from '#src/shared/ui/icons';
import { isIOSGuide } from '../lib/install-rules';
import type { InstallState } from '../lib/use-install-state';
import { AppDownloadLink } from './AppDownloadLink';
import { InstallButton } from './InstallButton';
import styles from './InstallPrompts.module.css';

type Props = Pick<InstallState, 'app' | 'guide' | 'canPrompt' | 'prompting' | 'closeBar'> & { onOpenGuide: () => void };

const ICON = `${import.meta.env.BASE_URL}favicon.svg`;

/**
 * The bar's height, published on :root as --download-bar-height while the bar shows (0 when it
 * does not), so that what else is fixed above the bottom nav (home's floating promo banner, the
 * lobby's sticky category menu) can make room for it, as they do for --bottom-nav-height.
 */
export const DOWNLOAD_BAR_HEIGHT = '48px';

function usePublishedHeight(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--download-bar-height', DOWNLOAD_BAR_HEIGHT);
    return () => {
      root.style.removeProperty('--download-bar-height');
    };
  }, []);
}

/**
 * The download bar (product rules 2.29 and 4.8): a compact strip just above the bottom nav with the
 * native app link and/or the home-screen install, and a close that hides it for good (local flag).
 *
 * Its controls come first, on the left: home's floating promo banner owns the right-hand corner
 * above the nav and may sit over the bar's end, where only the text is. The strip itself lets taps
 * through (pointer-events: none); only its controls take them.
 */
export function DownloadBar({ app, guide, canPrompt, prompting, closeBar, onOpenGuide }: Props) {
  const { t } = useLingui();
  usePublishedHeight();
  // Outside Safari on iOS a download cannot finish, so "Download" opens "Please use Safari" instead.
  const appNeedsSafari = guide === 'use-safari';
  return (
    <aside className={styles.bar} data-testid="download-bar" aria-label={t({ id: 'download_app', message: 'Download the app' })}>
      <button type="button" className={styles.barClose} onClick={closeBar} aria-label={t({ id: 'close', message: 'Close' })} data-testid="download-bar-close">
        <CloseIcon size={16} />
      </button>
      {app && !appNeedsSafari && (
        <AppDownloadLink app={app} className={styles.barAction} testId="download-bar-app">
          <Trans id="install_download_app">Download</Trans>
        </AppDownloadLink>
      )}
      {app && appNeedsSafari && (
        <button type="button" className={styles.barAction} onClick={onOpenGuide} data-testid="download-bar-app">
          <Trans id="install_download_app">Download</Trans>
        </button>
      )}
      {isIOSGuide(guide) && !(appNeedsSafari && app) && (
        <button type="button" className={styles.barAction} onClick={onOpenGuide} data-testid="download-bar-guide">
          <Trans id="install_app_button">Install</Trans>
        </button>
      )}
      {guide === 'prompt' && canPrompt && <InstallButton size="small" prompting={prompting} />}
      <p className={styles.barText}>
        <img className={styles.barIcon} src={ICON} alt="" width={24} height={24} />
        <span className={styles.barLabel}>
          <Trans id="install_bar_text">Play faster with our app</Trans>
        </span>
      </p>
    </aside>
  );
}
