import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Each public page, with what shows once it has loaded its content. */
const pages: { path: string; loaded: (page: Page) => Locator }[] = [
  { path: '/', loaded: (page) => page.getByRole('list', { name: 'Parts' }).getByRole('article').first() },
  {
    path: '/parts',
    loaded: (page) => page.getByRole('list', { name: 'Parts' }).getByRole('article').first(),
  },
  { path: '/blogs', loaded: (page) => page.getByRole('heading', { name: /\?\s*$/ }).first() },
  { path: '/myPortfolio', loaded: (page) => page.getByRole('table') },
  { path: '/no-such-page', loaded: (page) => page.getByRole('heading', { name: '404 NOT FOUND' }) },
];

test.describe('Accessibility', () => {
  for (const { path, loaded } of pages) {
    test(`${path} has no serious or critical axe violation`, async ({
      page,
      consoleErrors,
      expectNoA11yViolations,
    }) => {
      consoleErrors.allow(/status of 404.*\/no-such-page/);
      await page.goto(path);
      await expect(loaded(page)).toBeVisible();

      await expectNoA11yViolations(page);
    });
  }
});
