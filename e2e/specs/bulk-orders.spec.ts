import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { demoAdmin, loginThroughForm, newBuyer, registerThroughForm } from '../support/accounts';
import { createPart, removePart, uniquePartName } from '../support/catalogue';
import { openDashboardPage } from '../support/dashboard';
import { lastMailTo } from '../support/mail';
import {
  myOrderRow,
  openMyOrders,
  orderFromPurchasePage,
  paidTransactionId,
  payFromMyOrders,
} from '../support/orders';

test.describe('selling in bulk', () => {
  // A buyer and an admin, each signed in, through ordering, paying, an invoice and shipping.
  test.describe.configure({ timeout: 150_000 });

  test('a buyer pays the break price, downloads the invoice, orders again and tracks the parcel', async ({
    page,
    browser,
    expectNoA11yViolations,
  }, testInfo) => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginThroughForm(admin, demoAdmin.email, demoAdmin.password);
    const name = uniquePartName(testInfo, 'Bulk Clutch Plates');
    const partId = await createPart(admin, {
      name,
      minOrderQuantity: 5,
      availableQuantity: 500,
      price: 12.5,
      priceBreaks: [
        { minQuantity: 20, price: 10 },
        { minQuantity: 100, price: 8.75 },
      ],
    });

    try {
      const buyer = newBuyer('Wendy Workshop');
      await registerThroughForm(page, buyer);
      await page.goto(`/purchase/${partId}`);
      const breaks = page.getByRole('table', { name: 'Buy more, pay less per unit' });
      await expect(breaks.getByRole('row')).toHaveText([
        'UnitsPrice per unit',
        '5–19$12.50',
        '20–99$10.00',
        '100 or more$8.75',
      ]);
      const total = page.getByText('Total', { exact: true }).locator('xpath=following-sibling::span');
      const quantity = page.getByLabel('Quantity');
      await quantity.fill('19');
      await expect(total).toHaveText('$237.50');
      await quantity.fill('20');
      await expect(total).toHaveText('$200.00');
      await quantity.fill('21');
      await expect(total).toHaveText('$210.00');
      await expectNoA11yViolations();
      await orderFromPurchasePage(page, 20);

      await openMyOrders(page);
      const row = myOrderRow(page, name);
      await expect(row).toContainText('$200.00');
      await payFromMyOrders(page, { name }, '4242 4242 4242 4242');
      await paidTransactionId(page);
      await page.getByRole('link', { name: 'Back to My Orders' }).click();
      await expect(row).toContainText('Paid');

      // The invoice: a PDF fetched with the sign-in token, saved as INV-…pdf; the payment mail carries it.
      const [response, download] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/invoice')),
        page.waitForEvent('download'),
        row.getByRole('button', { name: /^Invoice INV-\d{6} for / }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const mail = await lastMailTo(buyer.email, 'Your Partsmith order is confirmed');
      expect(mail.attachments).toEqual([
        expect.objectContaining({ filename: download.suggestedFilename(), mimeType: 'application/pdf' }),
      ]);
      expect(mail.attachments[0]?.head.startsWith('%PDF-')).toBe(true);

      // Order again: the same quantity, at today's price.
      await row.getByRole('link', { name: /^Order again/ }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Ordering again: 20 units');
      await expect(page.getByLabel('Quantity')).toHaveValue('20');
      await expect(total).toHaveText('$200.00');

      // The admin ships it with UPS; the buyer sees the tracking number, linked to UPS.
      await openDashboardPage(admin, 'Manage All Orders');
      await admin.getByRole('searchbox', { name: 'Search orders' }).fill(buyer.email);
      await admin.getByRole('button', { name: 'Search', exact: true }).click();
      const adminRow = admin
        .getByRole('region', { name: 'All orders' })
        .getByRole('row')
        .filter({ hasText: buyer.email });
      await adminRow.getByRole('button', { name: 'Update Status' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel('Carrier').fill('UPS');
      await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
      await dialog.getByRole('button', { name: 'Update Status to Shipped' }).click();
      await expect(adminRow).toContainText('Shipped');

      await openMyOrders(page);
      await expect(row).toContainText('Shipped');
      await expect(row).toContainText('Carrier: UPS');
      await expect(
        row.getByRole('link', { name: 'Track 1Z999AA10123456784 with UPS (opens a new tab)' }),
      ).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
      const shipped = await lastMailTo(buyer.email, 'Your Partsmith order has shipped');
      expect(shipped.text).toContain('Track it: https://www.ups.com/track?tracknum=1Z999AA10123456784');
      await expectNoA11yViolations();
    } finally {
      await removePart(admin, name);
      await adminContext.close();
    }
  });
});
