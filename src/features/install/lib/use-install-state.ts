import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { browserWindow } from '#src/shared/lib/browser-window';
import { isStandalone } from '#src/shared/lib/display-mode';
import { siteStore } from '#src/shared/site/site-store';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { readText, writeText } from '#src/shared/storage/web-storage';
import { type InstallOffers, installOffers } from './install-offers';
import { useInstallPrompt } from './install-prompt';
import { showsDownloadPopup } from './install-rules';

export type InstallState = InstallOffers & {
  readonly canPrompt: boolean;
  readonly prompting: boolean;
  readonly popupOpen: boolean;
  /** Closes the popup for this session; the bar stays. */
  readonly closePopup: () => void;
  /** Closes the bar for good on this device (the local flag), and the popup with it. */
  readonly closeBar: () => void;
};

/** The device facts, read once per mount: a tab does not change browser or display mode. */
function readDevice() {
  const win = browserWindow();
  // Rendered without a browser (on the server): a device that gets no guide until the app's own render.
  if (!win) return { userAgent: '', maxTouchPoints: 0, standalone: false };
  return { userAgent: win.navigator.userAgent, maxTouchPoints: win.navigator.maxTouchPoints ?? 0, standalone: isStandalone(win) };
}

/**
 * The install feature's state on home: the device, the site's download links, the browser's
 * install prompt and the two flags (STORAGE_KEYS.downloadBarClosed in local storage,
 * STORAGE_KEYS.downloadPopupSeen in session storage).
 */
export function useInstallState({ held = false }: { held?: boolean } = {}): InstallState {
  const { config } = useSnapshot(siteStore);
  const prompt = useInstallPrompt();
  const [device] = useState(readDevice);
  const [closed, setClosed] = useState(() => readText(STORAGE_KEYS.downloadBarClosed) !== null);
  const [popupSeen] = useState(() => readText(STORAGE_KEYS.downloadPopupSeen, 'session') !== null);
  const [popupClosed, setPopupClosed] = useState(false);

  const resources = config?.info.resources;
  const offers = useMemo(
    () => installOffers({ ...device, resources: resources ?? [], closed: closed || prompt.installed, canPrompt: prompt.canPrompt }),
    [device, resources, closed, prompt.installed, prompt.canPrompt],
  );
  // Held back while another dialog shows: it opens (and counts as seen) only once that one is closed.
  const popupOpen = !held && !popupClosed && showsDownloadPopup({ ...offers, seenThisSession: popupSeen, standalone: device.standalone });

  // Once per session: the flag is set when the popup shows, so leaving home and coming back (or a
  // reload) does not bring it back, whether or not it was closed.
  useEffect(() => {
    if (popupOpen) writeText(STORAGE_KEYS.downloadPopupSeen, '1', 'session');
  }, [popupOpen]);

  // Installed from this page: no more offers on this device either.
  useEffect(() => {
    if (prompt.installed) writeText(STORAGE_KEYS.downloadBarClosed, '1');
  }, [prompt.installed]);

  const closePopup = useCallback(() => setPopupClosed(true), []);
  const closeBar = useCallback(() => {
    writeText(STORAGE_KEYS.downloadBarClosed, '1');
    // Closed for this page even when storage is unavailable and the flag could not be written.
    setClosed(true);
  }, []);

  return { ...offers, canPrompt: prompt.canPrompt, prompting: prompt.prompting, popupOpen, closePopup, closeBar };
}
