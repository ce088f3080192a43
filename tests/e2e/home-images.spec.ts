import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/** The state of every image loader (game icons, vendor logos) on screen, by its box. */
function visibleImageStates(page: Page): Promise<string[]> {
  return page.getByTestId('screen-home').evaluate((home) =>
    [...home.querySelectorAll<HTMLElement>('[data-testid="game-lobby"] [data-state]')]
      .filter((box) => {
        const r = box.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
      })
      .map((box) => box.dataset.state ?? 'none'),
  );
}

test.describe('home images', () => {
  test('coming back to home from the game centre or the member centre, every visible icon and vendor logo ends loaded', async ({ page }) => {
    // Twenty round trips: a busy machine needs the room.
    test.setTimeout(240_000);
    await signIn(page, ACCOUNTS.player);
    await page.goto('/m/home');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    for (let visit = 0; visit < 20; visit += 1) {
      const away = visit % 2 === 0 ? '/m/gameCenter' : '/m/member/home';
      await page.goto(away);
      await expect(page.getByTestId(visit % 2 === 0 ? 'screen-gameCenter' : 'screen-member-home')).toBeVisible();
      await page.getByTestId('nav-home').click();
      await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => visibleImageStates(page), { message: `visit ${visit + 1} after ${away}` }).toEqual(expect.arrayContaining(['loaded']));
      await expect
        .poll(async () => (await visibleImageStates(page)).filter((s) => s !== 'loaded'), { message: `visit ${visit + 1} after ${away}` })
        .toEqual([]);
    }
  });
});
