import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newBuyer, registerThroughForm } from '../support/accounts';
import { orderFromPurchasePage } from '../support/orders';

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
    await page.screenshot({ path: testInfo.outputPath('superseded-number.png'), fullPage: false });

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
});
