import { expect, test } from '../fixtures';
import { demoAdmin, newBuyer, registerThroughForm } from '../support/accounts';
import { openDashboardPage } from '../support/dashboard';
import {
  dollars,
  expectAvailable,
  isRed,
  myOrderRow,
  openMyOrders,
  openPurchasePage,
  orderFromPurchasePage,
  paidTransactionId,
  partFor,
  payFromMyOrders,
  placeOrder,
  stockOf,
  units,
  shipOrderRow,
} from '../support/orders';

test.describe('ordering and paying', () => {
  // Each story signs a new buyer up and walks through several pages (and axe scans): more than the
  // default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a buyer orders the minimum, finds it in My Orders and pays it by card', async ({
    page,
    request,
    expectNoA11yViolations,
  }, testInfo) => {
    const part = await partFor('pay', request, testInfo);
    await registerThroughForm(page, newBuyer('Olive Orders'));
    const before = await stockOf(request, part);

    await openPurchasePage(page, part);
    await expectAvailable(page, before);
    const quantity = page.getByLabel('Quantity');
    await expect(quantity).toHaveValue(String(part.minOrderQuantity));
    await quantity.fill(String(part.minOrderQuantity - 1));
    await expect(page.getByRole('button', { name: 'Order', exact: true })).toBeDisabled();
    await expect(page.getByText(`The minimum order is ${units(part.minOrderQuantity)}.`)).toBeVisible();
    await expectNoA11yViolations();

    await orderFromPurchasePage(page, part.minOrderQuantity);
    await expectAvailable(page, before - part.minOrderQuantity);
    await expect(quantity).toHaveValue(String(part.minOrderQuantity));

    await openMyOrders(page);
    const row = myOrderRow(page, part.name);
    await expect(row).toContainText(dollars(part.minOrderQuantity * part.price));
    await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectNoA11yViolations();

    await payFromMyOrders(page, part, '4242 4242 4242 4242');
    const transactionId = await paidTransactionId(page);
    await expectNoA11yViolations();

    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(transactionId);
    await expect(row).toContainText('Pending');
    await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('a declined card leaves the order unpaid, with the reason in red', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    consoleErrors.allow(/402/);
    const part = await partFor('decline', request, testInfo);
    await registerThroughForm(page, newBuyer('Dee Declined'));
    await placeOrder(page, part);

    await payFromMyOrders(page, part, '4000 0000 0000 0002');
    const reason = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(reason).toBeVisible();
    expect(await isRed(reason)).toBe(true);

    await openMyOrders(page);
    const row = myOrderRow(page, part.name);
    await expect(row.getByRole('link', { name: 'Pay' })).toBeVisible();
    await expect(row).not.toContainText('Paid');
  });

  test('a buyer deletes an unpaid order and its units go back in stock', async ({
    page,
    request,
    expectNoA11yViolations,
  }, testInfo) => {
    const part = await partFor('delete', request, testInfo);
    await registerThroughForm(page, newBuyer('Dan Deleter'));
    const before = await stockOf(request, part);
    await placeOrder(page, part);
    await expectAvailable(page, before - part.minOrderQuantity);

    await openMyOrders(page);
    await myOrderRow(page, part.name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Once you delete the order, the order will disapear from the website.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoA11yViolations();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Successfully deleted: ${part.name}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeFocused();
    await expect(myOrderRow(page, part.name)).toHaveCount(0);
    await expect(page.getByText('You have no orders yet')).toBeVisible();

    await openPurchasePage(page, part);
    await expectAvailable(page, before);
  });

  test('an admin ships a paid order and the buyer sees it Shipped', async ({
    page,
    browser,
    request,
    loginAs,
    expectNoA11yViolations,
  }, testInfo) => {
    const part = await partFor('ship', request, testInfo);
    const buyer = newBuyer('Sam Shipped');
    await registerThroughForm(page, buyer);
    await placeOrder(page, part);
    await payFromMyOrders(page, part, '4242424242424242');
    await paidTransactionId(page);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(demoAdmin, admin);
    await openDashboardPage(admin, 'Manage All Orders');
    // The list is paged and other stories order meanwhile: find the buyer's order by their email.
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(buyer.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const row = admin
      .getByRole('region', { name: 'All orders' })
      .getByRole('row')
      .filter({ hasText: buyer.email });
    await expect(row).toContainText('Pending');
    await expectNoA11yViolations(admin);
    await shipOrderRow(admin, row);
    await expect(row.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
    await adminContext.close();

    await openMyOrders(page);
    await expect(myOrderRow(page, part.name)).toContainText('Shipped');
  });
});
