import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createPart, removePart, uniquePartName } from '../support/catalogue';
import { openDashboardPage } from '../support/dashboard';
import { tinyPng } from '../support/png';

/** The part's card on /parts, found by its heading. */
function partCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Parts' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/**
 * Goes to /parts through the footer link: an in-app navigation, so the page does not reload and ask
 * the identity server for the session again (its rate limit is shared by the whole suite). The
 * catalogue is paged, so the part is looked up with the search box, as a buyer would.
 */
async function goToParts(page: Page, search?: string) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Parts', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/parts');
  if (!search) return;
  await page.getByRole('searchbox', { name: 'Search parts' }).fill(search);
  await page.getByRole('searchbox', { name: 'Search parts' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
}

/** The part's row in the Manage Products table. */
function productRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

/** Manage Products is paged: a part made by a story is found with its search box. */
async function searchProducts(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(productRow(page, name)).toBeVisible();
}

async function openManageProducts(page: Page) {
  await openDashboardPage(page, 'Manage Products');
  await expect(page.getByRole('table')).toBeVisible();
}

test.describe('Catalogue administration', () => {
  // Each story signs in and walks through several pages (and an upload): more than the default 30 s
  // when the machine is busy.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ loginAsAdmin }) => {
    await loginAsAdmin();
  });

  test('an admin adds a part with a picture and it shows on /parts with that picture', async ({
    page,
    expectNoA11yViolations,
  }, testInfo) => {
    const name = uniquePartName(testInfo, 'Vacuum servo');
    await openDashboardPage(page, 'Add A Product');
    await expectNoA11yViolations();

    const partNumber = `PS-E2E-${Date.now().toString(36).toUpperCase()}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Part number').fill(partNumber);
    await page.getByLabel('Category').fill('Brakes');
    await page.getByLabel('OEM numbers').fill('29300-0D011');
    await page.getByLabel('Minimum order quantity').fill('4');
    await page.getByLabel('Available quantity').fill('120');
    await page.getByLabel('Price (USD per unit)').fill('89.95');
    await page.getByLabel('Description').fill('Vacuum servo, 9 inch, tested before shipping.');
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'booster.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect(page.getByText('Part added successfilly')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);

    await goToParts(page, partNumber);
    const card = partCard(page, name);
    await expect(card).toContainText(partNumber);
    await expect(card).toContainText('Brakes');
    await expect(card).toContainText(/Min order:\s*4 units/);
    await expect(card).toContainText(/Available:\s*120 units/);
    await expect(card).toContainText('$89.95');
    const picture = card.getByRole('img', { name });
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);

    await removePart(page, name);
  });

  test("the spec's form alone adds a part: name, minOrderQuantity, availableQuantity, price, description and image file", async ({
    page,
  }, testInfo) => {
    const name = uniquePartName(testInfo, 'Wheel hub');
    await openDashboardPage(page, 'Add A Product');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Minimum order quantity').fill('2');
    await page.getByLabel('Available quantity').fill('60');
    await page.getByLabel('Price (USD per unit)').fill('41.50');
    await page.getByLabel('Description').fill('Wheel hub with bearing, pressed in.');
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'hub.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect(page.getByText('Part added successfilly')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    // The catalogue's own fields say, under each, what the server gives when they stay empty.
    await expect(page.getByText('Left empty, the next free number is given.')).toBeVisible();
    await expect(page.getByText('Left empty, the part goes under Other.')).toBeVisible();

    await goToParts(page, name);
    const card = partCard(page, name);
    await expect(card).toContainText(/PS-[0-9A-F]{8}/);
    await expect(card).toContainText('Other');
    await expect(card).toContainText(/Min order:\s*2 units/);
    await expect(card).toContainText(/Available:\s*60 units/);
    await expect(card).toContainText('$41.50');

    await removePart(page, name);
  });

  test('the form says what is wrong before anything is uploaded', async ({ page }) => {
    await openDashboardPage(page, 'Add A Product');
    await page.getByLabel('Minimum order quantity').fill('50');
    await page.getByLabel('Available quantity').fill('10');
    await page.getByLabel('Price (USD per unit)').fill('0');
    await page.getByLabel('Image').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/images')) uploads += 1;
    });
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect(
      page.getByText('The minimum order cannot be more than the available quantity'),
    ).toBeVisible();
    await expect(page.getByText('Price must be more than 0')).toBeVisible();
    await expect(page.getByText('Choose a JPEG, PNG, WebP, AVIF or GIF image')).toBeVisible();
    await expect(page.getByText('Name is required')).toBeVisible();
    // Part number and category may stay empty: the server gives them.
    await expect(page.getByText('Category is required')).toHaveCount(0);
    await expect(page.getByLabel('Name')).toBeFocused();
    expect(uploads).toBe(0);
  });

  test('an admin restocks a part and /parts shows the new stock', async ({ page }, testInfo) => {
    const name = uniquePartName(testInfo, 'Wheel bearing');
    await createPart(page, { name, availableQuantity: 30 });
    await openManageProducts(page);
    await searchProducts(page, name);

    await productRow(page, name).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    // Focus moves into the dialog (the first field, or its scrolling box on a phone).
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await expect(dialog.getByLabel('Available quantity')).toHaveValue('30');
    await dialog.getByLabel('Available quantity').fill('4321');
    await dialog.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Part updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(productRow(page, name)).toContainText('4,321');

    await goToParts(page, name);
    await expect(partCard(page, name)).toContainText(/Available:\s*4,321 units/);

    await removePart(page, name);
  });

  test('an admin deletes a part after confirming, and it leaves /parts', async ({
    page,
    expectNoA11yViolations,
  }, testInfo) => {
    const name = uniquePartName(testInfo, 'Drive shaft');
    await createPart(page, { name });
    await openManageProducts(page);
    await searchProducts(page, name);
    const deleteButton = productRow(page, name).getByRole('button', { name: 'Delete' });
    const dialog = page.getByRole('dialog', { name: `Are you sure you want to delete ${name}!` });

    // cancel, and Escape, keep the part.
    await deleteButton.click();
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Once you delete the product, the product will disapear from the website.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'cancel' })).toBeFocused();
    await expectNoA11yViolations();
    await dialog.getByRole('button', { name: 'cancel' }).click();
    await expect(dialog).toBeHidden();
    await deleteButton.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Successfully deleted: ${name}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(productRow(page, name)).toHaveCount(0);

    await goToParts(page, name);
    await expect(page.getByText('No parts found')).toBeVisible();
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  });
});
