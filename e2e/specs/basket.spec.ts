import { expect, test } from '../fixtures';
import { demoAdmin, loginThroughForm, newBuyer, registerThroughForm } from '../support/accounts';
import {
  basketLink,
  bearer,
  checkOut,
  demoPartByNumber,
  payCheckout,
  shoot,
  twelveLines,
} from '../support/basket';
import { openDashboardPage } from '../support/dashboard';
import { openMyOrders } from '../support/orders';

const cardExpiry = { expMonth: 12, expYear: new Date().getFullYear() + 2 };

test.describe('buying in bulk: basket, quick order, one checkout', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a buyer pastes 12 part numbers with a typo, fixes it, checks out with a PO reference and pays once', async ({
    page,
    expectNoA11yViolations,
  }, testInfo) => {
    await registerThroughForm(page, newBuyer('Dana Distributor'));
    await page.goto('/quick-order');
    await expect(page.getByRole('heading', { name: 'Quick order', level: 1 })).toBeVisible();
    const pasted = twelveLines.map(([number, quantity], index) => {
      if (index === 1) return `PS-BD-2330 ${quantity}`; // the typo: 2330 for 2300
      if (index === 2) return `${number.replaceAll('-', '').toLowerCase()};${quantity}`;
      if (index === 3) return `${number}\t${quantity}`;
      return `${number} ${quantity}`;
    });
    await page.getByLabel('Part numbers and quantities').fill(pasted.join('\n'));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '11 ready, 1 with problems' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add 11 lines to basket' })).toBeEnabled();
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'quick-order-report');

    await page.getByRole('button', { name: /^Use PS-BD-2300 .* for line 2$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '12 ready, 0 with problems' })).toBeVisible();
    await page.getByRole('button', { name: 'Add 12 lines to basket' }).click();

    await expect(page.getByRole('heading', { name: 'Basket', level: 1 })).toBeVisible();
    await expect(basketLink(page, 12)).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Basket lines' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') }),
    ).toHaveCount(12);
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'basket');

    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'checkout');
    const po = `PO-${testInfo.project.name}-${Date.now().toString(36)}`;
    await checkOut(page, po);
    await expect(page.getByRole('heading', { name: 'Paying for 12 lines!' })).toBeVisible();
    await expect(page.getByText(po)).toBeVisible();
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'checkout-payment');
    await payCheckout(page);
    await expect(basketLink(page, 0)).toBeVisible();
    await shoot(page, testInfo, 'checkout-paid');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the invoice (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await openMyOrders(page);
    const rows = page.getByRole('region', { name: 'My orders' }).getByRole('row').filter({ hasText: po });
    await expect(rows).toHaveCount(12);
    await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(12);
    await shoot(page, testInfo, 'my-orders');
  });

  test("a visitor's basket survives signing in", async ({ page, expectNoA11yViolations }, testInfo) => {
    const part = await demoPartByNumber(
      page,
      testInfo.project.name === 'phone' ? 'PS-WB-9910' : 'PS-HL-9310',
    );
    await page.goto('/parts');
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: part.name }) })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await expect(basketLink(page, 1)).toBeVisible();
    await basketLink(page, 1).click();
    await expect(page.getByRole('heading', { name: part.name, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to check out' })).toBeVisible();
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'visitor-basket');

    await registerThroughForm(page, newBuyer('Sam Signup'));
    await page.goto('/basket');
    await expect(page.getByRole('heading', { name: part.name, level: 2 })).toBeVisible();
    await expect(basketLink(page, 1)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('basket'))).toBeNull();
    const basket = (await (
      await page.request.get('/api/basket', { headers: await bearer(page) })
    ).json()) as {
      lines: { partId: string; quantity: number }[];
    };
    expect(basket.lines).toEqual([
      expect.objectContaining({ partId: part._id, quantity: part.minOrderQuantity }),
    ]);
  });

  test('a saved list is ordered again in one action', async ({ page, expectNoA11yViolations }, testInfo) => {
    await registerThroughForm(page, newBuyer('Lee Lister'));
    const numbers =
      testInfo.project.name === 'phone' ? ['PS-CB-7020', 'PS-FP-6110'] : ['PS-WB-9910', 'PS-HL-9310'];
    const parts = await Promise.all(numbers.map((number) => demoPartByNumber(page, number)));
    const listName = `Monthly brake restock ${testInfo.project.name}`;
    const saved = await page.request.post('/api/lists', {
      headers: await bearer(page),
      data: {
        name: listName,
        lines: parts.map((part) => ({ partId: part._id, quantity: part.minOrderQuantity })),
      },
    });
    expect(saved.status()).toBe(201);

    await page.goto('/lists');
    await expect(page.getByRole('heading', { name: 'Saved lists', level: 1 })).toBeVisible();
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'lists');
    await page.getByRole('link', { name: listName }).click();
    await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Lines' }).getByRole('heading')).toHaveCount(2);
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'list');

    await page.getByRole('button', { name: `Add all of ${listName} to basket` }).click();
    await expect(page.getByRole('heading', { name: 'Basket', level: 1 })).toBeVisible();
    await expect(basketLink(page, 2)).toBeVisible();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await checkOut(page, `PO-LIST-${Date.now().toString(36)}`);
    await expect(page.getByRole('heading', { name: 'Paying for 2 lines!' })).toBeVisible();
    await payCheckout(page);
  });

  test('an admin filters Manage All Orders by a checkout and ships it whole', async ({
    page,
    browser,
    expectNoA11yViolations,
  }, testInfo) => {
    // The buyer's side by API: two lines, checked out with a PO reference and paid once.
    await registerThroughForm(page, newBuyer('Pat Purchaser'));
    const headers = await bearer(page);
    const numbers =
      testInfo.project.name === 'phone' ? ['PS-AF-0220', 'PS-SP-0457'] : ['PS-OF-0112', 'PS-BP-1042'];
    const parts = await Promise.all(numbers.map((number) => demoPartByNumber(page, number)));
    const lines = parts.map((part) => ({ partId: part._id, quantity: part.minOrderQuantity }));
    expect((await page.request.post('/api/basket/merge', { headers, data: { lines } })).status()).toBe(200);
    const po = `PO-SHIP-${testInfo.project.name}-${Date.now().toString(36)}`;
    const placed = await page.request.post('/api/checkout', {
      headers,
      data: { address: '1 Dock Lane, Portsmouth', number: '+44 23 9200 0000', poReference: po },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { _id: checkoutId } = (await placed.json()) as { _id: string };
    const intent = await page.request.post(`/api/checkout/${checkoutId}/payment-intent`, { headers });
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const confirmed = await page.request.post('/api/payments/test/confirm', {
      headers,
      data: { clientSecret, card: { number: '4242424242424242', ...cardExpiry, cvc: '123' } },
    });
    const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string } };
    const paid = await page.request.patch(`/api/checkout/${checkoutId}`, {
      headers,
      data: { transactionId: paymentIntent.id },
    });
    expect(paid.status(), await paid.text()).toBe(200);

    const adminContext = await browser.newContext(testInfo.project.use);
    const admin = await adminContext.newPage();
    await loginThroughForm(admin, demoAdmin.email, demoAdmin.password);
    await openDashboardPage(admin, 'Manage All Orders');
    await admin.getByLabel('PO reference').fill(po);
    await admin.getByLabel('PO reference').press('Enter');
    const table = admin.getByRole('region', { name: 'All orders' });
    await expect(table.getByRole('row').filter({ hasText: po })).toHaveCount(2);
    await table
      .getByRole('button', { name: `Show the lines of checkout ${checkoutId.slice(0, 8)}` })
      .first()
      .click();
    await expect(admin.getByRole('region', { name: `Checkout ${checkoutId.slice(0, 8)}` })).toBeVisible();
    await expectNoA11yViolations(admin);
    await shoot(admin, testInfo, 'manage-orders-checkout');
    await admin.getByRole('button', { name: 'Ship whole checkout' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Carrier').fill('DHL');
    await dialog.getByLabel('Tracking number').fill('JD014600006281230');
    await dialog.getByRole('button', { name: 'Update Status to Shipped' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'Shipped' })).toHaveCount(2);
    await adminContext.close();
  });
});
