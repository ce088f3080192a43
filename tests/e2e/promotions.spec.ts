import { promotionIn, textOf } from './content';
import { apiRegister, baseUrl, expect, signIn, test, translation, unique } from './fixtures';

/** Seed ids of the DEMO merchant on the fresh test database (server/db/seed/promotions.ts). */
const DEPOSIT_PROMOS = ['2', '3'];
const REBATE_PROMO = '11';
const SLOTS_TOURNAMENT = '5';
const SAFETY_TEST = '12';
const ALL_PROMOS = 12;

const cardIds = (page: import('@playwright/test').Page) =>
  page.getByTestId('promo-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-promo-id')));

test.describe('promotions', () => {
  test('a category shows only its promotions, and all brings them back', async ({ page }) => {
    await page.goto('/m/activity');
    await expect(page.getByTestId('promo-card')).toHaveCount(ALL_PROMOS);
    await expect(page.getByTestId('promo-category-all')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('promo-category-deposit_promo').click();
    await expect(page.getByTestId('promo-category-deposit_promo')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('promo-card')).toHaveCount(DEPOSIT_PROMOS.length);
    expect(await cardIds(page)).toEqual(DEPOSIT_PROMOS);

    await page.getByTestId('promo-category-all').click();
    await expect(page.getByTestId('promo-card')).toHaveCount(ALL_PROMOS);
  });

  test('a chosen category is kept in the address, and the menu brings it into view', async ({ page }) => {
    await page.goto('/m/activity');
    await page.getByTestId('promo-category-other_promo').click();
    await expect(page).toHaveURL(/\/m\/activity\?category=other_promo$/);

    await page.reload();
    // The last category sits past the right edge of the strip until the menu scrolls to it.
    await expect(page.getByTestId('promo-category-other_promo')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('promo-category-other_promo')).toBeInViewport({ ratio: 1 });
    expect(await cardIds(page)).toEqual([SAFETY_TEST]);
  });

  test('a card opens its detail, and back returns to the list at that card', async ({ page }) => {
    await page.goto('/m/activity');
    await page.locator(`[data-testid="promo-card"][data-promo-id="${REBATE_PROMO}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${REBATE_PROMO}$`));
    // The title in the app's language, as the server gives it.
    await expect(page.getByTestId('screen-activityDetail').getByRole('heading', { level: 1 })).toHaveText((await promotionIn(REBATE_PROMO)).title);

    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.locator(`[data-testid="promo-card"][data-promo-id="${REBATE_PROMO}"]`)).toBeInViewport();
  });

  test('a deep link by id opens the detail; back shows the list at that promotion without opening it again', async ({ page }) => {
    await page.goto(`/m/activity?id=${REBATE_PROMO}`);
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${REBATE_PROMO}$`));
    await expect(page.getByTestId('screen-activityDetail').getByRole('heading', { level: 1 })).toHaveText((await promotionIn(REBATE_PROMO)).title);

    await page.goBack();
    await expect(page).toHaveURL(/\/m\/activity$/);
    const card = page.locator(`[data-testid="promo-card"][data-promo-id="${REBATE_PROMO}"]`);
    await expect(card).toBeInViewport();
    await expect(page.getByTestId('screen-activity')).toBeVisible();
    await expect(page.getByTestId('screen-activityDetail')).toHaveCount(0);
  });

  test('a fresh member joins a sign-up promotion, stays joined, and may then apply', async ({ page }) => {
    const name = unique('p');
    await apiRegister(name, 'Player1234');
    await signIn(page, { username: name, password: 'Player1234' });
    await page.goto(`/m/activityDetail?id=${SLOTS_TOURNAMENT}`);
    await expect(page.getByTestId('promo-join')).toBeVisible();
    await expect(page.getByTestId('promo-apply')).toHaveCount(0);

    await page.getByTestId('promo-join').click();
    await expect(page.getByTestId('promo-joined')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('promo-joined')).toBeVisible();
    await expect(page.getByTestId('promo-join')).toHaveCount(0);
    await expect(page.getByTestId('promo-apply')).toHaveAttribute('href', `/m/applyReward?id=${SLOTS_TOURNAMENT}`);
  });

  test('hostile promotion content renders inert, in the language the app shows it in', async ({ page }) => {
    // The hostile payload is translated too: its words are the app's language's.
    const hostile = (await promotionIn(SAFETY_TEST)).content;
    const harmless = textOf(/<p>(.*?)<\/p>/.exec(hostile)?.[1] ?? '');
    const link = textOf(/<a [^>]*>(.*?)<\/a>/.exec(hostile)?.[1] ?? '');
    const tap = textOf(/<div [^>]*>(.*?)<\/div>/.exec(hostile)?.[1] ?? '');
    expect([harmless, link, tap].every((t) => t.length > 0)).toBe(true);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/m/activityDetail?id=${SAFETY_TEST}`);
    const content = page.getByTestId('promo-content');
    await expect(content).toContainText(harmless);
    // What the payload would have needed to run is gone from the page.
    expect(
      await content.evaluate((el) => [
        ...[...el.querySelectorAll('script, iframe, form, input, button, svg, [style], a[href^="javascript" i]')].map((n) => n.outerHTML),
        ...[...document.querySelectorAll('iframe, [onerror], [onload], [onclick]')].map((n) => n.outerHTML),
      ]),
    ).toEqual([]);
    // Tapping what is left does nothing either.
    await content.getByText(link, { exact: true }).click();
    await content.getByText(tap, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${SAFETY_TEST}$`));
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('an unknown id says so and leads back to the promotions', async ({ page }) => {
    await page.goto('/m/activityDetail?id=999999');
    await expect(page.getByTestId('promo-not-found')).toHaveText(translation('TY', 'err_promotion_not_found'));
    await page.getByTestId('promo-back-to-list').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
  });

  test('a merchant without promotions shows the empty state', async ({ page }) => {
    await page.goto(`${baseUrl('lite.localhost')}/m/activity`);
    // LITE's TY is Turkish (the 'ty-en' reading of the languages).
    await expect(page.getByTestId('empty-state')).toHaveText(translation('TR', 'promo_empty'));
    await expect(page.getByTestId('promo-card')).toHaveCount(0);
  });
});
