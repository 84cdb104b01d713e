import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';
import { expect, test } from '../fixtures';
import { demoAdmin, newBuyer, registerThroughForm } from '../support/accounts';
import { openDashboardPage } from '../support/dashboard';
import { openMyOrders, paidTransactionId } from '../support/orders';

const cardExpiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/**
 * A demo part with room for the story's orders, different per story and per project (desktop and phone
 * run side by side), so no two stories run one out of stock.
 */
const listParts = {
  desktop: { myOrders: 'Ceramic Front Brake Pad Set', manageOrders: 'Iridium Spark Plug M14' },
  phone: {
    myOrders: 'Gas-Pressure Rear Shock Absorber',
    manageOrders: 'Flat Beam Wiper Blade Set 600/450 mm',
  },
};

async function partForList(
  story: 'myOrders' | 'manageOrders',
  request: APIRequestContext,
  testInfo: TestInfo,
) {
  const name = listParts[testInfo.project.name === 'phone' ? 'phone' : 'desktop'][story];
  const parts = (await (await request.get('/api/part')).json()) as Part[];
  const part = parts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`The demo part "${name}" is not in the catalogue`);
  return part;
}

/** Places `count` orders for the signed-in buyer of `page` through the API; answers their ids. */
async function placeOrders(page: Page, request: APIRequestContext, part: Part, count: number) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await request.post('/api/order', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        partId: part._id,
        quantity: part.minOrderQuantity,
        address: '12 Harbour Road',
        number: '+8801712345678',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    ids.push(((await response.json()) as { insertedId: string }).insertedId);
  }
  return { token: token!, ids };
}

/** Pays an order through the API with the built-in test processor, as the payment page does. */
async function payByApi(request: APIRequestContext, token: string, orderId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const intent = await request.post('/api/create-payment-intent', { headers, data: { orderId } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post('/api/payments/test/confirm', {
    headers,
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  const transactionId = ((await confirm.json()) as { paymentIntent: { id: string } }).paymentIntent.id;
  const paid = await request.patch(`/api/order/${orderId}`, { headers, data: { transactionId } });
  expect(paid.status()).toBe(200);
}

test.describe('long lists, one page at a time', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a buyer with 60 orders pages through My Orders and pays one from page 3', async ({
    page,
    request,
    expectNoA11yViolations,
  }, testInfo) => {
    const part = await partForList('myOrders', request, testInfo);
    await registerThroughForm(page, newBuyer('Paige Pager'));
    await placeOrders(page, request, part, 60);

    await openMyOrders(page);
    const pages = page.getByRole('navigation', { name: 'Pages of orders' });
    await expect(pages).toContainText('1–24 of 60 orders');
    const orders = page.getByRole('region', { name: 'My orders' });
    await expect(orders.getByRole('rowheader')).toHaveCount(24);
    await expectNoA11yViolations();

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(pages).toContainText('25–48 of 60 orders');
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await pages.getByRole('link', { name: 'Page 3' }).click();
    await expect(pages).toContainText('49–60 of 60 orders');
    await expect(orders.getByRole('rowheader')).toHaveCount(12);
    await expect(orders.getByRole('rowheader').first()).toHaveText('49');

    // By its number's text: on a phone the cell's label ("#", drawn by CSS) is part of its name.
    const row = orders
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader').getByText('49', { exact: true }) });
    await row.getByRole('link', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: `Paying for ${part.name}!` })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(pay).toBeEnabled();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill(cardExpiry);
    await page.getByLabel('CVC').fill('123');
    await pay.click();
    const transactionId = await paidTransactionId(page);

    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await page
      .getByRole('navigation', { name: 'Pages of orders' })
      .getByRole('link', { name: 'Page 3' })
      .click();
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(transactionId);
    await expect(orders.getByRole('link', { name: 'Pay' })).toHaveCount(11);
  });

  test('an admin filters Manage All Orders to Unpaid, searches a buyer’s email and pages', async ({
    page,
    browser,
    request,
    loginAs,
    expectNoA11yViolations,
  }, testInfo) => {
    const part = await partForList('manageOrders', request, testInfo);
    const buyer = newBuyer('Una Unpaid');
    const buyerPage = await browser.newPage();
    await registerThroughForm(buyerPage, buyer);
    const { token, ids } = await placeOrders(buyerPage, request, part, 30);
    await buyerPage.close();
    await payByApi(request, token, ids[0]!);
    await payByApi(request, token, ids[1]!);

    await loginAs(demoAdmin);
    await openDashboardPage(page, 'Manage All Orders');
    await page.getByRole('combobox', { name: 'Condition' }).selectOption('Unpaid');
    await expect(page).toHaveURL(/[?&]condition=unpaid\b/);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(buyer.email);
    // Enter submits the email search's own form (the PO reference search has a Search button too).
    await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);

    const pages = page.getByRole('navigation', { name: 'Pages of orders' });
    await expect(pages).toContainText('1–24 of 28 orders');
    const table = page.getByRole('region', { name: 'All orders' });
    await expect(table.getByRole('rowheader')).toHaveCount(24);
    for (const row of await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all()) {
      await expect(row).toContainText(buyer.email);
      await expect(row).toContainText('Unpaid');
    }
    await expectNoA11yViolations();

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(pages).toContainText('25–28 of 28 orders');
    await expect(table.getByRole('rowheader')).toHaveCount(4);
    await expect(table.getByRole('rowheader').first()).toHaveText('25');
    await expect(page).toHaveURL(/condition=unpaid/);
    await expect(page).toHaveURL(/page=2/);
  });
});
