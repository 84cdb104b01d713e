import type { Locator, Page } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';
import { expect, test } from '../fixtures';
import { demoBuyer, newBuyer, registerThroughForm } from '../support/accounts';
import { listParts } from '../support/api';
import { adminDashboardEntries, buyerDashboardEntries, openDashboardPage } from '../support/dashboard';
import { myOrderRow } from '../support/orders';

/** Each public page, with what shows once it has loaded its content. */
const pages: { path: string; loaded: (page: Page) => Locator }[] = [
  { path: '/', loaded: (page) => page.getByRole('list', { name: 'Parts' }).getByRole('article').first() },
  {
    path: '/parts',
    loaded: (page) => page.getByRole('list', { name: 'Parts' }).getByRole('article').first(),
  },
  { path: '/blogs', loaded: (page) => page.getByRole('heading', { name: /\?\s*$/ }).first() },
  { path: '/myPortfolio', loaded: (page) => page.getByRole('table') },
  { path: '/no-such-page', loaded: (page) => page.getByRole('heading', { name: '404 NOT FOUND' }) },
];

test.describe('Accessibility', () => {
  for (const { path, loaded } of pages) {
    test(`${path} has no serious or critical axe violation`, async ({
      page,
      consoleErrors,
      expectNoA11yViolations,
    }) => {
      consoleErrors.allow(/status of 404.*\/no-such-page/);
      await page.goto(path);
      await expect(loaded(page)).toBeVisible();

      await expectNoA11yViolations(page);
    });
  }

  test('every buyer dashboard page, the payment page included, has no serious or critical axe violation', async ({
    page,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(120_000); // four scans
    // A new buyer with an unpaid order, so My Orders and the payment page have something to show.
    await registerThroughForm(page, newBuyer('Axe Buyer'));
    const parts = await listParts(page.request);
    const part = parts.find((each) => each.name === 'Flat Beam Wiper Blade Set 600/450 mm') as Part;
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const ordered = await page.request.post('/api/order', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        partId: part._id,
        quantity: part.minOrderQuantity,
        address: '1 Main Street',
        number: '+1 614 555 0123',
      },
    });
    expect(ordered.status()).toBe(200);
    const orderId = ((await ordered.json()) as { insertedId: string }).insertedId;

    try {
      for (const entry of buyerDashboardEntries) {
        await openDashboardPage(page, entry);
        await expectNoA11yViolations();
      }
      await openDashboardPage(page, 'My Orders');
      await myOrderRow(page, part.name)
        .getByRole('link', { name: `Pay for ${part.name}` })
        .click();
      await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
      await expectNoA11yViolations();
    } finally {
      await page.request.delete(`/api/order/${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('every admin dashboard page, and the Make Admin question, has no serious or critical axe violation', async ({
    page,
    loginAsAdmin,
    expectNoA11yViolations,
  }) => {
    test.setTimeout(120_000); // eight scans
    await loginAsAdmin();
    for (const entry of adminDashboardEntries) {
      await openDashboardPage(page, entry);
      // Scanned once loaded (the list, or its empty state), not while it is loading.
      await expect(page.locator('[data-page-content] [role="status"][aria-busy="true"]')).toHaveCount(0);
      await expectNoA11yViolations();
    }
    await openDashboardPage(page, 'Make Admin');
    // The demo buyer is never promoted by any story: the question is always there to ask. The list is by
    // email, a page at a time, and other stories' accounts may come before it: search for it.
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(demoBuyer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Make Admin: ${demoBuyer.email}` }).click();
    await expect(page.getByRole('dialog', { name: `Make ${demoBuyer.email} an admin?` })).toBeVisible();
    await expectNoA11yViolations();
    await page.keyboard.press('Escape');
  });

  test("a toast's text keeps its contrast while the toast slides in and out", async ({
    page,
    loginAsBuyer,
    expectNoA11yViolations,
  }) => {
    await loginAsBuyer();
    // A buyer sent away from an admin page is told so in a toast.
    await page.goto('/dashboard/users');
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Only admins can open that page.' });
    // Held as it is while it moves, on screen and not yet (or no longer) opaque: axe caught react-toastify's
    // own grey (#757575, 4.6:1 at rest) at 4.35:1 there. Cancelling every animation in it, the progress
    // bar's too (its end is what closes the toast), keeps it open without a hover, which could chase the
    // toast while it slides in on a slow machine until it closed.
    await toast.waitFor({ state: 'attached' });
    await toast.evaluate((element) => {
      for (const animation of element.getAnimations({ subtree: true })) animation.cancel();
      (element as HTMLElement).style.opacity = '0.85';
    });
    await expect(toast).toBeVisible();
    await expectNoA11yViolations();
  });
});
