import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoAdmin, newBuyer, registerThroughForm, signInByApi } from '../support/accounts';
import { basketLink, bearer } from '../support/basket';
import { createPart, removePart, uniquePartName } from '../support/catalogue';
import { openDashboardPage } from '../support/dashboard';
import { orderFromPurchasePage } from '../support/orders';
import { choose, pickVehicle } from '../support/vehicle-picker';

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

  test('an admin sets "Replaced by"; a buyer types the old number and adds the successor to the basket', async ({
    page,
    browser,
    expectNoA11yViolations,
  }, testInfo) => {
    // An admin and a buyer, each signed in, through the dashboard, a search and the basket.
    test.setTimeout(150_000);
    const adminContext = await browser.newContext({ viewport: page.viewportSize() });
    const admin = await adminContext.newPage();
    await signInByApi(admin, demoAdmin.email, demoAdmin.password);
    const tag = `${Date.now().toString(36).toUpperCase()}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
    const oldName = uniquePartName(testInfo, 'Wiper linkage');
    const newName = uniquePartName(testInfo, 'Wiper linkage, sealed');
    const [oldNumber, newNumber] = [`PS-WL-${tag}-1`, `PS-WL-${tag}-2`];
    await createPart(admin, { name: oldName, partNumber: oldNumber, minOrderQuantity: 3 });
    const successorId = await createPart(admin, {
      name: newName,
      partNumber: newNumber,
      minOrderQuantity: 4,
    });

    try {
      // The admin marks the old part discontinued in the edit dialog, naming its successor by number.
      await openDashboardPage(admin, 'Manage Products');
      await admin.getByRole('searchbox', { name: 'Search products' }).fill(oldName);
      await admin.getByRole('searchbox', { name: 'Search products' }).press('Enter');
      const row = admin.getByRole('row').filter({ hasText: oldName });
      await row.getByRole('button', { name: `Edit ${oldName}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Edit ${oldName}` });
      await dialog.getByLabel('Replaced by').fill(newNumber.toLowerCase());
      await dialog.screenshot({ path: testInfo.outputPath('edit-dialog-numbers.png') });
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(admin.getByText('Part updated')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The form with a vehicle's qualifiers filled in, as the admin sees it (not sent).
      await openDashboardPage(admin, 'Add A Product');
      for (const [step, option] of [
        ['Year', '2018'],
        ['Make', 'Toyota'],
        ['Model', 'Corolla'],
        ['Engine', '1.8 L 2ZR-FE'],
      ] as const) {
        await choose(admin, step, option);
      }
      await admin.getByRole('button', { name: 'Add vehicle' }).click();
      const corolla = '2018 Toyota Corolla 1.8 L 2ZR-FE';
      await admin.getByLabel(`Position for ${corolla}`).selectOption('front');
      await admin.getByLabel(`Quantity per vehicle for ${corolla}`).fill('2');
      await admin.getByLabel(`Conditions for ${corolla}`).fill('with A/C');
      await admin.screenshot({ path: testInfo.outputPath('add-product-form.png'), fullPage: true });

      // A buyer types the old number, is told what replaces it and adds the successor.
      await registerThroughForm(page, newBuyer('Rory Replaced'));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Parts', exact: true }).click();
      await expect(partCards(page).first()).toBeVisible();
      await search(page, oldNumber);
      const first = partCards(page).first();
      await expect(first.getByRole('heading', { name: newName })).toBeVisible();
      await expect(first.getByText(`${oldNumber} is replaced by ${newNumber}`)).toBeVisible();
      const discontinued = partCards(page).filter({ has: page.getByRole('heading', { name: oldName }) });
      await expect(discontinued.getByText('Discontinued: replaced by a newer part')).toBeVisible();
      await expect(discontinued.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
      await expectNoA11yViolations();
      await page.screenshot({ path: testInfo.outputPath('replaced-number-search.png'), fullPage: true });

      await discontinued.getByRole('link', { name: 'Order the replacement' }).click();
      await expect(page.getByRole('heading', { name: newName, level: 1 })).toBeVisible();
      await page
        .getByRole('region', { name: 'Place your order' })
        .getByRole('button', { name: 'Add 4 to basket' })
        .click();
      await expect(basketLink(page, 1)).toBeVisible();
      const basket = (await (
        await page.request.get('/api/basket', { headers: await bearer(page) })
      ).json()) as {
        lines: { partId: string; partNumber: string }[];
      };
      expect(basket.lines).toEqual([expect.objectContaining({ partId: successorId, partNumber: newNumber })]);
    } finally {
      await removePart(admin, oldName);
      await removePart(admin, newName);
      await adminContext.close();
    }
  });

  test('a basket line discontinued after it was added says so and takes its successor in one click', async ({
    page,
    browser,
    expectNoA11yViolations,
  }, testInfo) => {
    test.setTimeout(120_000);
    const adminContext = await browser.newContext({ viewport: page.viewportSize() });
    const admin = await adminContext.newPage();
    await signInByApi(admin, demoAdmin.email, demoAdmin.password);
    const tag = `${Date.now().toString(36).toUpperCase()}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
    const oldName = uniquePartName(testInfo, 'Door seal');
    const newName = uniquePartName(testInfo, 'Door seal, moulded');
    const [oldNumber, newNumber] = [`PS-DS-${tag}-1`, `PS-DS-${tag}-2`];
    const oldId = await createPart(admin, { name: oldName, partNumber: oldNumber, minOrderQuantity: 3 });
    const successorId = await createPart(admin, {
      name: newName,
      partNumber: newNumber,
      minOrderQuantity: 6,
    });

    try {
      await registerThroughForm(page, newBuyer('Dana Discontinued'));
      const added = await page.request.post('/api/basket/lines', {
        headers: await bearer(page),
        data: { partId: oldId, quantity: 4 },
      });
      expect(added.status()).toBe(200);
      // Another hand discontinues the part while it waits in the basket.
      const replaced = await admin.request.put(`/api/part/${oldId}`, {
        headers: await bearer(admin),
        data: { replacedBy: successorId },
      });
      expect(replaced.status(), await replaced.text()).toBe(200);

      await page.goto('/basket');
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: oldName }) });
      await expect(
        line.getByText(
          `${oldNumber} ${oldName} is discontinued: it is replaced by ${newNumber} ${newName}. Order that part instead.`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
      await expectNoA11yViolations();
      await page.screenshot({ path: testInfo.outputPath('discontinued-basket-line.png'), fullPage: true });

      // The successor takes the line at its own minimum (6 > 4).
      await line.getByRole('button', { name: `Use ${newNumber} instead` }).click();
      const successorLine = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: newName }) });
      await expect(successorLine.getByLabel('Quantity')).toHaveValue('6');
      await expect(page.getByRole('heading', { name: oldName })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
      await expect(basketLink(page, 1)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('successor-basket-line.png'), fullPage: true });
    } finally {
      await removePart(admin, oldName);
      await removePart(admin, newName);
      await adminContext.close();
    }
  });
});
