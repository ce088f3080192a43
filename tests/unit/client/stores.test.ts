import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
});

const session = { token: 't0k', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false };

describe('session store', () => {
  it('starts from MC_SESSION_INFO in local storage', async () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
    const { sessionStore, currentToken } = await import('#src/shared/session/session-store');
    expect(sessionStore.info).toEqual(session);
    expect(currentToken()).toBe('t0k');
  });

  it('drops malformed session info instead of crashing', async () => {
    localStorage.setItem('MC_SESSION_INFO', '{"token": 12');
    const { sessionStore } = await import('#src/shared/session/session-store');
    expect(sessionStore.info).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
  });

  it('drops session info of the wrong shape', async () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...session, token: '' }));
    const { sessionStore } = await import('#src/shared/session/session-store');
    expect(sessionStore.info).toBeNull();
  });

  it('keeps a started session and forgets it with the trial name on end', async () => {
    const { startSession, endSession, sessionStore } = await import('#src/shared/session/session-store');
    startSession(session);
    sessionStorage.setItem('trialName', 'guest42');
    expect(JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(session);
    endSession();
    expect(sessionStore.info).toBeNull();
    expect(localStorage.getItem('MC_SESSION_INFO')).toBeNull();
    expect(sessionStorage.getItem('trialName')).toBeNull();
  });

  it("keeps the page cookie for the server's member view equal to the stored session", async () => {
    const cookie = () => document.cookie.split('; ').find((pair) => pair.startsWith('mc_view='));
    // The app's pages are under /m, where the cookie lives.
    history.replaceState(null, '', '/m/home');
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie left behind, as a browser would keep it
    document.cookie = 'mc_view=stale; Path=/m';
    // No stored session: a cookie left behind (storage cleared) goes at boot.
    let store = await import('#src/shared/session/session-store');
    expect(cookie()).toBeUndefined();
    store.startSession({ ...session, token: 'a+b/c' });
    expect(cookie()).toBe(`mc_view=${encodeURIComponent('a+b/c')}`);
    store.endSession();
    expect(cookie()).toBeUndefined();
    // A session stored before the cookie existed gets it at boot.
    vi.resetModules();
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
    store = await import('#src/shared/session/session-store');
    expect(cookie()).toBe('mc_view=t0k');
    store.endSession();
    history.replaceState(null, '', '/');
  });
});

describe('site store', () => {
  it('boots from the cached status, ignoring a corrupt cached config', async () => {
    localStorage.setItem('MC_SYSTEM_STATUS', JSON.stringify({ status: 1, maintenance: true, regionRestriction: false, ip: '1.2.3.4' }));
    localStorage.setItem('MC_SITE_CONFIG', '{"merchantCode":');
    const { loadCachedSite, siteStore } = await import('#src/shared/site/site-store');
    loadCachedSite();
    expect(siteStore.status?.status).toBe(1);
    expect(siteStore.config).toBeNull();
  });

  it('reads flags and resources from a config', async () => {
    const { hasFlag, resourceUrl } = await import('#src/shared/site/site-store');
    const config = { info: { whitelabel: ['DIRECTREG3' as const], resources: [{ resourceType: 'WHATSAPP' as const, url: 'https://wa.me/1' }] } };
    expect(hasFlag(config, 'DIRECTREG3')).toBe(true);
    expect(hasFlag(config, 'SECPRIV')).toBe(false);
    expect(hasFlag(null, 'DIRECTREG3')).toBe(false);
    expect(resourceUrl(config, 'WHATSAPP')).toBe('https://wa.me/1');
    expect(resourceUrl(config, 'TELEGRAM')).toBeNull();
  });

  it('applies merchant colours to design tokens and refuses anything that is not a token', async () => {
    const { applyTheme } = await import('#src/shared/site/apply-theme');
    const root = document.createElement('div');
    applyTheme({ '--color-accent': '#4fc3f7', color: 'red', '--x': 'red; background: url(x)' }, root);
    expect(root.style.getPropertyValue('--color-accent')).toBe('#4fc3f7');
    expect(root.style.getPropertyValue('color')).toBe('');
    expect(root.style.getPropertyValue('--x')).toBe('');
  });
});

describe('wallet store', () => {
  it('remembers the hidden-balance choice', async () => {
    const { toggleBalanceHidden, walletStore } = await import('#src/features/wallet/wallet-store');
    expect(walletStore.hidden).toBe(false);
    toggleBalanceHidden();
    expect(localStorage.getItem('MC_BALANCE_HIDDEN')).toBe('1');
    vi.resetModules();
    const again = await import('#src/features/wallet/wallet-store');
    expect(again.walletStore.hidden).toBe(true);
  });
});
