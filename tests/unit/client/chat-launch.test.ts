import { describe, expect, it } from 'vitest';
import { chatEntry, chatLanguage, chatLaunchParams, DEFAULT_HEADER_COLOR } from '#src/features/messages/lib/chat-launch';
import { chatLaunchRequestSchema } from '#src/shared/contract/messages';

describe('chat language (upper-cased, CN variants as CN: product rule 7.12)', () => {
  it.each(['CN', 'cn', 'zh', 'ZH', 'zh-CN', 'zh-Hans', 'zh-Hant-TW', 'zh_TW', 'zh-HK', 'cn-x'])('%s -> CN', (locale) => {
    expect(chatLanguage(locale)).toBe('CN');
  });

  it.each([
    ['EN', 'EN'],
    ['en', 'EN'],
    ['en-US', 'EN'],
    ['th', 'TH'],
    ['th-TH', 'TH'],
    ['vi', 'VI'],
    ['vi-VN', 'VI'],
    ['pt-BR', 'PT'],
    ['PT', 'PT'],
    ['TY', 'TY'],
    ['fil', 'TY'],
    ['tl-PH', 'TY'],
  ])('%s -> %s', (locale, code) => {
    expect(chatLanguage(locale)).toBe(code);
  });

  it('falls back to the default language (TY) for anything else', () => {
    expect(chatLanguage('de-DE')).toBe('TY');
    expect(chatLanguage('')).toBe('TY');
  });
});

describe('chat launch parameters', () => {
  const base = { locale: 'zh-Hans', pageUrl: 'https://lobby.example.com/m/message?from=menu', accent: ' #4fc3f7 ', title: ' 在线客服 ' };

  it('sends b2c=1, the mapped language, the page as back URL, the accent and the title', () => {
    const params = chatLaunchParams(base);
    expect(params).toEqual({ b2c: '1', language: 'CN', backUrl: 'https://lobby.example.com/m/message?from=menu', headerColor: '#4fc3f7', title: '在线客服' });
    expect(chatLaunchRequestSchema.safeParse(params).success).toBe(true);
  });

  it('uses the default colour when the theme holds no hex colour', () => {
    expect(chatLaunchParams({ ...base, accent: 'rgb(1, 2, 3)' }).headerColor).toBe(DEFAULT_HEADER_COLOR);
    expect(chatLaunchParams({ ...base, accent: '' }).headerColor).toBe(DEFAULT_HEADER_COLOR);
    expect(chatLaunchParams({ ...base, accent: '#fff;}' }).headerColor).toBe(DEFAULT_HEADER_COLOR);
  });

  it('keeps within the contract: a long title is cut, a very long address loses its query', () => {
    const params = chatLaunchParams({ ...base, title: 'x'.repeat(100), pageUrl: `https://lobby.example.com/m/message?q=${'a'.repeat(3000)}` });
    expect(params.title).toHaveLength(64);
    expect(params.backUrl).toBe('https://lobby.example.com/m/message');
    expect(chatLaunchRequestSchema.safeParse(params).success).toBe(true);
  });
});

describe('chat entry (product rule 6.9)', () => {
  it('needs the chat flag and CBS3; a trial account sees it and is refused, a member is let through', () => {
    const all = { chat: true, cbs3: true };
    expect(chatEntry(all, 0)).toBe('allowed');
    expect(chatEntry(all, 1)).toBe('allowed');
    expect(chatEntry(all, 4)).toBe('free_reject');
    expect(chatEntry(all, undefined)).toBe('hidden');
    expect(chatEntry({ chat: false, cbs3: true }, 0)).toBe('hidden');
    expect(chatEntry({ chat: true, cbs3: false }, 4)).toBe('hidden');
  });
});
