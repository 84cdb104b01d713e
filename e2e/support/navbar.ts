import { expect, type Locator, type Page } from '@playwright/test';

/** The sticky top navigation bar: the navigation landmark in the page's banner (the site header). */
export function navbar(page: Page): Locator {
  return page.getByRole('banner').getByRole('navigation');
}

/** The button that unfolds the navbar on a phone (hidden on wide screens). */
export function menuButton(page: Page): Locator {
  return navbar(page).getByRole('button', { name: /menu|navigation/i });
}

/** A link of the navbar, unfolding the phone menu first when the link is folded away. */
export async function navLink(page: Page, name: string): Promise<Locator> {
  await expect(navbar(page)).toBeVisible();
  const links = navbar(page).getByRole('link', { name, exact: true });
  if ((await links.filter({ visible: true }).count()) === 0) await menuButton(page).click();
  const link = links.filter({ visible: true }).first();
  await expect(link).toBeVisible();
  return link;
}

/** Clicks Sign Out in the navbar, unfolding the phone menu first when it is folded away. */
export async function signOut(page: Page): Promise<void> {
  await expect(navbar(page)).toBeVisible();
  const buttons = navbar(page).getByRole('button', { name: 'Sign Out', exact: true });
  if ((await buttons.filter({ visible: true }).count()) === 0) await menuButton(page).click();
  await buttons.filter({ visible: true }).first().click();
}
