import { lazy, Suspense, useState } from 'react';
import { useInstallState } from '../lib/use-install-state';
import { DownloadBar } from './DownloadBar';
import styles from './InstallPrompts.module.css';

const DownloadPopup = lazy(() => import('./install-dialogs').then((m) => ({ default: m.DownloadPopup })));
const InstallGuideDialog = lazy(() => import('./install-dialogs').then((m) => ({ default: m.InstallGuideDialog })));

/**
 * Home's install offers: the download-app popup, the download bar and the add-to-home-screen guide
 * (product rules 2.29 and 4.8). Mount it once, at the end of home's <main>.
 *
 * How popup and bar relate: they offer the same things, loud and quiet. The popup opens by itself
 * once per session (tab), in a phone's browser, when there is something to offer at once (a native
 * app, an iOS guide); it is marked seen as soon as it shows (STORAGE_KEYS.downloadPopupSeen,
 * session storage), and closing it leaves the bar. The bar stays on every home visit until its
 * close is tapped, which hides bar and popup for good on this device (STORAGE_KEYS.downloadBarClosed,
 * local storage; installing through the browser's prompt sets it too). While the popup is open
 * the bar waits, so that no offer shows twice. `held`: another dialog of home comes first (the
 * notice popup); the popup opens after it, and the bar shows meanwhile.
 */
export function InstallPrompts({ held = false }: { held?: boolean }) {
  const state = useInstallState({ held });
  const [guideOpen, setGuideOpen] = useState(false);
  if (state.barHidden !== null) return null;
  return (
    <>
      {/* In the page's flow, as tall as the bar: the end of home can scroll out from under it. */}
      <div className={styles.spacer} aria-hidden="true" />
      {state.popupOpen ? (
        <Suspense fallback={null}>
          <DownloadPopup {...state} onClose={state.closePopup} />
        </Suspense>
      ) : (
        <DownloadBar {...state} onOpenGuide={() => setGuideOpen(true)} />
      )}
      {guideOpen && !state.popupOpen && (
        <Suspense fallback={null}>
          <InstallGuideDialog {...state} onClose={() => setGuideOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
