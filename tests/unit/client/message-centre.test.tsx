import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MessageCentreScreen from '#src/features/messages/components/MessageCentreScreen';
import { CHAT_REDIRECT_MS } from '#src/features/messages/lib/chat-launch';
import type { SiteConfig } from '#src/shared/contract/system';
import { i18n, initI18n } from '#src/shared/i18n/i18n';
import { sessionStore } from '#src/shared/session/session-store';
import { siteStore } from '#src/shared/site/site-store';
import { siteConfigFixture } from '#tests/helpers/site-config';

const api = vi.hoisted(() => ({ getUnreadCounts: vi.fn(), getChatPermission: vi.fn(), launchChat: vi.fn() }));
vi.mock('#src/features/messages/api/get-unread-counts', () => ({ getUnreadCounts: api.getUnreadCounts }));
vi.mock('#src/features/messages/api/chat', () => ({ getChatPermission: api.getChatPermission, launchChat: api.launchChat }));

const MEMBER = { token: 't-member', merchantCode: 'DEMO', userName: 'member1', type: 0, firstTimeLogin: false };
const TRIAL = { ...MEMBER, token: 't-trial', userName: 'trial1', type: 4 };

const config = (whitelabel: SiteConfig['info']['whitelabel']) =>
  siteConfigFixture({ whitelabel, resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/demolobby' }] });

beforeAll(() => initI18n());
beforeEach(() => {
  api.getUnreadCounts.mockResolvedValue({ announcement: 3, chat: 1, inbox: 120, totalUnreadCount: 124 });
  api.getChatPermission.mockResolvedValue(true);
  siteStore.config = config(['LIVECHAT3', 'CBS3']);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
  sessionStore.info = null;
  siteStore.config = null;
});

function renderCentre() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/m/message']}>
        <MessageCentreScreen testId="screen-message" />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const badgeOf = (entry: string) => within(screen.getByTestId(`message-entry-${entry}`)).queryByTestId('unread-badge');

describe('message centre', () => {
  it("shows each entry's unread count from the store (99+ at most) and the chat entry once the server allows it", async () => {
    sessionStore.info = MEMBER;
    renderCentre();
    expect(await screen.findByTestId('message-entry-chat')).toBeTruthy();
    expect(badgeOf('notice')?.textContent).toContain('3');
    expect(badgeOf('inbox')?.textContent).toContain('99+');
    expect(badgeOf('chat')?.textContent).toContain('1');
    expect(badgeOf('telegram')).toBeNull();
    expect(screen.getByTestId('message-entry-telegram').getAttribute('href')).toBe('https://t.me/demolobby');
  });

  it('has no chat entry when the server refuses, nor without the chat flags (and then does not ask)', async () => {
    sessionStore.info = MEMBER;
    api.getChatPermission.mockResolvedValue(false);
    renderCentre();
    await act(async () => {});
    expect(api.getChatPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('message-entry-chat')).toBeNull();
    cleanup();
    sessionStore.info = MEMBER;
    siteStore.config = config(['LIVECHAT3']);
    renderCentre();
    await act(async () => {});
    expect(screen.queryByTestId('message-entry-chat')).toBeNull();
    expect(api.getChatPermission).toHaveBeenCalledTimes(1);
  });

  it('shows a trial account the chat entry and refuses it on the tap with free_reject, asking the server nothing', async () => {
    const { toastStore } = await import('#src/shared/ui/toast-store');
    sessionStore.info = TRIAL;
    renderCentre();
    const entry = await screen.findByTestId('message-entry-chat');
    fireEvent.click(entry);
    expect(toastStore.current?.message.id).toBe('free_reject');
    await act(async () => {});
    expect(api.getChatPermission).not.toHaveBeenCalled();
    expect(api.launchChat).not.toHaveBeenCalled();
  });

  it('launches the chat with its parameters and then goes to its URL in this tab, a please-wait notice meanwhile', async () => {
    sessionStore.info = MEMBER;
    api.launchChat.mockResolvedValue('/chat/abc');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/m/message',
      origin: 'http://localhost:3000',
      assign,
    });
    renderCentre();
    const entry = await screen.findByTestId('message-entry-chat');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(entry);
    });
    expect(api.launchChat).toHaveBeenCalledWith({
      b2c: '1',
      language: 'TY',
      backUrl: 'http://localhost:3000/m/message',
      headerColor: '#f5c542',
      title: 'Live na chat',
    });
    expect(screen.getByTestId('loading')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(CHAT_REDIRECT_MS);
    });
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/chat/abc');
  });
});
