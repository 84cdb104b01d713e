import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newBuyer, registerThroughForm } from '../support/accounts';
import { openDashboardPage } from '../support/dashboard';

/** Every review these stories write starts with this, so a story can tell them from the seeded ones. */
const MARK = '[e2e]';

function reviewCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Reviews' }).getByRole('article');
}

/**
 * Expects the review holding `text` to lead the home page's list. Other stories (the other project's
 * run) may add reviews at the same moment, so only reviews written by these stories may come before it.
 */
async function expectFirstReview(page: Page, text: string): Promise<Locator> {
  const cards = reviewCards(page);
  await expect(cards.filter({ hasText: text })).toHaveCount(1);
  const texts = await cards.allInnerTexts();
  const index = texts.findIndex((each) => each.includes(text));
  expect(index, 'the review is listed').toBeGreaterThanOrEqual(0);
  for (const before of texts.slice(0, index))
    expect(before, 'only newer test reviews come first').toContain(MARK);
  return cards.nth(index);
}

test.describe('Reviews', () => {
  // Each story signs in and walks through several pages (and an upload): more than the default 30 s
  // when the machine is busy.
  test.describe.configure({ timeout: 60_000 });

  test('a buyer adds a review and sees it first on the home page, with its rating and stars', async ({
    page,
    expectNoA11yViolations,
  }) => {
    const buyer = newBuyer('Rita Reviewer');
    await registerThroughForm(page, buyer);
    await openDashboardPage(page, 'Add Review');
    await expectNoA11yViolations();

    await page.getByRole('radio', { name: '4 stars' }).check();
    await expect(page.getByLabel('Ratings', { exact: true })).toHaveValue('4');
    const text = `${MARK} Pads fitted first time, no squeal after 2,000 km. ${buyer.email}`;
    await page.getByLabel('Description').fill(text);
    await expect(page.getByText(`${text.length} / 1000 characters`)).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();

    await expect(page.getByText('Review added successfully')).toBeVisible();
    await expect(page.getByLabel('Ratings', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Description')).toHaveValue('');

    // In-app navigation: the list was invalidated, so the home page shows the review at once.
    await page.getByRole('link', { name: 'home page’s reviews' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const review = await expectFirstReview(page, text);
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(review).toContainText(/4\s*\/5/);
    await expect(review.getByRole('heading', { name: buyer.name })).toBeVisible();
  });

  test('a rating the stars cannot show is refused before it is sent', async ({ page }) => {
    await registerThroughForm(page, newBuyer('Otto Outofrange'));
    await openDashboardPage(page, 'Add Review');
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/review')) sent += 1;
    });
    await page.getByLabel('Description').fill(`${MARK} never sent`);
    for (const rating of ['0', '6', '3.5']) {
      await page.getByLabel('Ratings', { exact: true }).fill(rating);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByText('Ratings must be a whole number from 1 to 5')).toBeVisible();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    }
    await page.getByLabel('Ratings', { exact: true }).fill('2');
    await expect(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(sent).toBe(0);
  });

  test('a review containing markup is shown as plain text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const buyer = newBuyer('Mallory Markup');
    await registerThroughForm(page, buyer);
    await openDashboardPage(page, 'Add Review');

    const text = `${MARK} <img src=x onerror=alert(1)> ${buyer.email}`;
    await page.getByLabel('Ratings', { exact: true }).fill('5');
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.getByLabel('Description').fill(text);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Review added successfully')).toBeVisible();

    await page.getByRole('link', { name: 'home page’s reviews' }).click();
    const review = await expectFirstReview(page, text);
    await expect(review.getByText(text, { exact: true })).toBeVisible();
    await expect(review.locator('img')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs, 'no script from the review ran').toEqual([]);
  });
});
