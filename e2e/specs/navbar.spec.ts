import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { menuButton, navbar } from '../support/navbar';

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 30): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${maxPresses} presses of Tab`);
}

test.describe('Navbar', () => {
  test('the navbar stays in view while a visitor scrolls down', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Parts' }).getByRole('article').first()).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(navbar(page)).toBeInViewport({ ratio: 0.95 });
  });

  test('a keyboard user reaches every page link: directly on a wide screen, through the menu on a phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const blogs = navbar(page).getByRole('link', { name: 'Blogs', exact: true });
    if (!isMobile) {
      await expect(menuButton(page)).toBeHidden();
      await tabTo(page, blogs);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/blogs');
      return;
    }
    await expect(menuButton(page)).toBeVisible();
    await expect(blogs).toBeHidden();

    await tabTo(page, menuButton(page));
    await page.keyboard.press('Enter');

    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(blogs).toBeVisible();
    await tabTo(page, blogs);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/blogs');
  });
});
