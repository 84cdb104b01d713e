import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { listParts } from '../support/api';

/** The price as the pages write it: $1,234.50. */
const dollars = (price: number) =>
  `$${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The JSON-LD Product of a part page, parsed. */
async function productData(page: Page): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  if (!product) throw new Error('The page has no JSON-LD Product.');
  return product;
}

test.describe('Part page', () => {
  test('a visitor opens a part from its card and sees everything about it, with Purchase Now', async ({
    page,
  }) => {
    await page.goto('/parts');
    const card = page.getByRole('list', { name: 'Parts' }).getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name }).click();

    await expect(page).toHaveURL(/\/parts\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} — Partsmith`);
    for (const term of ['Part number', 'Category', 'OEM numbers', 'Min order', 'Available', 'Price']) {
      await expect(page.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Fits these vehicles' })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByRole('link', { name: 'Purchase Now' })).toHaveAttribute('href', `/purchase/${id}`);
  });

  test('Purchase Now keeps its login guard', async ({ page, request }) => {
    const [part] = await listParts(request);
    await page.goto(`/parts/${part?._id}`);
    await page.getByRole('link', { name: 'Purchase Now' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('search engines read the part, its price and its stock in the page', async ({ page, request }) => {
    const [part] = await listParts(request);
    if (!part) throw new Error('The catalogue is empty.');
    await page.goto(`/parts/${part._id}`);
    const product = await productData(page);
    expect(product).toMatchObject({
      name: part.name,
      sku: part.partNumber,
      offers: { priceCurrency: 'USD' },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/parts/${part._id}$`),
    );
  });
});

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue and a part page still show, rendered by the server', async ({ page, request }) => {
    const parts = await listParts(request);
    const [first] = parts;
    if (!first) throw new Error('The catalogue is empty.');

    await page.goto('/parts');
    await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Parts' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(Math.min(parts.length, 24));

    // A plain link: no script follows it.
    await cards.first().getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(new RegExp(`/parts/${first._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByText(dollars(first.price)).first()).toBeVisible();
    await expect(page.getByText(first.partNumber, { exact: true })).toBeVisible();
  });

  test('the home page shows its parts, figures and reviews', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /welcome to partsmith/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trusted Business' })).toBeVisible();
    await expect(page.getByText('500+')).toBeVisible();
  });
});

/** A first key press wakes the app (ADR 0015); `<html data-hydrated>` says it has hydrated the page. */
async function wakeTheApp(page: Page) {
  await page.keyboard.press('Shift');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

test.describe('Hydration', () => {
  // The fixtures fail a test on any console error: a hydration mismatch is one (React logs it).
  for (const path of ['/', '/parts', '/parts?category=Brakes', '/blogs', '/myPortfolio']) {
    test(`${path} hydrates the server's HTML without a warning and then works as an app`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('#page-state')).toHaveCount(1);
      // The app wakes on the first interaction (ADR 0015); once it has hydrated the page, a link
      // navigates in the page (no new document).
      await wakeTheApp(page);
      const marker = await page.evaluate(
        () => ((window as unknown as { marker: number }).marker = Math.random()),
      );
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    });
  }

  test('a year chosen in the vehicle picker before the page wakes is kept, and the picker goes on from it', async ({
    page,
  }) => {
    await page.goto('/parts');
    // The server renders the picker with its years, not a placeholder.
    const year = page.getByRole('combobox', { name: 'Year', exact: true });
    await expect(year.getByRole('option', { name: '2018', exact: true })).toBeAttached();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await year.selectOption('2018');
    // Choosing wakes the app; the picker learns the year and lists that year's makes.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(year).toHaveValue('2018');
    const make = page.getByRole('combobox', { name: 'Make', exact: true });
    await expect(make).toBeEnabled();
    await expect(make.getByRole('option', { name: 'Toyota', exact: true })).toBeAttached();
  });

  test('a part page hydrates without a warning', async ({ page, request }) => {
    const [part] = await listParts(request);
    await page.goto(`/parts/${part?._id}`);
    await wakeTheApp(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Parts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
  });
});
