import { CHAT_STRINGS } from '#server/pages/strings';
import { testControlRoutes } from '#src/shared/contract/test-control-routes';
import { ACCOUNTS, apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

/** The operator of the reference chat writes to a DEMO member (test controls). */
async function operatorSays(account: string, text: string): Promise<void> {
  const res = await fetch(`${baseUrl()}${testControlRoutes.operatorChatMessage.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify({ account, text }),
  });
  expect(res.ok).toBe(true);
}

test.describe('message centre and live chat', () => {
  test('a member opens the live chat from the message centre, is greeted, talks, and the back link returns', async ({ page }) => {
    const name = unique('chat');
    await apiRegister(name, 'Player1234');
    await signIn(page, { username: name, password: 'Player1234' });

    await page.goto('/m/member/home');
    await page.getByTestId('member-shortcut-message').click();
    await expect(page).toHaveURL(/\/m\/message$/);
    const screen = page.getByTestId('screen-message');
    for (const entry of ['telegram', 'notice', 'inbox', 'service']) await expect(screen.getByTestId(`message-entry-${entry}`)).toBeVisible();

    await screen.getByTestId('message-entry-chat').click();

    // The chat's address names its language: its pages speak it, an expired one's too.
    await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]{43}\?lang=TY$/);
    const log = page.getByTestId('chat-log');
    await expect(log.getByTestId('chat-message').first()).toContainText(CHAT_STRINGS.TY.greeting);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('TY', 'live_chat'));

    await page.getByTestId('chat-input').fill('Hello <b>there</b>');
    await page.getByTestId('chat-send').click();
    await expect(log.getByTestId('chat-message').filter({ hasText: 'Hello <b>there</b>' })).toBeVisible();
    await operatorSays(name, 'Your deposit is confirmed.');
    await expect(log.getByTestId('chat-message').filter({ hasText: 'Your deposit is confirmed.' })).toBeVisible();

    await page.getByTestId('chat-back').click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(page.getByTestId('screen-message').getByTestId('message-entry-chat')).toBeVisible();
  });

  test('a long conversation loads older messages on scroll, and a flood is told to slow down with its text kept', async ({ page }) => {
    const name = unique('chatlong');
    await apiRegister(name, 'Player1234');
    await signIn(page, { username: name, password: 'Player1234' });
    // Seventy messages from the operator before the chat is opened: more than one page.
    for (let i = 1; i <= 70; i += 1) await operatorSays(name, `note ${i}`);
    await page.goto('/m/message');
    await page.getByTestId('screen-message').getByTestId('message-entry-chat').click();
    const log = page.getByTestId('chat-log');
    const messages = log.getByTestId('chat-message');
    await expect(messages.last()).toContainText('note 70');
    await expect(messages).toHaveCount(50);
    // Scrolled to the top, the page before comes in above, the one in view staying in view.
    await log.evaluate((el) => el.scrollTo(0, 0));
    await expect(messages.first()).toContainText('note 1');
    await expect(messages).toHaveCount(70);

    const input = page.getByTestId('chat-input');
    for (let i = 1; i <= 5; i += 1) {
      await input.fill(`line ${i}`);
      await page.getByTestId('chat-send').click();
      await expect(messages.filter({ hasText: `line ${i}` })).toBeVisible();
    }
    await input.fill('one more');
    await page.getByTestId('chat-send').click();
    await expect(page.getByRole('alert')).toHaveText(CHAT_STRINGS.TY.tooFast);
    await expect(input).toHaveValue('one more');
    await expect(messages.filter({ hasText: 'one more' })).toHaveCount(0);
  });

  test('on LITE, with no links and no chat, Telegram and customer service say coming_soon', async ({ page }) => {
    await signIn(page, ACCOUNTS.lite, 'LITE');
    await page.goto(`${baseUrl('lite.localhost')}/m/message`);
    // LITE's TY is Turkish: the toast is in Turkish once the site config has said so.
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const screen = page.getByTestId('screen-message');
    await screen.getByTestId('message-entry-telegram').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TR', 'coming_soon'));
    await screen.getByTestId('message-entry-service').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TR', 'coming_soon'));
    await expect(screen.getByTestId('message-entry-chat')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/message$/);
  });
});
