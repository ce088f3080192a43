import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { SessionInfo } from '#src/shared/contract/auth';
import type { LanguageCode } from '#src/shared/contract/platform';
import { guestClient, loginSession } from '../helpers/api-session';
import { applyStartingStorage, startingStorage } from '../helpers/starting-storage';

export { expect };

export const ACCOUNTS = {
  player: { username: 'player1', password: 'Player1234', nickname: 'Lucky Player', balance: '￥12,345.67' },
  agent: { username: 'agent1', password: 'Agent1234', nickname: 'Top Agent', balance: '￥5,000.00' },
  // LITE's TY is Turkish (its language reading), which writes money 100,00 (docs/decisions/016).
  lite: { username: 'liteplayer', password: 'Player1234', nickname: 'Lite Player', balance: '₱100,00' },
} as const;

/** The real API client, as a guest of a merchant (null: the host decides). */
const apiClient = (merchantCode: string | null) => guestClient(baseUrl(), merchantCode);

export function baseUrl(host = 'localhost'): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: the global setup did not run');
  return `http://${host}:${port}`;
}

/** Logs in through the real (sealed) login call, as the app would, and returns the session info. */
export function apiLogin(account: { username: string; password: string }, merchantCode: string | null = null): Promise<SessionInfo> {
  return loginSession(baseUrl(), account, merchantCode);
}

/** Every page load of this test starts with the session in MC_SESSION_INFO (unless one is there). */
async function seedSession(page: Page, info: SessionInfo): Promise<SessionInfo> {
  await page.addInitScript((session) => {
    if (!localStorage.getItem('MC_SESSION_INFO')) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
  }, info);
  return info;
}

/** Starts the page with a live session in MC_SESSION_INFO, as after a login. */
export async function signIn(page: Page, account: { username: string; password: string }, merchantCode: string | null = null): Promise<SessionInfo> {
  const info = await apiLogin(account, merchantCode);
  return seedSession(page, info);
}

/**
 * A translation as the catalog holds it, so tests follow the catalogs instead of copying text. TR
 * is the Turkish catalog TY reads on a merchant of the 'ty-en' reading (LITE).
 */
export function translation(language: LanguageCode | 'TR', id: string): string {
  const po = readFileSync(`locales/${language}/messages.po`, 'utf8');
  const match = new RegExp(`\\nmsgid "${id}"\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"`).exec(po);
  if (!match?.[1]) throw new Error(`no ${language} translation for ${id}`);
  return match[1].replace(/\\"/g, '"');
}

/** Every tab of the context starts with the notice and download popups' session flags set, as after closing them. */
async function skipNoticePopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(applyStartingStorage, startingStorage());
}

export type Options = {
  /**
   * The notice popup and the download popup open over home on a tab's first visit (product rule 2.10)
   * and would catch the clicks of every test about something else, so by default they stay shut: each context of the
   * test (the `context`/`page` fixtures' and any `browser.newContext()`) starts with its session
   * flag set. `test.use({ noticePopup: true })` lets them be, for the tests about them.
   */
  noticePopup: boolean;
};

export const test = base.extend<Options & { _noticePopupGuard: void }>({
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  noticePopup: [false, { option: true }],
  // Automatic, so it is in place before the default context is made: that context, too, comes
  // from browser.newContext(), which this wraps for the length of the test.
  _noticePopupGuard: [
    async ({ browser, noticePopup }, use) => {
      if (noticePopup) return use();
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const context = await newContext.call(browser, options);
        await skipNoticePopup(context);
        return context;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
});

async function testControl<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/test-controls/${path}`, { headers: { Merchant: 'DEMO' } });
  const body = (await res.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`test control ${path} failed: ${JSON.stringify(body)}`);
  return body.value;
}

/** The newest code the SMS / e-mail adapter sent to `to` (dialing code + number, or an address). */
export async function outboxCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { messages } = await testControl<{ messages: { code: string }[] }>(`outbox?to=${encodeURIComponent(to)}`);
    if (messages[0]) return messages[0].code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing in the outbox for ${to}`);
}

/** The answer of a captcha challenge (test controls only; a player reads the image). */
export async function captchaAnswer(captchaId: string): Promise<string> {
  return (await testControl<{ code: string }>(`captcha?captchaId=${encodeURIComponent(captchaId)}`)).code;
}

/** Resolves with the answer of the next captcha image the page loads. */
export function nextCaptchaAnswer(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().includes('/api/auth/captcha'))
    .then(async (r) => captchaAnswer(((await r.json()) as { value: { captchaId: string } }).value.captchaId));
}

let counter = 0;
/** A name no other test (or project, or run) uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 16).toLowerCase();
}

/** A mobile number no other test uses: 10 digits. */
export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now() % 1e6).padStart(6, '0')}${String((process.pid * 7 + counter) % 1000).padStart(3, '0')}`;
}

/** Registers a member through the real sealed calls (captcha answered by the test control). */
export async function apiRegister(username: string, password: string): Promise<void> {
  const client = apiClient('DEMO');
  const { captchaId } = await client.call('captcha', {});
  await client.call('register', {
    username,
    password,
    confirmPassword: password,
    captcha: await captchaAnswer(captchaId),
    captchaId,
    registerUrl: 'localhost',
    registerMethod: 'H5',
    type: 0,
    domain: 'localhost',
    ageConfirmed: true,
  });
}

/** Registers a member by mobile number (SMS code from the outbox); returns its account name. */
export async function apiRegisterMobile(mobile: string, password: string): Promise<string> {
  const client = apiClient('DEMO');
  // One solved captcha lets the code out and then serves the registration.
  const { captchaId } = await client.call('captcha', {});
  const captcha = await captchaAnswer(captchaId);
  await client.call('sendSms', { mobileNum: mobile, countryDialingCode: '63', purpose: 'register', captchaId, captcha });
  const value = await client.call('register', {
    mobileNum: mobile,
    countryDialingCode: '63',
    verificationCode: await outboxCode(`63${mobile}`),
    password,
    confirmPassword: password,
    captcha,
    captchaId,
    registerUrl: 'localhost',
    registerMethod: 'H5',
    type: 0,
    domain: 'localhost',
    ageConfirmed: true,
  });
  return value.userName;
}

/** Starts the page with a fresh trial account (demo credit), as after "Free trial". */
export async function signInTrial(page: Page): Promise<SessionInfo> {
  const client = apiClient('DEMO');
  // A device of its own, as each test's fresh browser is: the server limits trials per device.
  const info = await client.call('createTrialUser', { deviceId: randomUUID().replaceAll('-', '') });
  return seedSession(page, info);
}

/**
 * A new member with 800.00 and no turnover to meet (a claimed gift, not a deposit), so a
 * withdrawal is only a card and a payment password away.
 */
export async function apiMemberWithGift(prefix: string): Promise<{ account: { username: string; password: string }; token: string }> {
  const account = { username: unique(prefix), password: 'Player1234' };
  await apiRegister(account.username, account.password);
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Merchant: 'DEMO',
        // A claim moves money: it names itself, as the app's does.
        'Idempotency-Key': `fixture-${randomUUID()}`,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as { value: { id?: number } };
  };
  const gift = await post('/api/test-controls/rewards/grant', { account: account.username, kind: 'MANUAL', title: 'Withdraw test gift', amount: '800' });
  const { token } = await apiLogin(account);
  await post('/api/rewards/claim', { id: gift.value.id }, token);
  return { account, token };
}

/** On the security centre: sets the payment password 246810 and binds a card ending 1111, as a player does. */
export async function setUpWithdrawals(page: Page): Promise<void> {
  const security = page.getByTestId('screen-securityCenter');
  await security.getByTestId('payment-password').fill('246810');
  await security.getByTestId('payment-password-confirm').fill('246810');
  await security.getByTestId('payment-password-submit').click();
  await expect(security.getByTestId('payment-password-old')).toBeVisible();
  await security.getByTestId('bank-card-add').click();
  await security.getByTestId('bank-card-bank').selectOption({ index: 1 });
  await security.getByTestId('bank-card-holder').fill('Maria Santos');
  await security.getByTestId('bank-card-number').fill('4111 1111 1111 1111');
  await security.getByTestId('bank-card-save').click();
  await expect(security.getByTestId('bank-card')).toContainText('•••• 1111');
}

/** How many rows one object store of the app's IndexedDB holds, read in the page. */
export function idbCount(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('lobby');
        request.onsuccess = () => {
          const count = request.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
    store,
  );
}
