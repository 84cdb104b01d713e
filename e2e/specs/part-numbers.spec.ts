import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newBuyer, registerThroughForm } from '../support/accounts';
import { orderFromPurchasePage } from '../support/orders';
import { pickVehicle } from '../support/vehicle-picker';

const partCards = (page: Page) => page.getByRole('list', { name: 'Parts' }).getByRole('article');

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search parts' });
  await box.fill(text);
  await box.press('Enter');
}

test.describe('Any number finds the part', () => {
  // Registers, searches and orders: more than 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a buyer types a superseded number and orders its successor', async ({
    page,
    expectNoA11yViolations,
  }, testInfo) => {
    await registerThroughForm(page, newBuyer('Sam Superseded'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Parts', exact: true }).click();
    await expect(partCards(page).first()).toBeVisible();

    await search(page, 'ps bp 1040');
    const first = partCards(page).first();
    await expect(first.getByRole('heading', { name: 'Ceramic Front Brake Pad Set' })).toBeVisible();
    await expect(first.getByText('PS-BP-1040 is replaced by PS-BP-1042')).toBeVisible();
    await expectNoA11yViolations();
    await first.screenshot({ path: testInfo.outputPath('superseded-number-card.png') });

    await first.getByRole('link', { name: 'Purchase Now' }).click();
    await expect(page.getByRole('heading', { name: 'Ceramic Front Brake Pad Set', level: 1 })).toBeVisible();
    await expect(page.getByText('PS-BP-1042', { exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('PS-BP-1040');
    await orderFromPurchasePage(page, 20);
  });

  test('a competitor number and a barcode find the part and say which number matched', async ({ page }) => {
    await page.goto('/parts');
    await search(page, 'gdb 1550');
    await expect(partCards(page).first().getByText('matched competitor number TRW GDB1550')).toBeVisible();
    await search(page, '7612345104201');
    await expect(partCards(page).first().getByText('matched barcode (GTIN) 7612345104201')).toBeVisible();
    await partCards(page).first().getByRole('link', { name: 'Ceramic Front Brake Pad Set' }).click();
    await expect(page.getByRole('list', { name: 'Competitor numbers' })).toContainText('TRW GDB1550');
    await expect(page.getByText('GTIN / EAN')).toBeVisible();
  });

  test('a buyer with a vehicle chosen sees where and how many fit, and orders whole vehicle sets', async ({
    page,
    expectNoA11yViolations,
  }, testInfo) => {
    await registerThroughForm(page, newBuyer('Vic Vehicle'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Parts', exact: true }).click();
    await pickVehicle(page);
    await expect(page).toHaveURL(/[?&]vehicle=/);
    await search(page, 'PS-BD-2300');
    const card = partCards(page).first();
    await expect(card.getByText('Fits your 2018 Toyota Corolla — front axle, 2 per vehicle')).toBeVisible();
    await card.screenshot({ path: testInfo.outputPath('qualifiers-card.png') });

    await card.getByRole('link', { name: 'Purchase Now' }).click();
    await expect(page.getByText('Fits your 2018 Toyota Corolla — front axle, 2 per vehicle')).toBeVisible();
    await expect(page.getByText('Your 2018 Toyota Corolla takes 2. Order for whole vehicles:')).toBeVisible();
    await page.getByRole('button', { name: '6 vehicles (12)' }).click();
    await expect(page.getByLabel('Quantity')).toHaveValue('12');
    await expectNoA11yViolations();
    await page
      .getByRole('region', { name: 'Place your order' })
      .screenshot({ path: testInfo.outputPath('vehicle-sets.png') });
    await orderFromPurchasePage(page, 12);
  });
});
