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

/**
 * Signs the page's browser context in without the form (for stories about something else): the identity
 * session cookie from POST /api/auth/sign-in/email, the access token from PUT /api/user/{email}, as the
 * app itself does after its form; then the app is loaded with both.
 */
export async function signInByApi(page: Page, email: string, password: string) {
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const issued = await page.request.put(`/api/user/${encodeURIComponent(email)}`, { data: { email } });
  expect(issued.status(), await issued.text()).toBe(200);
  const { token } = (await issued.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('accessToken', value), token);
  // The app reads the token when it starts; a reload starts it signed in.
  await page.reload();
  // Signed in once the navbar offers Sign Out (folded in the menu on a phone).
  await expect(page.getByRole('button', { name: 'Sign Out', includeHidden: true }).first()).toBeAttached();
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
