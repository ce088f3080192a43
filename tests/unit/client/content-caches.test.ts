import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readMemberInfo, saveMemberInfo } from '#src/features/member/storage';
import type { MemberInfo } from '#src/shared/contract/member';
import type { SiteConfig } from '#src/shared/contract/system';
import { withDb } from '#src/shared/storage/db';
import { siteConfigKey } from '#src/shared/storage/keys';
import { siteConfigFixture } from '#tests/helpers/site-config';

const api = vi.hoisted(() => ({ call: vi.fn(), callServed: vi.fn() }));
vi.mock('#src/shared/api/api', () => ({ api, setMerchantCode: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const config = (licenceText: string) => siteConfigFixture({ licenceText });

describe('the site config kept on the device', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('boots from the copy of the language the app starts in, never from another language', async () => {
    localStorage.setItem(siteConfigKey('TY'), JSON.stringify(config('Lisensya')));
    localStorage.setItem('MC_SITE_CONFIG', JSON.stringify(config('Licence of no known language')));
    const { loadCachedSite, siteStore } = await import('#src/shared/site/site-store');
    loadCachedSite('EN');
    expect(siteStore.config).toBeNull();
    // The copy older versions kept says nothing of its language: gone.
    expect(localStorage.getItem('MC_SITE_CONFIG')).toBeNull();
    loadCachedSite('TY');
    expect(siteStore.config?.info.licenceText).toBe('Lisensya');
  });

  it('keeps what the server answers under the language it was asked in, and shows it only in that language', async () => {
    const { i18n } = await import('#src/shared/i18n/i18n');
    const { refreshSiteConfig, siteStore } = await import('#src/shared/site/site-store');
    i18n.load('TH', {});
    i18n.activate('TH');
    let answer: (value: { value: SiteConfig; fromCache: boolean }) => void = () => {};
    api.callServed.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const refresh = refreshSiteConfig();
    // The player chooses another language while the Thai answer is on its way.
    i18n.load('EN', {});
    i18n.activate('EN');
    answer({ value: config('ใบอนุญาต'), fromCache: false });
    await refresh;
    expect(JSON.parse(localStorage.getItem(siteConfigKey('TH')) ?? 'null')?.info.licenceText).toBe('ใบอนุญาต');
    expect(localStorage.getItem(siteConfigKey('EN'))).toBeNull();
    expect(siteStore.config?.info.licenceText).not.toBe('ใบอนุญาต');
  });

  it('follows a language change: that language’s copy at once, then the server’s', async () => {
    const { i18n } = await import('#src/shared/i18n/i18n');
    const { followLanguage, siteStore } = await import('#src/shared/site/site-store');
    localStorage.setItem(siteConfigKey('PT'), JSON.stringify(config('Licença guardada')));
    let answer: (value: { value: SiteConfig; fromCache: boolean }) => void = () => {};
    api.callServed.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const stop = followLanguage();
    i18n.load('PT', {});
    i18n.activate('PT');
    expect(siteStore.config?.info.licenceText).toBe('Licença guardada');
    expect(api.callServed).toHaveBeenCalledWith('siteConfig', {});
    answer({ value: config('Licença nova'), fromCache: false });
    await vi.waitFor(() => expect(siteStore.config?.info.licenceText).toBe('Licença nova'));
    stop();
  });
});

describe('the member info kept on the device', () => {
  afterEach(async () => {
    await withDb((db) => db.members.clear(), undefined);
  });

  const info: MemberInfo = {
    id: 1,
    nickname: 'Lucky',
    account: 'player1',
    type: 0,
    clubLabel: { labelName: 'VIP 3 Ginto' },
    headIcon: null,
  } as unknown as MemberInfo;

  it('is read in the language it was served in only', async () => {
    await saveMemberInfo('player1', info, 'TY');
    expect((await readMemberInfo('player1', 'TY'))?.clubLabel.labelName).toBe('VIP 3 Ginto');
    expect(await readMemberInfo('player1', 'EN')).toBeNull();
    // A copy an older version kept, in no known language, reads as none.
    await withDb((db) => db.members.put({ owner: 'player1', info, savedAt: Date.now() }), undefined);
    expect(await readMemberInfo('player1', 'TY')).toBeNull();
  });
});

describe('the member info the app shows', () => {
  afterEach(async () => {
    await withDb((db) => db.members.clear(), undefined);
  });

  it('is kept on the device as plain data, after loading and after a new head icon', async () => {
    const { loadMemberInfo, memberStore, setHeadIcon } = await import('#src/features/member/member-store');
    const served: MemberInfo = { id: 7, nickname: 'Lucky', account: 'player1', type: 0, clubLabel: { labelName: 'VIP 3' }, headIcon: null };
    api.call.mockResolvedValueOnce(served);
    await loadMemberInfo('player1');
    expect((await withDb((db) => db.members.get('player1'), undefined))?.info).toEqual(served);
    // The store's copy is a proxy: what reaches IndexedDB must not be.
    await setHeadIcon('player1', { kind: 'preset', preset: 4 });
    expect(memberStore.info?.headIcon).toEqual({ kind: 'preset', preset: 4 });
    const kept = await withDb((db) => db.members.get('player1'), undefined);
    expect(kept?.info).toEqual({ ...served, headIcon: { kind: 'preset', preset: 4 } });
  });
});

describe('the device database', () => {
  it('reports a write it cannot make instead of swallowing it', async () => {
    const failed = vi.mocked(console.error);
    failed.mockImplementationOnce(() => undefined);
    const uncloneable = { owner: 'x', info: { run: () => 1 }, savedAt: 1, language: 'EN' } as never;
    await expect(withDb((db) => db.members.put(uncloneable), 'fallback')).resolves.toBe('fallback');
    expect(failed).toHaveBeenCalledWith('Device database query failed:', expect.objectContaining({ name: 'DataCloneError' }));
  });
});

describe('home’s news strip kept on the device', () => {
  it('comes back from the device when every part fails for want of a connection, never after a refusal', async () => {
    const { ApiError } = await import('#src/shared/api/api-error');
    const { getHomeNews } = await import('#src/features/home/api/home-news');
    const item = { id: 1, title: 'Jackpot weekend', summary: 'Double points', link: null, publishedAt: '2026-11-20T10:00:00Z' };
    api.call.mockImplementation(async (name: string) => (name === 'winnerBoard' ? { winners: [] } : { items: [item] }));
    const online = await getHomeNews(null);
    await vi.waitFor(async () => expect(await withDb((db) => db.screenCopies.count(), 0)).toBe(1));
    api.call.mockRejectedValue(new ApiError('err_offline', 0));
    expect(await getHomeNews(null)).toEqual(online);
    api.call.mockRejectedValue(new ApiError('err_no_permission', 403));
    await expect(getHomeNews(null)).rejects.toMatchObject({ status: 403 });
    await withDb((db) => db.screenCopies.clear(), undefined);
  });
});
