import { Trans } from '@lingui/react/macro';
import type { InstallGuideKind } from '../lib/install-rules';
import { InstallButton } from './InstallButton';
import styles from './InstallGuide.module.css';
import { IosShareIcon } from './IosShareIcon';

type Props = {
  kind: InstallGuideKind;
  /** The MOBILECONFIG profile, when the site has one and the browser can install it (Safari). */
  profileUrl: string | null;
  canPrompt: boolean;
  prompting: boolean;
};

/** Whether the guide has anything to show: the prompt kind only once the browser's event is kept. */
export function hasGuide(kind: InstallGuideKind, canPrompt: boolean): boolean {
  return kind !== 'none' && (kind !== 'prompt' || canPrompt);
}

/**
 * The add-to-home-screen guide (product rules 2.29 and 10.8): Safari's share-sheet
 * steps, the legacy tip for iOS below 12.2, "Please use Safari" in other iOS browsers, the
 * browser's install button elsewhere; and the configuration profile button where there is one.
 */
export function InstallGuide({ kind, profileUrl, canPrompt, prompting }: Props) {
  if (!hasGuide(kind, canPrompt)) return null;
  return (
    <section className={styles.guide} data-testid="install-guide" data-kind={kind}>
      {kind === 'ios-share' && (
        <ol className={styles.steps} data-testid="install-share-steps">
          <li>
            <Trans id="install_guide_share_step1">
              Tap the Share button <IosShareIcon className={styles.icon} /> in Safari's toolbar.
            </Trans>
          </li>
          <li>
            <Trans id="install_guide_share_step2">Scroll down the list and tap “Add to Home Screen”.</Trans>
          </li>
          <li>
            <Trans id="install_guide_share_step3">Tap “Add”: the app then opens from your home screen.</Trans>
          </li>
        </ol>
      )}
      {kind === 'ios-legacy' && (
        <ol className={styles.steps} data-testid="install-legacy-tip">
          <li>
            <Trans id="install_guide_legacy_step1">
              Tap the Share button <IosShareIcon className={styles.icon} /> in the toolbar at the bottom of the screen.
            </Trans>
          </li>
          <li>
            <Trans id="install_guide_legacy_step2">In the lower row of icons, swipe left: “Add to Home Screen” may be further right in the list.</Trans>
          </li>
          <li>
            <Trans id="install_guide_legacy_step3">Tap “Add to Home Screen”, then “Add” at the top right.</Trans>
          </li>
        </ol>
      )}
      {kind === 'use-safari' && (
        <p className={styles.useSafari} data-testid="install-use-safari">
          <Trans id="use_safari_download">Please use Safari for download App</Trans>
        </p>
      )}
      {kind === 'prompt' && <InstallButton prompting={prompting} />}
      {profileUrl && (
        // Same tab: a profile is a download that Safari hands to Settings, not a page to open.
        <a className={styles.profile} href={profileUrl} data-testid="install-profile">
          <Trans id="install_profile_button">Install the configuration profile</Trans>
        </a>
      )}
    </section>
  );
}
