import { expect, type Page, type TestInfo } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';

/** Twelve demo parts by number, each at its minimum order: the quick order stories' paste. */
export const twelveLines = [
  ['PS-BP-1042', 20],
  ['PS-BD-2300', 10],
  ['PS-BC-3110', 10],
  ['PS-SP-0457', 50],
  ['PS-OF-0112', 100],
  ['PS-AF-0220', 50],
  ['PS-CK-5120', 5],
  ['PS-AL-7410', 10],
  ['PS-RA-6630', 5],
  ['PS-SA-8120', 10],
  ['PS-CA-8450', 10],
  ['PS-TB-4410', 10],
] as const;

const cardExpiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

/** Pays the checkout on its payment page with a test card. */
export async function payCheckout(page: Page, cardNumber = '4242 4242 4242 4242') {
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(cardExpiry);
  await page.getByLabel('CVC').fill('123');
  await pay.click();
  await expect(
    page.getByRole('heading', { name: 'Congrats! you have completed your payment' }),
  ).toBeVisible();
}

/** Fills the checkout form and places every basket line. */
export async function checkOut(page: Page, poReference: string) {
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel('Address').fill('12 Depot Road, Springfield 62704');
  await page.getByLabel('Number').fill('+1 614 555 0123');
  await page.getByLabel('PO reference (optional)').fill(poReference);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+\/payment$/);
}

/** The navbar's basket control (the same on both widths). */
export function basketLink(page: Page, lines: number) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: `Basket, ${lines} ${lines === 1 ? 'line' : 'lines'}` });
}

/** A full-page screenshot of a new page, per width, to look at (e2e/.tmp/shots). */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `e2e/.tmp/shots/${testInfo.project.name}-${name}.png`, fullPage: true });
}

export async function demoPartByNumber(page: Page, partNumber: string): Promise<Part> {
  const parts = (await (await page.request.get('/api/part?limit=100')).json()) as Part[];
  const part = parts.find((candidate) => candidate.partNumber === partNumber);
  if (!part) throw new Error(`The demo part ${partNumber} is not in the catalogue`);
  return part;
}

/** The app's bearer token, for the API calls a story makes to set itself up. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('The page is not signed in');
  return { authorization: `Bearer ${token}` };
}
