import type { Part } from '@partsmith/contract/parts';
import { expect, test } from '../fixtures';
import { demoAdmin, loginThroughForm, newBuyer, registerThroughForm } from '../support/accounts';
import { createPart, removePart, uniquePartName } from '../support/catalogue';
import { dollars, orderFromPurchasePage, paidTransactionId, payFromMyOrders } from '../support/orders';
import { navLink } from '../support/navbar';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Today (UTC) as the Sales page's table names a day: "Nov 24, 2026". */
function todayName() {
  const now = new Date();
  return `${monthNames[now.getUTCMonth()]} ${now.getUTCDate()}, ${now.getUTCFullYear()}`;
}

test.describe('the sales dashboard', () => {
  // A buyer and an admin in two browsers, an order paid by card, and two dashboard pages.
  test.describe.configure({ timeout: 120_000 });

  test("the admin sees today's sale and a part the order took under its low-stock threshold", async ({
    page,
    browser,
    lastMailTo,
    expectNoA11yViolations,
  }, testInfo) => {
    await loginThroughForm(page, demoAdmin.email, demoAdmin.password);
    const name = uniquePartName(testInfo, 'Sales Story Hub');
    // 20 in stock, low under 10: an order of 12 takes it under. Priced high, so it tops the parts sold.
    const partId = await createPart(page, {
      name,
      minOrderQuantity: 1,
      availableQuantity: 20,
      price: 500,
      lowStockThreshold: 10,
    });
    try {
      const part = (await (await page.request.get(`/api/part/${partId}`)).json()) as Part;

      const buyerPage = await browser.newPage();
      await registerThroughForm(buyerPage, newBuyer('Sally Sales'));
      await buyerPage.goto(`/purchase/${partId}`);
      await expect(buyerPage.getByRole('heading', { name, level: 1 })).toBeVisible();
      await orderFromPurchasePage(buyerPage, 12);
      await payFromMyOrders(buyerPage, part, '4242 4242 4242 4242');
      await paidTransactionId(buyerPage);
      await buyerPage.close();

      // One mail to the admins that the part went under its threshold.
      const mail = await lastMailTo(demoAdmin.email, `Low stock: ${name} (${part.partNumber})`);
      expect(mail.text).toContain('8 units left, under its threshold of 10');

      // The navbar's Dashboard takes an admin to the Sales page.
      await (await navLink(page, 'Dashboard')).click();
      await expect(page.getByRole('heading', { name: 'Sales', level: 2 })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/sales$/);

      // Today's sale: in today's figures (other stories may sell today too) and among the top parts.
      await page.getByText('The figures as a table').click();
      const today = page
        .getByRole('region', { name: 'Sales figures' })
        .getByRole('row', { name: todayName() });
      const revenue = Number(
        ((await today.getByRole('cell').last().textContent()) ?? '').replace(/[$,]/g, ''),
      );
      expect(revenue).toBeGreaterThanOrEqual(6000);
      await expect(page.getByRole('img', { name: /^Revenue per day/ })).toBeVisible();
      const byRevenue = page.getByRole('region', { name: 'By revenue' });
      await expect(byRevenue.getByRole('row').filter({ hasText: name })).toContainText(dollars(6000));

      // The part in the low-stock list, with a link to edit it.
      const lowStock = page.getByRole('region', { name: 'Low-stock parts' });
      const row = lowStock.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('8');
      await expect(row).toContainText('10');
      await expectNoA11yViolations();
      await page.screenshot({ path: testInfo.outputPath('sales-page.png'), fullPage: true });
      await row.getByRole('link', { name: `Edit ${name}` }).click();
      await expect(page.getByRole('heading', { name: 'Manage Products', level: 2 })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    } finally {
      await removePart(page, name);
    }
  });
});
