import { expect, type Page } from '@playwright/test';
import { navLink } from './navbar';

/** The dashboard menu's entries, in order (docs/product.md): a buyer's, and an admin's. */
export const buyerDashboardEntries = ['My Profile', 'My Orders', 'My Garage', 'Add Review'];
export const adminDashboardEntries = [
  'My Profile',
  'Sales',
  'Make Admin',
  'Manage All Orders',
  'Add A Product',
  'Manage Products',
  'Import / Export',
  'Shipping & tax',
];

/**
 * Opens a dashboard page the way a person does, through the navbar and the dashboard menu (the phone
 * drawer included). In-app navigation keeps the session the app already has, instead of a page load
 * asking the identity server again (its rate limit is shared by the whole suite).
 */
export async function openDashboardPage(page: Page, entry: string): Promise<void> {
  await (await navLink(page, 'Dashboard')).click();
  await expect(page.getByRole('heading', { name: 'Dasboard' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Dashboard menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole('navigation', { name: 'Dashboard', exact: true })
    .getByRole('link', { name: entry, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: entry, level: 2 })).toBeVisible();
}
