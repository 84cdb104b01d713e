import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { navLink } from '../support/navbar';

const missingPath = '/no-such-page';

const destinations: { link: string; path: string; shows: (page: Page) => Locator }[] = [
  { link: 'Home', path: '/', shows: (page) => page.getByRole('heading', { name: /welcome/i }).first() },
  { link: 'Blogs', path: '/blogs', shows: (page) => page.getByRole('heading', { name: /\?\s*$/ }).first() },
  { link: 'My Portfolio', path: '/myPortfolio', shows: (page) => page.getByRole('table') },
  { link: 'Login', path: '/login', shows: (page) => page.getByRole('heading', { name: 'Please Login!!' }) },
];

test.describe('Unknown address', () => {
  test.beforeEach(({ consoleErrors }) => {
    // Chromium logs the document's own 404; that answer is the point of this page.
    consoleErrors.allow(new RegExp(`status of 404.*${missingPath}`));
  });

  test('a visitor who follows a dead link gets a 404 page', async ({ page }) => {
    const response = await page.goto(missingPath);

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 NOT FOUND' })).toBeVisible();
    const picture = page.getByRole('main').getByRole('img');
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  });

  for (const { link, path, shows } of destinations) {
    test(`the navbar's ${link} link leads back into the site`, async ({ page }) => {
      await page.goto(missingPath);

      await (await navLink(page, link)).click();

      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(shows(page)).toBeVisible();
    });
  }
});
