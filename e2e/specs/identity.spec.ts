import { expect, test } from '../fixtures';
import { demoBuyer, loginThroughForm, newBuyer, registerThroughForm } from '../support/accounts';
import { firstLink } from '../support/mail';
import { googleAccount } from '../support/third-parties.mjs';

test.describe('signing up and in', () => {
  test('a new buyer registers and lands signed in under their display name', async ({ page }) => {
    const person = newBuyer('Dana Registered');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Please Register!!' })).toBeVisible();
    await registerThroughForm(page, person);
    await expect(
      page
        .getByRole('button', { name: 'Sign Out' })
        .or(page.getByRole('link', { name: 'Dashboard' }))
        .first(),
    ).toBeAttached();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dasboard' })).toBeVisible();
    await expect(page.getByText('Dana Registered').first()).toBeVisible();
  });

  test('a wrong password shows the identity provider’s message in red', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Please Login!!' })).toBeVisible();
    await page.getByLabel('Email').fill(demoBuyer.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const message = page.getByText('Invalid email or password');
    await expect(message).toBeVisible();
    const color = await message.evaluate((element) => getComputedStyle(element).color);
    const [red, green, blue] = color.match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(150);
    expect(green! + blue!).toBeLessThan(red!);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('asking for a reset without an email explains what to do', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('button', { name: 'click to reset' })
      .or(page.getByRole('link', { name: 'click to reset' }))
      .click();
    await expect(page.getByText('Please enter your email first then click to reset')).toBeVisible();
  });

  test('Google sign-in through the OpenID Connect server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.goto('/dashboard');
    await expect(page.getByText(googleAccount.email).first()).toBeVisible();
  });

  test('a forgotten password is reset from the mailed link', async ({ page, lastMailTo }) => {
    const person = newBuyer('Rene Reset');
    await registerThroughForm(page, person);
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page
      .getByRole('button', { name: 'click to reset' })
      .or(page.getByRole('link', { name: 'click to reset' }))
      .click();
    const mail = await lastMailTo(person.email);
    expect(mail.subject).toBe('Reset your Partsmith password');

    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const fresh = 'a completely new secret';
    await page.getByLabel('New password').fill(fresh);
    await page.getByLabel(/Confirm/).fill(fresh);
    await page.getByRole('button', { name: /reset|save|set/i }).click();
    await expect(page).toHaveURL(/\/login/);

    await loginThroughForm(page, person.email, fresh);
  });

  test('a guarded page sends a visitor to login and back to where they were going', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await loginThroughForm(page, demoBuyer.email, demoBuyer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dasboard' })).toBeVisible();
  });

  test('signing out ends the session and forgets the token', async ({ page, loginAsBuyer }) => {
    await loginAsBuyer();
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});
