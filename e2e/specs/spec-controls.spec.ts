import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoAdmin, newBuyer, registerThroughForm } from '../support/accounts';
import { openDashboardPage } from '../support/dashboard';
import {
  myOrderRow,
  openMyOrders,
  paidTransactionId,
  partFor,
  payFromMyOrders,
  placeOrder,
} from '../support/orders';

/**
 * The spec names some controls by their text: 'Pay', 'Make Admin', 'Update Status', 'Delete'. Each shows
 * that text, and its accessible name starts with it ("Pay for Brake Disc"), so a person or a screen
 * reader looking for the spec's word finds the control.
 */
async function expectNamedAsTheSpecSays(control: Locator, text: string) {
  await expect(control).toBeVisible();
  await expect(control).toContainText(text);
  await expect(control).toHaveAccessibleName(new RegExp(`^${text}(\\b|$)`));
}

test.describe("the spec's controls keep its words", () => {
  // A buyer signs up, orders and pays; an admin ships the order and makes the buyer an admin.
  test.describe.configure({ timeout: 90_000 });

  test("'Pay' and 'Delete' on My Orders, 'Update Status' then its toast, 'Make Admin' then 'Successfully made an admin', 'Delete' on Manage Products", async ({
    page,
    browser,
    request,
    loginAs,
  }, testInfo) => {
    const part = await partFor('controls', request, testInfo);
    const buyer = newBuyer('Morgan Controls');
    await registerThroughForm(page, buyer);
    await placeOrder(page, part);

    // My Orders: "Unpaid orders show a 'Pay' link … and a red delete button opening a confirmation modal".
    await openMyOrders(page);
    const row = myOrderRow(page, part.name);
    await expectNamedAsTheSpecSays(row.getByRole('link', { name: /^Pay\b/ }), 'Pay');
    const deleteOrder = row.getByRole('button', { name: /^Delete\b/ });
    await expectNamedAsTheSpecSays(deleteOrder, 'Delete');
    await deleteOrder.click();
    const question = page.getByRole('dialog');
    await expect(
      question.getByText('Once you delete the order, the order will disapear from the website.'),
    ).toBeVisible();
    await expectNamedAsTheSpecSays(question.getByRole('button', { name: /^Delete\b/ }), 'Delete');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();

    // The Payment page's Pay button.
    await payFromMyOrders(page, part, '4242424242424242');
    await paidTransactionId(page);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(demoAdmin, admin);

    // Manage All Orders: "Control shows Update Status if paid"; the confirmation step asks first and
    // its own button starts with the spec's words too.
    await openDashboardPage(admin, 'Manage All Orders');
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(buyer.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const order = admin
      .getByRole('region', { name: 'All orders' })
      .getByRole('row')
      .filter({ hasText: buyer.email });
    await expect(order).toContainText('Pending');
    const updateStatus = order.getByRole('button', { name: /^Update Status\b/ });
    await expectNamedAsTheSpecSays(updateStatus, 'Update Status');
    await updateStatus.click();
    const ship = admin.getByRole('dialog').getByRole('button', { name: /^Update Status\b/ });
    await expectNamedAsTheSpecSays(ship, 'Update Status');
    await ship.click();
    await expect(admin.getByText(`Shipped: ${part.name}`)).toBeVisible();
    await expect(order).toContainText('Shipped');

    // Make Admin: "a Make Admin button, hidden for those already admin"; after the confirmation, the
    // spec's toast 'Successfully made an admin'.
    await openDashboardPage(admin, 'Make Admin');
    await admin.getByRole('searchbox', { name: 'Search accounts' }).fill(buyer.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const account = admin.getByRole('row').filter({ hasText: buyer.email });
    const makeAdmin = account.getByRole('button', { name: /^Make Admin\b/ });
    await expectNamedAsTheSpecSays(makeAdmin, 'Make Admin');
    await makeAdmin.click();
    const confirm = admin.getByRole('dialog').getByRole('button', { name: /^Make Admin\b/ });
    await expectNamedAsTheSpecSays(confirm, 'Make Admin');
    await confirm.click();
    await expect(admin.getByText('Successfully made an admin')).toBeVisible();
    await expect(account.getByRole('button', { name: /^Make Admin\b/ })).toHaveCount(0);

    // Manage Products: "a delete button. The modal asks … plus Delete and cancel buttons" (cancelled here:
    // the demo catalogue stays whole).
    await openDashboardPage(admin, 'Manage Products');
    const product = admin.getByRole('row').filter({ hasText: part.name });
    await admin.getByRole('searchbox', { name: 'Search products' }).fill(part.name);
    await admin.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    const deleteProduct = product.getByRole('button', { name: /^Delete\b/ });
    await expectNamedAsTheSpecSays(deleteProduct, 'Delete');
    await deleteProduct.click();
    const modal = admin.getByRole('dialog', { name: `Are you sure you want to delete ${part.name}!` });
    await expectNamedAsTheSpecSays(modal.getByRole('button', { name: /^Delete\b/ }), 'Delete');
    await modal.getByRole('button', { name: 'cancel' }).click();
    await expect(modal).toBeHidden();
    await adminContext.close();
  });
});
