import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('#src/shared/api/api', () => ({ api }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('addresses of pages the app opens', () => {
  it("the game's address names the player's language, unless it names one already", async () => {
    const { withPageLanguage } = await import('#src/features/games/lib/use-launch-url');
    expect(withPageLanguage('/demo/game/abc', 'TH')).toBe('/demo/game/abc?lang=TH');
    expect(withPageLanguage('https://vendor.example/play?t=1#top', 'PT')).toBe('https://vendor.example/play?t=1&lang=PT#top');
    expect(withPageLanguage('/demo/game/abc?lang=CN', 'TH')).toBe('/demo/game/abc?lang=CN');
    expect(withPageLanguage('/demo/game/abc?x=1&lang=VI', 'TH')).toBe('/demo/game/abc?x=1&lang=VI');
  });

  it("the chat's address names the chat's language", async () => {
    const { launchChat } = await import('#src/features/messages/api/chat');
    const params = { b2c: '1' as const, language: 'VI' as const, backUrl: 'http://localhost/m/message', headerColor: '#f5c542', title: 'Chat' };
    api.call.mockResolvedValueOnce({ chatUrl: '/chat/abc' });
    expect(await launchChat(params)).toBe('/chat/abc?lang=VI');
    api.call.mockResolvedValueOnce({ chatUrl: '/chat/abc?lang=EN' });
    expect(await launchChat(params)).toBe('/chat/abc?lang=EN');
  });
});
