import { expect, type Page } from '@playwright/test';

/** The demo accounts the server seeds (README), used by stories that need an existing buyer or admin. */
export const demoBuyer = { email: 'buyer@partsmith.test', password: 'partsmith-buyer', name: 'Blake Buyer' };
export const demoAdmin = { email: 'admin@partsmith.test', password: 'partsmith-admin', name: 'Avery Admin' };

let counter = 0;

/** A fresh, unique buyer for stories that change what a buyer owns. */
export function newBuyer(name = 'Casey Customer') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`;
  return { email: `buyer.${tag}@example.com`, password: `secret-${tag}`, name };
}

/** Signs in through the login form, as a person does, and waits until the app has its access token. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
}

export async function registerThroughForm(
  page: Page,
  person: { email: string; password: string; name: string },
) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
}
