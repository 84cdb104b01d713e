import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';
import { openDashboardPage } from './dashboard';

/**
 * Each ordering story buys its own demo part, and the desktop and phone projects (which run side by
 * side) use different ones, so no two stories move the same stock at the same time.
 */
const storyParts = {
  desktop: {
    pay: 'Ceramic Front Brake Pad Set',
    decline: 'Ventilated Brake Disc 300 mm',
    delete: 'Iridium Spark Plug M14',
    ship: 'Panel Engine Air Filter',
    controls: 'Aluminium Engine Radiator',
    returnFit: 'Remanufactured Brake Caliper, Front Left',
    cancel: 'Spin-On Oil Filter 3/4"-16 UNF',
  },
  phone: {
    pay: 'Alternator 14 V 150 A',
    decline: 'Gas-Pressure Rear Shock Absorber',
    delete: 'Timing Belt Kit with Tensioner',
    ship: 'EFB Start-Stop Battery 12 V 70 Ah',
    controls: 'Electric In-Tank Fuel Pump',
    returnFit: '3-Piece Clutch Kit 228 mm',
    cancel: 'Front Lower Control Arm with Ball Joint',
  },
};

export type Story = keyof typeof storyParts.desktop;

export async function partFor(story: Story, request: APIRequestContext, testInfo: TestInfo): Promise<Part> {
  const name = storyParts[testInfo.project.name === 'phone' ? 'phone' : 'desktop'][story];
  const parts = (await (await request.get('/api/part')).json()) as Part[];
  const part = parts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`The demo part "${name}" is not in the catalogue`);
  return part;
}

/** The units in stock right now, as the API says. */
export async function stockOf(request: APIRequestContext, part: Part): Promise<number> {
  return ((await (await request.get(`/api/part/${part._id}`)).json()) as Part).availableQuantity;
}

export const units = (count: number) => `${count.toLocaleString('en-US')} units`;
export const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * Opens the part's purchase page from /parts, through the footer and the card's Purchase Now: in-app
 * navigation, so no page load asks the identity server for the session again (its rate limit is
 * shared by the whole suite).
 */
export async function openPurchasePage(page: Page, part: Part) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Parts', exact: true }).click();
  await page
    .getByRole('list', { name: 'Parts' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: part.name, exact: true }) })
    .getByRole('link', { name: 'Purchase Now' })
    .click();
  await expect(page.getByRole('heading', { name: part.name, level: 1 })).toBeVisible();
}

/** The purchase page's Available figure reads `count` units. */
export async function expectAvailable(page: Page, count: number) {
  await expect(page.getByRole('main')).toContainText(new RegExp(`Available\\s*${units(count)}`));
}

/** Orders the part from its purchase page (already open) and waits for the toast. */
export async function orderFromPurchasePage(page: Page, quantity: number) {
  await page.getByLabel('Address').fill('12 Harbour Road, Chattogram 4100');
  await page.getByLabel('Number', { exact: true }).fill('+8801712345678');
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(page.getByText('Order Added in Dashboard')).toBeVisible();
}

export async function placeOrder(page: Page, part: Part) {
  await openPurchasePage(page, part);
  await orderFromPurchasePage(page, part.minOrderQuantity);
}

export async function openMyOrders(page: Page) {
  await openDashboardPage(page, 'My Orders');
}

/** The order's row in My Orders (a card of label/value lines on a phone, still a row). */
export function myOrderRow(page: Page, itemName: string): Locator {
  return page.getByRole('region', { name: 'My orders' }).getByRole('row').filter({ hasText: itemName });
}

/** On Manage All Orders, ships the order in `row` through its Update Status dialog and waits for "Shipped". */
export async function shipOrderRow(admin: Page, row: Locator) {
  await row.getByRole('button', { name: 'Update Status' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Update Status to Shipped' }).click();
  await expect(row).toContainText('Shipped');
}

const cardExpiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** From My Orders, opens the order's payment page and pays with a test card. */
export async function payFromMyOrders(page: Page, part: Pick<Part, 'name'>, cardNumber: string) {
  await openMyOrders(page);
  await myOrderRow(page, part.name).getByRole('link', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: `Paying for ${part.name}!` })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(cardExpiry);
  await page.getByLabel('CVC').fill('123');
  await pay.click();
}

/** The transaction id the payment page shows once the payment went through. */
export async function paidTransactionId(page: Page): Promise<string> {
  const done = page.getByRole('status').filter({ hasText: 'Congrats! you have completed your payment' });
  await expect(done).toBeVisible();
  const id = /pi_test_[0-9a-f]+/.exec((await done.textContent()) ?? '')?.[0];
  if (!id) throw new Error('No transaction id is shown after the payment');
  return id;
}

/** Whether the text is painted red (the theme's colours are oklch(): read the pixel back as RGB). */
export async function isRed(locator: Locator): Promise<boolean> {
  const [red = 0, green = 0, blue = 0] = await locator.evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  return red > 150 && green + blue < red;
}
