import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompts } from '#src/features/install/components/InstallPrompts';
import { resetInstallPromptForTests } from '#src/features/install/lib/install-prompt';
import type { SiteConfig } from '#src/shared/contract/system';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { siteStore } from '#src/shared/site/site-store';
import { STORAGE_KEYS } from '#src/shared/storage/keys';
import { siteConfigFixture } from '#tests/helpers/site-config';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_12_1 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const CRIOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const IPA = 'https://apps.example.com/lobby.ipa';
const APK = 'https://apps.example.com/lobby.apk';
const PROFILE = 'https://apps.example.com/lobby.mobileconfig';

const config = (resources: SiteConfig['info']['resources']) => siteConfigFixture({ resources });

const ALL = [
  { resourceType: 'IOS' as const, url: IPA },
  { resourceType: 'Android' as const, url: APK },
  { resourceType: 'MOBILECONFIG' as const, url: PROFILE },
];

function device(userAgent: string, { standalone = false } = {}) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query }),
  });
}

/** A stand-in for Chromium's beforeinstallprompt: prompt() resolves, userChoice says `outcome`. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  let answer: (value: { outcome: 'accepted' | 'dismissed' }) => void = () => undefined;
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: new Promise<{ outcome: 'accepted' | 'dismissed' }>((resolve) => {
      answer = resolve;
    }),
  });
  return { event, answer: () => answer({ outcome }) };
}

function mount() {
  return render(
    <I18nProvider i18n={i18n}>
      <InstallPrompts />
    </I18nProvider>,
  );
}

beforeAll(() => initI18n());

beforeEach(() => {
  siteStore.config = config(ALL);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetInstallPromptForTests();
  siteStore.config = null;
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('InstallPrompts on iPhone Safari', () => {
  it('opens the popup once per session with the app, the share-sheet guide and the profile; its close leaves the bar', async () => {
    device(IPHONE);
    mount();
    // The dialogs are their own chunk: they arrive a moment after the first render.
    const popup = await screen.findByTestId('download-popup');
    // Reuses the existing "download_app" message (translated in every catalog).
    expect(popup.textContent).toContain(i18n._('download_app'));
    const app = screen.getByTestId('download-popup-app');
    expect(app.getAttribute('href')).toBe(IPA);
    // A package file starts downloading in the same tab.
    expect(app.getAttribute('target')).toBeNull();
    const guide = screen.getByTestId('install-guide');
    expect(guide.dataset.kind).toBe('ios-share');
    expect(guide.textContent).toContain(i18n._('install_guide_share_step1').split('<0/>')[0]?.trim());
    expect(guide.textContent).toContain('Add to Home Screen');
    expect(guide.querySelector('[data-testid="ios-share-icon"]')).not.toBeNull();
    const profile = screen.getByTestId('install-profile');
    expect(profile.getAttribute('href')).toBe(PROFILE);
    expect(profile.getAttribute('target')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.downloadPopupSeen)).toBe('1');
    expect(screen.queryByTestId('download-bar')).toBeNull();

    fireEvent.click(screen.getByTestId('download-popup-close'));
    expect(screen.queryByTestId('download-popup')).toBeNull();
    expect(screen.getByTestId('download-bar')).toBeTruthy();
    // Closing the popup is "not now": the bar is not closed for good.
    expect(localStorage.getItem(STORAGE_KEYS.downloadBarClosed)).toBeNull();

    // Home again in the same session: the bar, no popup.
    cleanup();
    mount();
    expect(screen.queryByTestId('download-popup')).toBeNull();
    expect(screen.getByTestId('download-bar')).toBeTruthy();
  });

  it('the bar opens the guide, and its close hides it for good (local flag)', async () => {
    device(IPHONE);
    sessionStorage.setItem(STORAGE_KEYS.downloadPopupSeen, '1');
    mount();
    expect(document.documentElement.style.getPropertyValue('--download-bar-height')).toBe('48px');
    expect(screen.getByTestId('download-bar-app').getAttribute('href')).toBe(IPA);
    fireEvent.click(screen.getByTestId('download-bar-guide'));
    expect((await screen.findByTestId('install-guide-dialog')).textContent).toContain('Add to Home Screen');
    expect(screen.getByTestId('install-guide').dataset.kind).toBe('ios-share');
    fireEvent.click(screen.getByTestId('install-guide-close'));
    expect(screen.queryByTestId('install-guide')).toBeNull();

    fireEvent.click(screen.getByTestId('download-bar-close'));
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.downloadBarClosed)).toBe('1');
    expect(document.documentElement.style.getPropertyValue('--download-bar-height')).toBe('');

    cleanup();
    sessionStorage.clear();
    mount();
    // The local flag hides the popup too, even in a new session.
    expect(screen.queryByTestId('download-popup')).toBeNull();
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it('iOS 12.1 gets the legacy tip', async () => {
    device(IPHONE_12_1);
    mount();
    const guide = await screen.findByTestId('install-guide');
    expect(guide.dataset.kind).toBe('ios-legacy');
    expect(screen.getByTestId('install-legacy-tip').textContent).toContain(i18n._('install_guide_legacy_step2'));
  });

  it('in home-screen mode with an iOS link, the bar offers the native app only', () => {
    device(IPHONE, { standalone: true });
    mount();
    // The popup is for the browser: from the home screen, the bar is reminder enough.
    expect(screen.queryByTestId('download-popup')).toBeNull();
    expect(screen.getByTestId('download-bar-app').getAttribute('href')).toBe(IPA);
    expect(screen.queryByTestId('download-bar-guide')).toBeNull();
  });

  it('in home-screen mode without an iOS link, nothing', () => {
    device(IPHONE, { standalone: true });
    siteStore.config = config(ALL.filter((r) => r.resourceType !== 'IOS'));
    mount();
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(screen.queryByTestId('download-popup')).toBeNull();
  });
});

describe('InstallPrompts in other iOS browsers', () => {
  it('says "Please use Safari" instead of offering a download that cannot finish', async () => {
    device(CRIOS);
    mount();
    expect((await screen.findByTestId('install-use-safari')).textContent).toBe(i18n._('use_safari_download'));
    expect(screen.queryByTestId('download-popup-app')).toBeNull();
    expect(screen.queryByTestId('install-profile')).toBeNull();
    fireEvent.click(screen.getByTestId('download-popup-close'));
    // The bar's Download opens the same words.
    fireEvent.click(screen.getByTestId('download-bar-app'));
    expect(await screen.findByTestId('install-use-safari')).toBeTruthy();
  });
});

describe('InstallPrompts on Android', () => {
  it('shows the install button once beforeinstallprompt is kept, prompts on tap and hides after the answer', async () => {
    device(ANDROID);
    sessionStorage.setItem(STORAGE_KEYS.downloadPopupSeen, '1');
    mount();
    expect(screen.getByTestId('download-bar-app').getAttribute('href')).toBe(APK);
    expect(screen.queryByTestId('install-button')).toBeNull();

    const { event, answer } = installEvent('dismissed');
    act(() => {
      window.dispatchEvent(event);
    });
    // Kept for the player's tap: Chrome's own mini-infobar is stopped.
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByTestId('install-button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    // While the prompt is open the button waits.
    expect((screen.getByTestId('install-button') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      answer();
    });
    expect(screen.queryByTestId('install-button')).toBeNull();
    expect(screen.getByTestId('download-bar')).toBeTruthy();
  });

  it('hides everything after appinstalled, and remembers it', async () => {
    device(ANDROID);
    mount();
    expect(await screen.findByTestId('download-popup')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('download-popup')).toBeNull();
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.downloadBarClosed)).toBe('1');
  });

  it('shows nothing in an installed web app (display-mode standalone)', () => {
    device(ANDROID, { standalone: true });
    mount();
    act(() => {
      window.dispatchEvent(installEvent('accepted').event);
    });
    expect(screen.queryByTestId('download-popup')).toBeNull();
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it('shows nothing inside the native app', () => {
    device(`${ANDROID} InApp/3.2`);
    mount();
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(screen.queryByTestId('download-popup')).toBeNull();
  });
});
