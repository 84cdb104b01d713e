import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoAdmin, newBuyer, registerThroughForm } from '../support/accounts';
import { adminDashboardEntries, buyerDashboardEntries } from '../support/dashboard';

async function openMenu(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dasboard' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /dashboard menu/i });
  if (await toggle.isVisible()) await toggle.click();
}

test.describe('the dashboard', () => {
  test('a buyer sees the buyer menu only', async ({ page, loginAsBuyer }) => {
    await loginAsBuyer();
    await page.goto('/dashboard');
    await openMenu(page);
    const menu = page.getByRole('navigation', { name: /dashboard/i });
    for (const item of buyerDashboardEntries)
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    for (const item of [
      'Make Admin',
      'Manage All Orders',
      'Add A Product',
      'Manage Products',
      'Import / Export',
    ]) {
      await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
    }
  });

  test('an admin sees the admin menu only, and no Purchase Now on parts', async ({ page, loginAsAdmin }) => {
    await loginAsAdmin();
    await page.goto('/dashboard');
    await openMenu(page);
    const menu = page.getByRole('navigation', { name: /dashboard/i });
    for (const item of adminDashboardEntries)
      await expect(menu.getByRole('link', { name: item })).toBeVisible();
    for (const item of ['My Orders', 'My Garage', 'Add Review'])
      await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
    await page.goto('/parts');
    await expect(page.getByRole('list', { name: 'Parts' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase Now' })).toHaveCount(0);
  });

  test('a buyer cannot open an admin page', async ({ page, loginAsBuyer }) => {
    await loginAsBuyer();
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Only admins can open that page.')).toBeVisible();
  });

  test('an admin makes a buyer an admin', async ({ browser, page, loginAs }) => {
    const person = newBuyer('Promoted Person');
    const buyerPage = await browser.newPage();
    await registerThroughForm(buyerPage, person);
    await buyerPage.close();

    await loginAs(demoAdmin);
    await page.goto('/dashboard/users');
    // The list is paged and other stories sign buyers up meanwhile: find the new one by their email.
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill(person.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.getByRole('button', { name: 'Make Admin' }).click();
    // A full grant with no undo: it asks first.
    const dialog = page.getByRole('dialog', { name: `Make ${person.email} an admin?` });
    await dialog.getByRole('button', { name: 'Make Admin' }).click();
    await expect(page.getByText('Successfully made an admin')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
  });

  test('a buyer’s profile update persists', async ({ page }) => {
    const person = newBuyer('Pat Profile');
    await registerThroughForm(page, person);
    await page.goto('/dashboard');
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await page.getByLabel('Location').fill('Braga, Portugal');
    await page.getByLabel('Number', { exact: true }).fill('351912345678');
    await page.getByLabel(/LinkedIn/i).fill('https://www.linkedin.com/in/pat-profile');
    await page.getByRole('button', { name: /update/i }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Braga, Portugal').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /linkedin\.com\/in\/pat-profile|LinkedIn/i }).first(),
    ).toHaveAttribute('href', 'https://www.linkedin.com/in/pat-profile');
  });

  test('a buyer’s LinkedIn may be any valid URL, as the spec says: a company page, a short link, their own site', async ({
    page,
  }) => {
    const person = newBuyer('Robin Links');
    await registerThroughForm(page, person);
    await page.goto('/dashboard');
    await expect(page.getByLabel('Email')).toHaveValue(person.email);
    await expect(page.getByText('Your LinkedIn address is expected')).toBeVisible();
    await page.getByLabel('Location').fill('Leeds, UK');
    await page.getByLabel('Number', { exact: true }).fill('+44 113 496 0000');
    const details = page.getByRole('region', { name: 'Your details' });
    for (const link of [
      'https://www.linkedin.com/company/robin-links-ltd',
      'https://lnkd.in/dR7bN2x',
      'https://robin-links.example.org/about',
    ]) {
      await page.getByLabel('LinkedIn').fill(link);
      await page.getByRole('button', { name: 'Update Profile' }).click();
      await expect(page.getByText('Profile Updated').last()).toBeVisible();
      await expect(details.getByRole('link', { name: link })).toHaveAttribute('href', link);
    }
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Your details' })
        .getByRole('link', { name: 'https://robin-links.example.org/about' }),
    ).toBeVisible();
  });
});
