import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, translation } from './fixtures';
import { controlled, setOffline } from './network';

/** The screens whose last copy this device keeps for `owner` (the app's IndexedDB, read in the page). */
function keptScreens(page: Page, owner: string): Promise<string[]> {
  return page.evaluate(
    (who) =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('lobby');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const keys = request.result.transaction('screenCopies').objectStore('screenCopies').getAllKeys();
          keys.onsuccess = () => {
            request.result.close();
            resolve((keys.result as [string, string][]).filter(([o]) => o === who).map(([, key]) => key));
          };
        };
      }),
    owner,
  );
}

/** A screen seen online is kept before the walk moves on (the copy is written after the answer shows). */
async function kept(page: Page, owner: string, key: string): Promise<void> {
  await expect.poll(() => keptScreens(page, owner)).toContain(key);
}

/** The mark of a screen shown from its copy: the catalog's words, and the time it was fetched. */
async function expectCopyMark(page: Page): Promise<void> {
  const mark = page.getByTestId('offline-mark');
  await expect(mark).toBeVisible();
  await expect(mark).toContainText(translation('TY', 'offline_copy_mark').split('{when}')[0] ?? '');
  await expect(mark).toHaveText(/\d{1,2}:\d{2}/);
}

const text = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

test.describe('read-only screens offline', () => {
  test('a player reads the screens seen online again offline, each from its copy with the offline mark', async ({ page, context }) => {
    // Nine screens online, then the same nine offline, each a full page load on a slow machine.
    test.setTimeout(150_000);
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/home');
    await controlled(page);

    // Online: each screen once, noting what it showed.
    await page.goto('/m/notice');
    const notice = page.getByTestId('notice-item').first();
    await expect(notice).toBeVisible();
    const noticeId = await notice.getAttribute('data-id');
    await notice.getByRole('button').click();
    const noticeText = await text(page.getByTestId('notice-detail'));
    expect(noticeText.length).toBeGreaterThan(0);
    await page.getByTestId('notice-detail-close').click();
    await kept(page, 'player1', 'notices');

    await page.goto('/m/webEmail');
    const message = page.getByTestId('inbox-item').first();
    await expect(message).toBeVisible();
    const messageId = await message.getAttribute('data-id');
    await message.getByRole('button').first().click();
    const messageText = await text(page.getByTestId('inbox-detail'));
    await page.getByTestId('inbox-detail-close').click();
    await kept(page, 'player1', 'inbox');

    await page.goto('/m/vip');
    const myCard = page.locator('[data-testid="vip-level-card"][data-current="true"]');
    await expect(page.getByTestId('vip-level-card')).toHaveCount(15);
    const myLevel = await myCard.getAttribute('data-level');
    const myCardText = await text(myCard);
    await kept(page, 'player1', 'vip-club');

    await page.goto('/m/member/benefits');
    await expect(page.getByTestId('benefit-level')).toHaveCount(15);
    const benefitsSummary = await text(page.getByTestId('benefits-summary'));

    await page.goto('/m/rewardCenter');
    await expect(page.getByTestId('reward-list').getByRole('list').or(page.getByTestId('reward-list').getByTestId('empty-state'))).toBeVisible();
    await expect(
      page.getByTestId('reward-applications').getByRole('list').or(page.getByTestId('reward-applications').getByTestId('empty-state')),
    ).toBeVisible();
    const rewards = await text(page.getByTestId('reward-list'));
    const applications = await text(page.getByTestId('reward-applications'));
    await kept(page, 'player1', 'rewards:claimable');
    await kept(page, 'player1', 'rewards:applications');

    await page.goto('/m/activity/signIn');
    await expect(page.getByTestId('signin-calendar')).toBeVisible();
    const streak = await page.getByTestId('signin-streak').getAttribute('data-streak');
    const bonus = await text(page.getByTestId('signin-today-bonus'));
    const month = await text(page.getByTestId('signin-calendar').locator('caption'));
    await kept(page, 'player1', 'sign-in');

    await page.goto('/m/inviteFriends');
    await expect(page.getByTestId('invite-code')).toHaveText('player1');
    const friends = await page.getByTestId('invite-friend').count();
    const bonusTotal = await text(page.getByTestId('invite-bonus-total'));
    await kept(page, 'player1', 'invite-friends');

    // Thirty days hold the seeded deposits and withdrawals.
    await page.goto('/m/transaction/record?range=30d');
    const rows = page.getByTestId('record-row');
    await expect(rows.first()).toBeVisible();
    const firstRow = await text(rows.first());
    await kept(page, 'player1', 'transaction-record:30d|');

    // Offline, each opened again as after a relaunch: the worker serves the app, the screen its copy.
    await setOffline(context, true);

    await page.goto('/m/notice');
    await expectCopyMark(page);
    const noticeAgain = page.locator(`[data-testid="notice-item"][data-id="${noticeId}"]`);
    await noticeAgain.getByRole('button').click();
    await expect(page.getByTestId('notice-detail')).toHaveText(noticeText);
    await page.getByTestId('notice-detail-close').click();

    await page.goto('/m/webEmail');
    await expectCopyMark(page);
    await page.locator(`[data-testid="inbox-item"][data-id="${messageId}"]`).getByRole('button').first().click();
    await expect(page.getByTestId('inbox-detail')).toHaveText(messageText);
    await page.getByTestId('inbox-detail-close').click();

    await page.goto('/m/vip');
    await expectCopyMark(page);
    await expect(page.getByTestId('vip-level-card')).toHaveCount(15);
    await expect(page.locator(`[data-testid="vip-level-card"][data-level="${myLevel}"]`)).toHaveAttribute('data-current', 'true');
    await expect(myCard).toHaveText(myCardText);

    // Never opened as such online: the VIP club's answer is its copy too.
    await page.goto('/m/member/benefits');
    await expectCopyMark(page);
    await expect(page.getByTestId('benefit-level')).toHaveCount(15);
    await expect(page.getByTestId('benefits-summary')).toHaveText(benefitsSummary);

    await page.goto('/m/rewardCenter');
    await expectCopyMark(page);
    await expect(page.getByTestId('reward-list')).toHaveText(rewards);
    await expect(page.getByTestId('reward-applications')).toHaveText(applications);

    await page.goto('/m/activity/signIn');
    await expectCopyMark(page);
    await expect(page.getByTestId('signin-streak')).toHaveAttribute('data-streak', streak ?? '');
    await expect(page.getByTestId('signin-today-bonus')).toHaveText(bonus);
    await expect(page.getByTestId('signin-calendar').locator('caption')).toHaveText(month);

    await page.goto('/m/inviteFriends');
    await expectCopyMark(page);
    await expect(page.getByTestId('invite-code')).toHaveText('player1');
    await expect(page.getByTestId('invite-friend')).toHaveCount(friends);
    await expect(page.getByTestId('invite-bonus-total')).toHaveText(bonusTotal);

    await page.goto('/m/transaction/record?range=30d');
    await expectCopyMark(page);
    await expect(rows.first()).toHaveText(firstRow);
    await expect(page.getByTestId('needs-connection')).toHaveCount(0);

    // Back online, the screen reads the server again by itself and the mark goes.
    await setOffline(context, false);
    await expect(page.getByTestId('offline-mark')).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
  });

  test('an agent reads the contracts seen online again offline; answering one needs the network and sends nothing', async ({ page, context }) => {
    await signIn(page, ACCOUNTS.agent);
    await page.goto('/m/home');
    await controlled(page);

    // agent1: a daily salary contract waiting for an answer, and an accepted dividend contract.
    await page.goto('/m/member/agent/getSalaryContract');
    const contract = page.getByTestId('contract');
    await expect(contract).toHaveAttribute('data-status', 'offered');
    const salary = await text(contract);
    // Kept before the page is left: a copy is written just after its answer shows.
    await kept(page, 'agent1', 'contract:salary');
    await page.goto('/m/member/agent/getDevidendContract');
    await expect(contract).toHaveAttribute('data-status', 'accepted');
    const dividend = await text(contract);
    await kept(page, 'agent1', 'contract:dividend');

    await setOffline(context, true);
    await page.goto('/m/member/agent/getSalaryContract');
    await expectCopyMark(page);
    await expect(contract).toHaveText(salary);
    await expect(page.getByTestId('needs-connection')).toHaveCount(0);
    // An answer is not even sent into a connection known dead.
    const attempts: string[] = [];
    page.on('request', (r) => r.url().includes('/api/agent/contracts/decide') && attempts.push(r.method()));
    await contract.getByTestId('contract-accept').click();
    await page.getByTestId('contract-confirm').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('toast')).toHaveText(translation('TY', 'err_offline'));
    expect(attempts).toEqual([]);
    // Still waiting for an answer: the copy again, nothing queued.
    await expect(contract).toHaveAttribute('data-status', 'offered');
    await expectCopyMark(page);

    await page.goto('/m/member/agent/getDevidendContract');
    await expectCopyMark(page);
    await expect(contract).toHaveText(dividend);

    // Back online, nothing was kept to be sent later: the offer still waits.
    const answers: string[] = [];
    page.on('request', (r) => r.url().includes('/api/agent/contracts/decide') && answers.push(r.method()));
    await setOffline(context, false);
    await expect(page.getByTestId('offline-mark')).toHaveCount(0);
    await expect(contract).toHaveAttribute('data-status', 'accepted');
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(contract).toHaveAttribute('data-status', 'offered');
    await expect(page.getByTestId('offline-mark')).toHaveCount(0);
    expect(answers).toEqual([]);
  });
});
