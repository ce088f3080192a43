import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { createApiClient } from '../../src/shared/api/client';
import type { SessionInfo } from '../../src/shared/contract/auth';
import type { LanguageCode } from '../../src/shared/contract/platform';

export { expect };

export const ACCOUNTS = {
  player: { username: 'player1', password: 'Player1234', nickname: 'Lucky Player', balance: '￥12,345.67' },
  agent: { username: 'agent1', password: 'Agent1234', nickname: 'Top Agent', balance: '￥5,000.00' },
  lite: { username: 'liteplayer', password: 'Player1234', nickname: 'Lite Player', balance: '₱100.00' },
} as const;

export function baseUrl(host = 'localhost'): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: the global setup did not run');
  return `http://${host}:${port}`;
}

/** Logs in through the real (sealed) login call, as the app would, and returns the session info. */
export async function apiLogin(account: { username: string; password: string }, merchantCode: string | null = null): Promise<SessionInfo> {
  const client = createApiClient({
    baseUrl: baseUrl(),
    context: () => ({ token: null, merchantCode, language: 'EN', device: 'MOBILE' }),
  });
  const value = await client.call('login', { username: account.username, password: account.password, type: 'username' });
  return { token: value.token, merchantCode: value.merchantCode, userName: value.userName, type: value.type, firstTimeLogin: value.firstTimeLogin };
}

/** Starts the page with a live session in MC_SESSION_INFO, as after a login. */
export async function signIn(page: Page, account: { username: string; password: string }, merchantCode: string | null = null): Promise<SessionInfo> {
  const info = await apiLogin(account, merchantCode);
  await page.addInitScript((session) => {
    if (!localStorage.getItem('MC_SESSION_INFO')) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
  }, info);
  return info;
}

/** A translation as the catalog holds it, so tests follow the catalogs instead of copying text. */
export function translation(language: LanguageCode, id: string): string {
  const po = readFileSync(`locales/${language}/messages.po`, 'utf8');
  const match = new RegExp(`\\nmsgid "${id}"\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"`).exec(po);
  if (!match?.[1]) throw new Error(`no ${language} translation for ${id}`);
  return match[1].replace(/\\"/g, '"');
}

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
});
