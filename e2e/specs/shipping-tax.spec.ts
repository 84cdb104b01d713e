import { expect, test } from '../fixtures';
import { demoAdmin, newBuyer, registerThroughForm } from '../support/accounts';
import { bearer, demoPartByNumber, payCheckout, shoot } from '../support/basket';
import { openDashboardPage } from '../support/dashboard';

/** Germany's rates for this story; other countries (the other stories' US orders) stay uncharged. */
const shipping = {
  heavyCategories: [],
  defaultRate: { flat: 0, freeAbove: null, heavyUnit: 0 },
  rates: [{ country: 'DE', flat: 12, freeAbove: null, heavyUnit: 0 }],
};
const tax = {
  prices: 'net',
  rates: [{ country: 'DE', state: null, goods: 19, shipping: 19, reverseCharge: true }],
};

test.describe('shipping and tax (issue 35)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the admin sets the rates; a checkout to Germany shows shipping and tax before paying, and pays the total', async ({
    page,
    browser,
    loginAs,
    expectNoA11yViolations,
  }, testInfo) => {
    // The admin's page, in its own browser context.
    const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const adminPage = await adminContext.newPage();
    await loginAs(demoAdmin, adminPage);
    const admin = await bearer(adminPage);
    for (const [kind, rates] of [
      ['shipping', shipping],
      ['tax', tax],
    ] as const) {
      const saved = await adminPage.request.put(`/api/settings/${kind}`, { data: rates, headers: admin });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await openDashboardPage(adminPage, 'Shipping & tax');
    await expect(adminPage.getByRole('form', { name: 'Shipping rates' })).toBeVisible();
    await expect(adminPage.getByRole('form', { name: 'Tax rates' })).toBeVisible();
    await expect(adminPage.getByLabel('Country').first()).toHaveValue('DE');
    await expectNoA11yViolations(adminPage);
    await shoot(adminPage, testInfo, 'shipping-tax-admin');
    await adminContext.close();

    await registerThroughForm(page, newBuyer('Hanna Hamburg'));
    const part = await demoPartByNumber(page, 'PS-BP-1042');
    const filled = await page.request.put('/api/basket', {
      data: { lines: [{ partId: part._id, quantity: part.minOrderQuantity }] },
      headers: await bearer(page),
    });
    expect(filled.status(), await filled.text()).toBe(200);
    const quote = (await (
      await page.request.get('/api/charges/quote?country=DE', { headers: await bearer(page) })
    ).json()) as { tax: number; total: number };
    const dollars = (value: number) => `$${value.toFixed(2)}`;

    await page.goto('/basket');
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await page.getByLabel('Address').fill('1 Hafenstraße, 20457 Hamburg');
    await page.getByLabel('Number').fill('+49 40 1234567');
    await page.getByLabel('Country').selectOption('DE');
    const summary = page.getByTestId('charge-summary');
    await expect(summary).toContainText('Shipping to DE');
    await expect(summary).toContainText('$12.00');
    await expect(summary).toContainText(dollars(quote.tax));
    await expect(summary).toContainText(dollars(quote.total));
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'checkout-shipping-tax');

    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+\/payment$/);
    await expect(page.getByTestId('charge-lines')).toContainText('$12.00');
    await expect(page.getByText('Please pay:')).toContainText(dollars(quote.total));
    await expectNoA11yViolations();
    await shoot(page, testInfo, 'checkout-payment-shipping-tax');
    await payCheckout(page);
    await shoot(page, testInfo, 'checkout-paid-shipping-tax');
  });
});
