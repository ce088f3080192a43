import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { promotionId, promotionIn } from './content';
import { CASES, LIMIT, setFaults } from './fault-cookie';
import { ACCOUNTS, apiRegister, baseUrl, expect, idbCount, signIn, test, translation, unique } from './fixtures';

// Small real images: the server checks the bytes, not the names.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Promotions by their English titles (the seed's words); the app shows them in its language. */
const PICTURE_ONLY = 'Deposit slip reward: send your receipt';
const NEEDS_JOIN = 'Slots tournament: weekly leaderboard';
const NO_APPLICATIONS = 'Download the app, get ￥18';

async function testControl(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl()}/api/test-controls/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify(body),
  });
  const parsed = (await res.json()) as { success: boolean; value: unknown };
  if (!parsed.success) throw new Error(`test control ${path} failed: ${JSON.stringify(parsed)}`);
  return parsed.value;
}

/** A member no other test touches, signed in on the page. */
async function freshMember(page: Page) {
  const name = unique('rw');
  await apiRegister(name, 'Player1234');
  const session = await signIn(page, { username: name, password: 'Player1234' });
  return { name, token: session.token };
}

/** Opens the application form of the promotion with this English title; the form names it in the app's language. */
async function openApply(page: Page, title: string) {
  const id = await promotionId(title);
  await page.goto(`/m/applyReward?id=${id}`);
  await expect(page.getByTestId('screen-applyReward')).toBeVisible();
  await expect(page.getByTestId('reward-promotion-title')).toHaveText((await promotionIn(id)).title);
}

test.describe('applying for a reward', () => {
  test('a half-written application survives a reload and a browser restart; sending it clears the draft', async ({ playwright, baseURL }, testInfo) => {
    const name = unique('rw');
    await apiRegister(name, 'Player1234');
    // A real profile on disk, closed and opened again: what a player's browser keeps over a restart.
    const profile = mkdtempSync(join(tmpdir(), 'lobby-draft-'));
    const open = async () => {
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...testInfo.project.use.launchOptions,
        baseURL,
        viewport: { width: 390, height: 844 },
      });
      const tab = context.pages()[0] ?? (await context.newPage());
      await signIn(tab, { username: name, password: 'Player1234' });
      await openApply(tab, PICTURE_ONLY);
      return { context, tab };
    };
    const drafts = (tab: Page) => idbCount(tab, 'rewardDrafts');
    let { context, tab } = await open();
    try {
      await tab.getByTestId('reward-remark').fill('Written before the restart');
      await tab.getByTestId('reward-images').setInputFiles([{ name: 'slip.png', mimeType: 'image/png', buffer: PNG }]);
      await expect.poll(() => drafts(tab)).toBe(1);
      const restored = async () => {
        await expect(tab.getByTestId('reward-remark')).toHaveValue('Written before the restart');
        await expect(tab.getByTestId('reward-image-preview')).toHaveCount(1);
      };
      await tab.reload();
      await restored();

      await context.close();
      ({ context, tab } = await open());
      await restored();

      await tab.getByTestId('reward-submit').click();
      await expect(tab.getByTestId('toast')).toHaveText(translation('TY', 'reward_sent'));
      await expect.poll(() => drafts(tab)).toBe(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a member applies with a remark and two pictures, then sees the review in the reward centre', async ({ page }) => {
    await freshMember(page);
    await openApply(page, PICTURE_ONLY);
    const submit = page.getByTestId('reward-submit');
    // The promotion needs a picture: a remark alone does not allow sending.
    await page.getByTestId('reward-remark').fill('Deposit of 500 on Monday');
    await expect(page.getByTestId('reward-remark-count')).toHaveText('24/140');
    await expect(submit).toBeDisabled();
    await page.getByTestId('reward-images').setInputFiles([
      { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
      { name: 'bank.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
    await expect(page.getByTestId('reward-image-preview')).toHaveCount(2);
    await expect(page.getByRole('button', { name: translation('TY', 'reward_picture_remove').replace('{n}', '2') })).toBeVisible();
    await submit.click();

    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'reward_sent'));

    await page.goto('/m/rewardCenter');
    const application = page.getByTestId('reward-application');
    await expect(application).toHaveCount(1);
    await expect(application).toHaveAttribute('data-status', 'pending');
    await expect(application).toContainText((await promotionIn(await promotionId(PICTURE_ONLY))).title);
    await expect(application).toContainText('Deposit of 500 on Monday');
    await expect(application.getByTestId('reward-application-status')).toHaveText(translation('TY', 'reward_status_pending'));
    // A fresh member has nothing to claim.
    await expect(page.getByTestId('reward-list').getByTestId('empty-state')).toBeVisible();

    const id = Number(await application.getAttribute('data-application-id'));
    await testControl('reward-applications/decide', { id, status: 'rejected', reason: 'The slip is unreadable' });
    await page.reload();
    await expect(application).toHaveAttribute('data-status', 'rejected');
    await expect(application.getByTestId('reward-application-status')).toHaveText(translation('TY', 'reward_status_rejected'));
    await expect(application.getByTestId('reward-application-reason')).toContainText('The slip is unreadable');
  });

  test('refuses an oversize picture, a .gif and a GIF dressed as a PNG in the picker', async ({ page }) => {
    await freshMember(page);
    await openApply(page, PICTURE_ONLY);
    const picker = page.getByTestId('reward-images');
    const oversize = Buffer.alloc(5_242_881);
    PNG.copy(oversize);

    await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversize });
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'activity_apply_remark_limit3'));
    await expect(page.getByTestId('reward-image-error')).toHaveText(translation('TY', 'activity_apply_remark_limit3'));
    await expect(page.getByTestId('reward-image-preview')).toHaveCount(0);

    await picker.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'activity_image_type'));
    await expect(page.getByTestId('reward-image-error')).toHaveText(translation('TY', 'activity_image_type'));
    await expect(page.getByTestId('reward-image-preview')).toHaveCount(0);

    // Named and declared as a PNG: the picker reads the bytes, as the server does.
    await picker.setInputFiles([
      { name: 'disguised.png', mimeType: 'image/png', buffer: GIF },
      { name: 'real.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(page.getByTestId('reward-image-error')).toHaveText(translation('TY', 'activity_image_type'));
    await expect(page.getByTestId('reward-image-preview')).toHaveCount(1);
  });

  test('keeps the remark and pictures through a server error, a lost connection and being offline, then sends', async ({ page, context }) => {
    await freshMember(page);
    await openApply(page, PICTURE_ONLY);
    const remark = page.getByTestId('reward-remark');
    const submit = page.getByTestId('reward-submit');
    await remark.fill('Kept through every failure');
    await page.getByTestId('reward-images').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const kept = async () => {
      await expect(remark).toHaveValue('Kept through every failure');
      await expect(page.getByTestId('reward-image-preview')).toHaveCount(2);
      await expect(submit).toBeEnabled();
    };

    await page.route('**/api/promotions/apply', (route) => route.fulfill({ status: 500, json: { success: false, message: 'err_unknown' } }), { times: 1 });
    await submit.click();
    await expect(page.getByTestId('reward-error')).toHaveText(translation('TY', 'err_unknown'));
    await kept();

    await page.route('**/api/promotions/apply', (route) => route.abort('connectionfailed'), { times: 1 });
    await submit.click();
    await expect(page.getByTestId('reward-error')).toHaveText(translation('TY', 'err_network'));
    await kept();

    await context.setOffline(true);
    await expect(page.getByTestId('reward-offline')).toHaveText(translation('TY', 'reward_offline'));
    await submit.click();
    await expect(page.getByTestId('reward-error')).toHaveText(translation('TY', 'reward_offline'));
    await kept();
    await context.setOffline(false);

    await submit.click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('reward-application')).toHaveCount(1);
    await expect(page.getByTestId('reward-application')).toContainText('Kept through every failure');
  });

  test('a promotion that needs joining first says so and links to its detail', async ({ page }) => {
    await freshMember(page);
    const id = await promotionId(NEEDS_JOIN);
    await page.goto(`/m/applyReward?id=${id}`);
    const notice = page.getByTestId('reward-join-first');
    await expect(notice).toContainText(translation('TY', 'err_promotion_join_first'));
    await expect(page.getByTestId('reward-submit')).toBeDisabled();
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${id}$`));
  });

  test('without a promotion that takes applications, goes back to the promotions with a word why', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    for (const [query, message] of [
      ['', 'reward_choose_promotion'],
      ['?id=999999', 'err_promotion_not_found'],
      [`?id=${await promotionId(NO_APPLICATIONS)}`, 'err_promotion_no_apply'],
    ] as const) {
      await page.goto(`/m/applyReward${query}`);
      await expect(page).toHaveURL(/\/m\/activity$/);
      await expect(page.getByTestId('toast')).toHaveText(translation('TY', message));
    }
  });
});

test.describe('reward centre', () => {
  test('claims a reward once: it shows claimed and the balance rises; one claimed elsewhere says so', async ({ page }) => {
    const { name, token } = await freshMember(page);
    const gift = (await testControl('rewards/grant', { account: name, kind: 'MANUAL', title: 'Browser test gift', amount: '25' })) as { id: number };
    const other = (await testControl('rewards/grant', { account: name, kind: 'TICKET', title: 'Browser test tickets', amount: '0', tickets: 2 })) as {
      id: number;
    };
    const elsewhere = (await testControl('rewards/grant', { account: name, kind: 'MISSION_MANUAL', title: 'Browser test mission', amount: '10' })) as {
      id: number;
    };

    await page.goto('/m/rewardCenter');
    const balance = page.getByTestId('app-header').getByTestId('balance');
    await expect(balance).toHaveText('￥0.00');
    const giftItem = page.locator(`[data-testid="reward-item"][data-reward-id="${gift.id}"]`);
    await expect(giftItem.getByTestId('reward-amount')).toHaveText('￥25.00');
    await expect(giftItem).toContainText(translation('TY', 'reward_kind_manual'));
    const ticketItem = page.locator(`[data-testid="reward-item"][data-reward-id="${other.id}"]`);
    await expect(ticketItem).toContainText(translation('TY', 'reward_kind_ticket'));

    await giftItem.getByTestId('reward-claim').click();
    await expect(giftItem.getByTestId('reward-claim')).toHaveText(translation('TY', 'reward_claimed'));
    await expect(giftItem.getByTestId('reward-claim')).toBeDisabled();
    await expect(balance).toHaveText('￥25.00');

    // The mission is claimed from another device before this page tries: the page says so and
    // shows the balance that claim made.
    const res = await fetch(`${baseUrl()}/api/rewards/claim`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'claim-from-elsewhere' },
      body: JSON.stringify({ id: elsewhere.id }),
    });
    expect(res.status).toBe(200);
    const missionItem = page.locator(`[data-testid="reward-item"][data-reward-id="${elsewhere.id}"]`);
    await missionItem.getByTestId('reward-claim').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'err_reward_claimed'));
    await expect(missionItem.getByTestId('reward-claim')).toHaveText(translation('TY', 'reward_claimed'));
    await expect(balance).toHaveText('￥35.00');

    await page.reload();
    await expect(giftItem.getByTestId('reward-claim')).toBeDisabled();
    await expect(page.getByTestId('reward-applications').getByTestId('empty-state')).toBeVisible();
  });

  test('a failed read says why and retries', async ({ page }) => {
    await signIn(page, ACCOUNTS.player);
    await page.route('**/api/rewards/applications', (route) => route.fulfill({ status: 500, json: { success: false, message: 'err_unknown' } }), { times: 1 });
    await page.goto('/m/rewardCenter');
    const section = page.getByTestId('reward-applications');
    await expect(section.getByRole('alert')).toContainText(translation('TY', 'err_unknown'));
    await section.getByTestId('reward-retry').click();
    await expect(section.getByTestId('reward-application').first()).toBeVisible();
  });
});

test.describe('applying under faults', () => {
  // The worker's cache stays out of it; one device is enough (as tests/e2e/faults.spec.ts).
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'android', 'runs on one device'));

  test('says why, keeps the remark and picture, and sends once the server is back', async ({ page, context }) => {
    test.setTimeout(120_000);
    await freshMember(page);
    await openApply(page, PICTURE_ONLY);
    const remark = page.getByTestId('reward-remark');
    await remark.fill('Sent through the faults');
    await page.getByTestId('reward-images').setInputFiles([{ name: 'slip.png', mimeType: 'image/png', buffer: PNG }]);
    // An upload has a minute, not 10 s: a trickling answer is left to the transport's unit tests.
    for (const c of CASES.filter((x) => x.message && x.fault.kind !== 'slow-body')) {
      await setFaults(context, [{ path: '/api/promotions/apply', method: 'POST', ...c.fault }]);
      await page.getByTestId('reward-submit').click();
      await expect(page.getByTestId('reward-error'), c.name).toHaveText(translation('TY', c.message ?? ''), LIMIT);
      await expect(remark).toHaveValue('Sent through the faults');
      await expect(page.getByTestId('reward-image-preview')).toHaveCount(1);
    }
    // A server slower than the 10 s loading limit: the spinner gives way to a plain statement, then the answer lands.
    await setFaults(context, [{ path: '/api/promotions/apply', method: 'POST', kind: 'latency', ms: 13_000 }]);
    await page.getByTestId('reward-submit').click();
    await expect(page.getByTestId('reward-sending-slow')).toHaveText(translation('TY', 'reward_sending_slow'), { timeout: 12_000 });
    await expect(page.getByTestId('loading')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'reward_sent'), LIMIT);
  });
});
