import { ACCOUNTS, apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

const DEMO_SHORTCUTS = [
  'gameRecord',
  'transaction-record',
  'profitandloss',
  'rewardCenter',
  'mall-mallHome',
  'securityCenter',
  'inviteFriends',
  'member-benefits',
  'activity-signIn',
];

test.describe('member centre', () => {
  test('the demo merchant (mem_cen 1) shows the new version with every shortcut; they and the money buttons lead to their screens', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/member/home');
    const screen = page.getByTestId('screen-member-home');
    await expect(screen).toHaveAttribute('data-layout', 'new');
    await expect(screen.getByTestId('member-name')).toHaveText(ACCOUNTS.player.nickname);
    await expect(screen.getByTestId('member-vip-label')).toHaveText('VIP 3');
    for (const key of DEMO_SHORTCUTS) await expect(screen.getByTestId(`member-shortcut-${key}`)).toBeVisible();
    await screen.getByTestId('member-shortcut-transaction-record').click();
    await expect(page.getByTestId('screen-transaction-record')).toBeVisible();
    await page.goBack();
    await screen.getByTestId('member-withdraw').click();
    await expect(page.getByTestId('screen-withdraw')).toBeVisible();
  });

  test('an agent on the demo merchant gets no invite shortcut', async ({ page }) => {
    await signIn(page, ACCOUNTS.agent);
    await page.goto('/m/member/home');
    const screen = page.getByTestId('screen-member-home');
    await expect(screen.getByTestId('member-shortcut-gameRecord')).toBeVisible();
    await expect(screen.getByTestId('member-shortcut-inviteFriends')).toHaveCount(0);
  });

  test('the second merchant (mem_cen 0, flags off) shows the base version without the flagged shortcuts', async ({ page }) => {
    await signIn(page, ACCOUNTS.lite, 'LITE');
    const screen = page.getByTestId('screen-member-home');
    await page.goto(`${baseUrl('lite.localhost')}/m/member/home`);
    await expect(screen).toHaveAttribute('data-layout', 'base');
    await expect(screen.getByTestId('member-name')).toHaveText(ACCOUNTS.lite.nickname);
    await expect(screen.getByTestId('member-shortcut-set')).toBeVisible();
    for (const key of DEMO_SHORTCUTS.slice(0, 6)) await expect(screen.getByTestId(`member-shortcut-${key}`)).toHaveCount(0);
  });
});

test.describe('head icon', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  test('a member picks a preset and uploads a picture; both show in the member centre, the header and the side menu', async ({ page }) => {
    const username = unique('face');
    await apiRegister(username, 'Player1234');
    await signIn(page, { username, password: 'Player1234' });
    await page.goto('/m/member/home');
    const avatar = page.getByTestId('screen-member-home').getByTestId('avatar-edit').getByTestId('avatar-image');
    await expect(avatar).toHaveCount(0);
    await page.getByTestId('avatar-edit').click();
    const editor = page.getByTestId('avatar-editor');
    await expect(editor.getByTestId('avatar-preset')).toHaveCount(12);
    await editor.getByTestId('avatar-preset').nth(2).click();
    await expect(editor.getByTestId('avatar-preset').nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(avatar).toHaveAttribute('src', /\/images\/avatars\/preset-3\.svg$/);

    // Not a picture by its bytes, whatever its name: refused before it travels, the preset kept.
    await editor.getByTestId('avatar-upload').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(editor.getByTestId('avatar-error')).toHaveText(translation('TY', 'err_head_icon_type'));
    await editor.getByTestId('avatar-upload').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/head-icons\/[0-9a-f-]+\.png$/);
    await expect(editor.getByTestId('avatar-error')).toBeEmpty();
    await page.keyboard.press('Escape');

    const src = await avatar.getAttribute('src');
    await expect(page.getByTestId('header-account').getByTestId('avatar-image')).toHaveAttribute('src', src ?? '');
    await page.reload();
    await page.getByTestId('side-menu-open').click();
    await expect(page.getByTestId('side-menu-avatar').getByTestId('avatar-image')).toHaveAttribute('src', src ?? '');
  });
});
