import { ACCOUNTS, expect, signIn, test, translation } from './fixtures';

test.describe('invite friends', () => {
  test('a member sees their code and link, copies the link, and sees the friends who joined and the bonuses earned', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/inviteFriends');
    const screen = page.getByTestId('screen-inviteFriends');
    await expect(screen.getByTestId('invite-code')).toHaveText('player1');
    await expect(screen.getByTestId('invite-link')).toHaveText(/\/m\/register\?affiliateCode=player1$/);
    await expect(screen.getByTestId('invite-qr')).toHaveAttribute('data-value', /affiliateCode=player1$/);
    await screen.getByTestId('invite-copy').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'link_copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/affiliateCode=player1$/);
    await expect(screen.getByTestId('invite-friend')).toHaveCount(3);
    await expect(screen.getByTestId('invite-bonus-total')).toHaveText('￥150.00');
    await expect(screen.getByTestId('invite-friend').first()).toContainText(translation('TY', 'invite_waiting_deposit'));
  });
});
