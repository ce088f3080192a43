import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { LogoutButton } from '#src/features/auth/components/LogoutButton';
import { FeedbackSection } from '#src/features/member/components/FeedbackSection';
import { toggleBalanceHidden, walletStore } from '#src/features/wallet/wallet-store';
import { isTrial } from '#src/shared/contract/roles';
import { currentLanguageInfo } from '#src/shared/i18n/i18n';
import { sessionStore } from '#src/shared/session/session-store';
import { clearCachedData, storageUsage } from '#src/shared/storage/clear-cached-data';
import { Button } from '#src/shared/ui/Button';
import { ConfirmDialog } from '#src/shared/ui/ConfirmDialog';
import { LanguageSwitcher } from '#src/shared/ui/LanguageSwitcher';
import { NeedsConnection } from '#src/shared/ui/NeedsConnection';
import page from '#src/shared/ui/Page.module.css';
import { showToast } from '#src/shared/ui/toast-store';
import { checkForUpdate } from '../pwa/service-worker';
import styles from './SettingsScreen.module.css';

const CLEARED = msg({ id: 'settings_cache_cleared', message: 'Cached data cleared' });
const CLEARED_BYTES = msg({ id: 'settings_cache_cleared_size', message: 'Cached data cleared ({size} freed)' });
const LATEST = msg({ id: 'settings_update_latest', message: 'You have the latest version' });
const UPDATE_READY = msg({ id: 'settings_update_ready', message: 'A new version is ready: tap Reload to use it' });
const UPDATE_UNAVAILABLE = msg({ id: 'settings_update_unavailable', message: 'Could not check for updates. Try again when you are online.' });

/** 1.2 MB, 340 kB (1,2 MB in PT): what clearing freed, when the browser tells, in the language's marks. */
function sizeText(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: megabytes ? 1 : 0 }).format(
    megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000),
  );
}

/**
 * /m/set: language, hide balance, clear cached data, the version and the update check, sign out.
 * Composed here because it joins app pieces (the service worker) with features (wallet, auth).
 */
export default function SettingsScreen({ testId }: { testId: string }) {
  const { _ } = useLingui();
  const { info } = useSnapshot(sessionStore);
  const { hidden } = useSnapshot(walletStore);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [checking, setChecking] = useState(false);

  async function clear() {
    setConfirming(false);
    setClearing(true);
    const before = await storageUsage();
    await clearCachedData();
    const after = await storageUsage();
    setClearing(false);
    const freed = before !== undefined && after !== undefined ? before - after : 0;
    showToast(freed > 0 ? { ...CLEARED_BYTES, values: { size: sizeText(freed, currentLanguageInfo().htmlLang) } } : CLEARED, { tone: 'success' });
  }

  async function check() {
    setChecking(true);
    const result = await checkForUpdate();
    setChecking(false);
    showToast(result === 'waiting' ? UPDATE_READY : result === 'latest' ? LATEST : UPDATE_UNAVAILABLE, {
      tone: result === 'unavailable' ? 'error' : 'success',
      ms: 3000,
    });
  }

  return (
    <main className={page.screen} data-testid={testId}>
      <h1 className={page.title}>
        <Trans id="route_set">Settings</Trans>
      </h1>
      <ul className={page.list}>
        <li className={`${page.row} ${styles.row}`}>
          <span className={styles.label}>
            <Trans id="settings_language">Language</Trans>
          </span>
          <LanguageSwitcher />
        </li>
        {info && (
          <li className={`${page.row} ${styles.row}`}>
            <label className={styles.label} htmlFor="settings-hide-balance">
              <Trans id="settings_hide_balance">Hide balance</Trans>
            </label>
            <input
              id="settings-hide-balance"
              type="checkbox"
              role="switch"
              aria-checked={hidden}
              className={styles.switch}
              checked={hidden}
              onChange={toggleBalanceHidden}
              data-testid="settings-hide-balance"
            />
          </li>
        )}
        <li className={`${page.row} ${styles.row}`}>
          <span className={styles.label}>
            <Trans id="settings_clear_cache">Clear cached data</Trans>
            <span className={styles.hint}>
              <Trans id="settings_clear_cache_hint">Game lists, pictures and saved pages. You stay signed in.</Trans>
            </span>
          </span>
          <Button variant="secondary" size="small" disabled={clearing} onClick={() => setConfirming(true)} data-testid="settings-clear-cache">
            <Trans id="settings_clear">Clear</Trans>
          </Button>
        </li>
        <li className={`${page.row} ${styles.row}`}>
          <span className={styles.label}>
            <Trans id="settings_version">Version</Trans>
            <span className={styles.hint} data-testid="settings-version">
              {__APP_VERSION__}
            </span>
          </span>
          <Button variant="secondary" size="small" disabled={checking} onClick={() => void check()} data-testid="settings-check-update">
            <Trans id="settings_check_update">Check for updates</Trans>
          </Button>
        </li>
      </ul>
      {/* Feedback is the member's own conversation: trial accounts and visitors have none. */}
      {info && !isTrial(info.type) && (
        <NeedsConnection>
          <FeedbackSection />
        </NeedsConnection>
      )}
      {info && (
        <div className={styles.signOut}>
          <LogoutButton />
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          testId="settings-clear-confirm"
          title={_(msg({ id: 'settings_clear_cache_title', message: 'Clear cached data?' }))}
          confirmLabel={<Trans id="settings_clear">Clear</Trans>}
          onConfirm={() => void clear()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            <Trans id="settings_clear_cache_text">
              The app will load game lists and pictures from the network again. Your account, settings and favourites stay.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </main>
  );
}
