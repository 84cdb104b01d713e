import type { Browser, Page } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';
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
  shipOrderRow,
} from '../support/orders';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type LoginAs = (account: { email: string; password: string }, target?: Page) => Promise<void>;

/** A new buyer, signed up through the form, who ordered the part and paid for it by card. */
async function buyerWhoPaid(page: Page, part: Part, name: string) {
  const buyer = newBuyer(name);
  await registerThroughForm(page, buyer);
  await placeOrder(page, part);
  await payFromMyOrders(page, part, '4242424242424242');
  await paidTransactionId(page);
  return buyer;
}

/** The admin's own browser, on Manage All Orders with the buyer's order found by their email. */
async function adminOnOrdersOf(browser: Browser, loginAs: LoginAs, buyerEmail: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginAs(demoAdmin, admin);
  await openDashboardPage(admin, 'Manage All Orders');
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(buyerEmail);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin
    .getByRole('region', { name: 'All orders' })
    .getByRole('row')
    .filter({ hasText: buyerEmail });
  await expect(row).toBeVisible();
  return { context, admin, row };
}

test.describe('returns and refunds', () => {
  // Two accounts, a payment and several dialogs on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('a buyer returns a part that did not fit; the admin approves and receives it; the buyer sees the refund', async ({
    page,
    browser,
    request,
    loginAs,
    lastMailTo,
    expectNoA11yViolations,
  }, testInfo) => {
    const part = await partFor('returnFit', request, testInfo);
    const buyer = await buyerWhoPaid(page, part, 'Rory Returner');

    const { context, admin, row } = await adminOnOrdersOf(browser, loginAs, buyer.email);
    await shipOrderRow(admin, row);

    await openMyOrders(page);
    const order = myOrderRow(page, part.name);
    await expect(order).toContainText('Returnable until');
    await order.getByRole('button', { name: `Return ${part.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Return ${part.name}` });
    await dialog.getByRole('button', { name: 'Ask to return' }).click();
    await expect(dialog.getByText('Choose a reason for the return')).toBeVisible();
    await dialog.getByLabel('Quantity (units)').fill('0');
    await dialog.getByRole('radio', { name: 'Does not fit' }).check();
    await dialog.getByRole('button', { name: 'Ask to return' }).click();
    await expect(dialog.getByText('Return at least 1 unit')).toBeVisible();
    await dialog.getByLabel('Quantity (units)').fill(String(part.minOrderQuantity));
    await dialog.getByLabel('Note (optional)').fill('The mounting holes do not line up on my car.');
    await expectNoA11yViolations();
    await dialog.getByRole('button', { name: 'Ask to return' }).click();
    await expect(page.getByText(`Return requested: ${part.name}`)).toBeVisible();
    await expect(order).toContainText('Requested');
    await lastMailTo(buyer.email, 'We received your return request');

    await admin.getByRole('link', { name: 'Returns', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Returns', level: 2 })).toBeVisible();
    await admin.getByLabel('State').selectOption('requested');
    const request1 = admin
      .getByRole('region', { name: 'Returns' })
      .getByRole('row')
      .filter({ hasText: buyer.email });
    await expect(request1).toContainText('Does not fit');
    await expectNoA11yViolations(admin);
    await request1.getByRole('button', { name: `Approve the return of ${part.name}` }).click();
    const approve = admin.getByRole('dialog');
    await approve
      .getByLabel('Return instructions')
      .fill('Send it to 1 Foundry Road, Porto, with the order number.');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.getByText(`Return approved: ${part.name}`)).toBeVisible();
    await admin.getByLabel('State').selectOption('');
    const approved = admin
      .getByRole('region', { name: 'Returns' })
      .getByRole('row')
      .filter({ hasText: buyer.email });
    await expect(approved).toContainText('Approved: send it back');
    await approved.getByRole('button', { name: `Mark the return of ${part.name} received` }).click();
    const receive = admin.getByRole('dialog');
    await expect(receive.getByLabel('Resaleable: put the units back in stock')).toBeChecked();
    await receive.getByRole('button', { name: 'Mark received and refund' }).click();
    await expect(admin.getByText(new RegExp(`Received: ${escaped(part.name)}\\. Refunded`))).toBeVisible();
    await expect(approved).toContainText('Refunded');
    await admin.screenshot({ path: testInfo.outputPath('admin-returns.png'), fullPage: true });
    await context.close();

    await openMyOrders(page);
    await expect(myOrderRow(page, part.name)).toContainText('Received');
    await expect(myOrderRow(page, part.name)).toContainText('Refunded');
    await expect(
      myOrderRow(page, part.name).getByRole('button', { name: /^Credit note CN-\d{6}/ }),
    ).toBeVisible();
    await expectNoA11yViolations();
    const mail = await lastMailTo(buyer.email, 'We received your return and refunded you');
    expect(mail.text).toContain('We refunded');
    await page.screenshot({ path: testInfo.outputPath('returned.png'), fullPage: true });
  });

  test('a lapsed return shows its state and what it means to the buyer and the admin', async ({
    page,
    browser,
    request,
    loginAs,
    expectNoA11yViolations,
  }, testInfo) => {
    // The story before in this file returns the same part, on the same worker, one after the other.
    const part = await partFor('returnFit', request, testInfo);
    const buyer = await buyerWhoPaid(page, part, 'Lara Lapsed');
    const { context, admin, row } = await adminOnOrdersOf(browser, loginAs, buyer.email);
    await shipOrderRow(admin, row);

    await openMyOrders(page);
    const order = myOrderRow(page, part.name);
    await order.getByRole('button', { name: `Return ${part.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Return ${part.name}` });
    await dialog.getByLabel('Quantity (units)').fill(String(part.minOrderQuantity));
    await dialog.getByRole('radio', { name: 'Wrong part sent' }).check();
    await dialog.getByRole('button', { name: 'Ask to return' }).click();
    await expect(order).toContainText('Requested');

    await admin.getByRole('link', { name: 'Returns', exact: true }).click();
    const asked = admin
      .getByRole('region', { name: 'Returns' })
      .getByRole('row')
      .filter({ hasText: buyer.email });
    await asked.getByRole('button', { name: `Approve the return of ${part.name}` }).click();
    await admin.getByRole('dialog').getByLabel('Return instructions').fill('Use the prepaid label.');
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(asked).toContainText('Approved: send it back');

    // The send-back days (30 by default) cannot pass in a story: the server's answers are shown as they
    // are once the sweeper has lapsed the return (the lapse itself is tested on the server, both engines).
    const lapsed = async (target: Page) =>
      target.route(/\/api\/return(\?|$)/, async (route) => {
        const response = await route.fetch();
        const items = (await response.json()) as Array<{ email: string; state: string }>;
        const shown = items.map((item) =>
          item.email.toLowerCase() === buyer.email.toLowerCase() && item.state === 'approved'
            ? { ...item, state: 'lapsed' }
            : item,
        );
        await route.fulfill({ response, json: shown });
      });
    await lapsed(admin);
    await admin.reload();
    const lapsedRow = admin
      .getByRole('region', { name: 'Returns' })
      .getByRole('row')
      .filter({ hasText: buyer.email });
    await expect(lapsedRow).toContainText('Lapsed: not sent back in time');
    await expect(
      lapsedRow.getByText('Not received in time: its units may be asked back again.'),
    ).toBeVisible();
    await expect(
      lapsedRow.getByRole('button', { name: `Mark the return of ${part.name} received` }),
    ).toBeVisible();
    await expectNoA11yViolations(admin);
    await admin.screenshot({ path: testInfo.outputPath('admin-lapsed.png'), fullPage: true });
    await context.close();

    await lapsed(page);
    // Reloaded, My Orders asks the server again (the list is kept for a minute otherwise).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Orders', level: 2 })).toBeVisible();
    const mine = myOrderRow(page, part.name);
    await expect(mine).toContainText('Lapsed: not sent back in time');
    await expect(mine.getByText(/^We did not receive it within 30 days of approval/)).toBeVisible();
    await expectNoA11yViolations();
    await page.screenshot({ path: testInfo.outputPath('lapsed.png'), fullPage: true });
  });

  test('an admin cancels a paid order; the buyer sees the refund and its credit note', async ({
    page,
    browser,
    request,
    loginAs,
    lastMailTo,
    expectNoA11yViolations,
  }, testInfo) => {
    const part = await partFor('cancel', request, testInfo);
    const buyer = await buyerWhoPaid(page, part, 'Cara Cancelled');

    const { context, admin, row } = await adminOnOrdersOf(browser, loginAs, buyer.email);
    await row.getByRole('button', { name: `Refund or cancel ${part.name}` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The supplier cannot deliver this batch.');
    await dialog.getByLabel(/Cancel the order too/).check();
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(admin.getByText(new RegExp(`^Refunded \\$[\\d.,]+: ${escaped(part.name)}$`))).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await context.close();

    await openMyOrders(page);
    const order = myOrderRow(page, part.name);
    await expect(order).toContainText('Cancelled');
    await expect(order).toContainText('Refunded');
    const creditNote = order.getByRole('button', { name: /^Credit note CN-\d{6}/ });
    await expect(creditNote).toBeVisible();
    await expectNoA11yViolations();
    const download = page.waitForEvent('download');
    await creditNote.click();
    expect((await download).suggestedFilename()).toMatch(/^CN-\d{6}\.pdf$/);
    const mail = await lastMailTo(buyer.email, 'Your Partsmith order is cancelled and refunded');
    expect(mail.text).toMatch(/Credit note: CN-\d{6}/);
    await page.screenshot({ path: testInfo.outputPath('cancelled.png'), fullPage: true });
  });
});
