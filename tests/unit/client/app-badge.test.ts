import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '#src/shared/session/session-store';

const api = vi.hoisted(() => ({ getUnreadCounts: vi.fn() }));
vi.mock('#src/features/messages/api/get-unread-counts', () => api);

const MEMBER = { token: 't-1', merchantCode: 'DEMO', userName: 'player1', type: 0, firstTimeLogin: false };

afterEach(() => {
  sessionStore.info = null;
  vi.unstubAllGlobals();
});

describe('the app badge', () => {
  it('shows the unread total on the installed app’s icon, follows reads, and clears at 0 and at logout', async () => {
    const setAppBadge = vi.fn(async (_count?: number) => undefined);
    const clearAppBadge = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, setAppBadge, clearAppBadge });
    const { refreshUnreadCounts, markOneRead } = await import('#src/features/messages/unread-store');
    api.getUnreadCounts.mockResolvedValue({ announcement: 1, chat: 0, inbox: 1, totalUnreadCount: 2 });
    sessionStore.info = MEMBER;
    refreshUnreadCounts();
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(2));
    markOneRead('inbox');
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(1));
    clearAppBadge.mockClear();
    markOneRead('announcement');
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalled());

    markOneRead('inbox');
    api.getUnreadCounts.mockResolvedValue({ announcement: 0, chat: 0, inbox: 5, totalUnreadCount: 5 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    refreshUnreadCounts();
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(5));
    clearAppBadge.mockClear();
    sessionStore.info = null;
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
  });
});
