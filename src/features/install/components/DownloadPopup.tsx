import { Trans } from '@lingui/react/macro';
import { Button } from '#src/shared/ui/Button';
import { Modal } from '#src/shared/ui/Modal';
import type { InstallState } from '../lib/use-install-state';
import { AppDownloadLink } from './AppDownloadLink';
import { hasGuide, InstallGuide } from './InstallGuide';
import styles from './InstallPrompts.module.css';

type Props = Pick<InstallState, 'app' | 'guide' | 'profileUrl' | 'canPrompt' | 'prompting'> & { onClose: () => void };

/**
 * The download-app popup (product rule 2.29): everything there is to get, at once — the native app,
 * and the add-to-home-screen guide for this browser. Outside Safari on iOS the app cannot be
 * installed, so the guide's "Please use Safari" takes the download link's place.
 *
 * It is the least urgent dialog on home: it waits for the notice popup to close (home holds it
 * back), and sits in a layer under every other dialog should one open over it.
 */
export function DownloadPopup({ app, guide, profileUrl, canPrompt, prompting, onClose }: Props) {
  return (
    <div className={styles.popupLayer}>
      <Modal
        title={<Trans id="download_app">Download the app</Trans>}
        onClose={onClose}
        testId="download-popup"
        actions={
          <Button variant="secondary" onClick={onClose} data-testid="download-popup-close">
            <Trans id="close">Close</Trans>
          </Button>
        }
      >
        <div className={styles.popupBody}>
          <p className={styles.lead}>
            <Trans id="install_popup_text">Play faster: get our app, or add this site to your home screen.</Trans>
          </p>
          {app && guide !== 'use-safari' && (
            <AppDownloadLink app={app} className={styles.primaryAction} testId="download-popup-app">
              <Trans id="install_download_app">Download</Trans>
            </AppDownloadLink>
          )}
          {hasGuide(guide, canPrompt) && (
            <>
              {guide !== 'use-safari' && guide !== 'prompt' && (
                <h3 className={styles.subtitle}>
                  <Trans id="install_guide_title">Add to Home Screen</Trans>
                </h3>
              )}
              <InstallGuide kind={guide} profileUrl={profileUrl} canPrompt={canPrompt} prompting={prompting} />
            </>
          )}
        </div>
      </Modal>
    </div>
  );
}
