import { expect, test } from '../fixtures';
import { demoBuyer, loginThroughForm, newBuyer, registerThroughForm } from '../support/accounts';
import { firstLink } from '../support/mail';
import { signOut } from '../support/navbar';
import { googleAccount } from '../support/third-parties.mjs';

test.describe('signing up and in', () => {
  test('a new buyer registers and lands signed in under their display name', async ({ page }) => {
    const person = newBuyer('Dana Registered');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Please Register!!' })).toBeVisible();
    await registerThroughForm(page, person);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dasboard' })).toBeVisible();
    await expect(page.getByText('Dana Registered').first()).toBeVisible();
  });

  test('a wrong password shows the identity provider’s message in red', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/401/);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Please Login!!' })).toBeVisible();
    await page.getByLabel('Email').fill(demoBuyer.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const message = page.getByText('Invalid email or password');
    await expect(message).toBeVisible();
    // The theme's colours are oklch(); let the browser paint it and read the pixel back as RGB.
    const [red, green, blue] = await message.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.fillStyle = getComputedStyle(element).color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data];
    });
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
    await signOut(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.goto('/login');
    await page.getByLabel('Email').fill(person.email);
    await page
      .getByRole('button', { name: 'click to reset' })
      .or(page.getByRole('link', { name: 'click to reset' }))
      .click();
    const mail = await lastMailTo(person.email, 'Reset your Partsmith password');

    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const fresh = 'a completely new secret';
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm password').fill(fresh);
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
    await signOut(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});
