import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoAdmin, demoBuyer } from '../support/accounts';
import { adminDashboardEntries, buyerDashboardEntries } from '../support/dashboard';
import { blurAll, expectFocusStaysIn, focusIndicator, tabTo } from '../support/keyboard';
import { menuButton, navbar, navLink } from '../support/navbar';

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard', exact: true });
const drawerToggle = (page: Page) => page.getByRole('button', { name: 'Dashboard menu' });

/** Tabs to `target` and checks it shows the focus ring, which it did not show before it had focus. */
async function expectRingWhenTabbedTo(page: Page, target: Locator, options?: { backwards?: boolean }) {
  await expect(target).not.toBeFocused();
  const before = await focusIndicator(target);
  await tabTo(page, target, options);
  const after = await focusIndicator(target);
  expect(after.outlineStyle, `${target} has no outline when focused`).toBe('solid');
  expect(after.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(`${after.outline} ${after.boxShadow}`).not.toBe(`${before.outline} ${before.boxShadow}`);
}

/** Signs in with the keyboard alone: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Please Login!!' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
}

/** Opens a navbar entry with the keyboard: directly on a wide screen, through the Menu button on a phone. */
async function chooseNavbarEntry(page: Page, name: string, isMobile: boolean) {
  const entry = navbar(page).getByRole(name === 'Sign Out' ? 'button' : 'link', { name, exact: true });
  if (isMobile) {
    await tabTo(page, menuButton(page), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  }
  await tabTo(page, entry.filter({ visible: true }), { backwards: !isMobile });
  await page.keyboard.press('Enter');
}

/** Opens a dashboard page with the keyboard: the sidebar on a wide screen, the drawer on a phone. */
async function chooseDashboardEntry(page: Page, name: string, isMobile: boolean) {
  const entry = dashboardMenu(page).getByRole('link', { name, exact: true });
  if (isMobile) {
    await tabTo(page, drawerToggle(page), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(dashboardMenu(page)).toBeInViewport();
    await expect
      .poll(() => dashboardMenu(page).evaluate((nav) => nav.contains(document.activeElement)))
      .toBe(true);
    await tabTo(page, entry);
  } else {
    // The sidebar comes before the page in tab order: from the page's heading, it is behind.
    await tabTo(page, entry, { backwards: true });
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeFocused();
}

test.describe('Keyboard only', () => {
  test('every focusable element of the bar, the search and the login form shows the focus ring', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Please Login!!' })).toBeVisible();
    await blurAll(page);
    const brand = navbar(page).getByRole('link', { name: 'Partsmith' });
    await expectRingWhenTabbedTo(page, brand);
    if (isMobile) {
      await expectRingWhenTabbedTo(page, navbar(page).getByRole('button', { name: 'Search the catalogue' }));
      await expectRingWhenTabbedTo(page, menuButton(page));
      await page.keyboard.press('Enter');
      // The light dropdown, another theme than the bar.
      await expectRingWhenTabbedTo(page, navbar(page).getByRole('link', { name: 'Blogs', exact: true }));
      await page.keyboard.press('Escape');
    } else {
      await expectRingWhenTabbedTo(
        page,
        navbar(page).getByRole('searchbox', { name: 'Search the catalogue' }),
      );
      // The dark bar: the link keeps a ring (it used to go dull grey with none).
      await expectRingWhenTabbedTo(page, navbar(page).getByRole('link', { name: 'Blogs', exact: true }));
    }
    await expectRingWhenTabbedTo(page, page.getByLabel('Email'));
    await expectRingWhenTabbedTo(page, page.getByLabel('Password', { exact: true }));
    await expectRingWhenTabbedTo(page, page.getByRole('button', { name: 'Login', exact: true }));
  });

  test('searches the catalogue from the navbar', async ({ page, isMobile }) => {
    await page.goto('/blogs');
    await expect(mainHeading(page)).toBeVisible();
    if (isMobile) {
      await tabTo(page, navbar(page).getByRole('button', { name: 'Search the catalogue' }));
      await page.keyboard.press('Enter');
    }
    const field = page.getByRole('searchbox', { name: 'Search the catalogue' }).filter({ visible: true });
    if (!isMobile) await tabTo(page, field);
    await expect(field).toBeFocused();
    await page.keyboard.type('brake pad');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/parts' && url.searchParams.get('q') === 'brake pad',
    );
  });

  for (const account of [
    {
      role: 'buyer',
      ...demoBuyer,
      landing: 'My Profile',
      entries: buyerDashboardEntries,
    },
    {
      role: 'admin',
      ...demoAdmin,
      // The navbar's Dashboard opens an admin's Sales page.
      landing: 'Sales',
      entries: adminDashboardEntries,
    },
  ]) {
    test(`a${account.role === 'admin' ? 'n' : ''} ${account.role} signs in and reaches every navbar and dashboard entry, focus following the page`, async ({
      page,
      isMobile,
    }) => {
      // A long walk through every entry, each one by Tab and Enter.
      test.setTimeout(120_000);
      await signInByKeyboard(page, account);
      // After login, focus lands on the new page's main heading.
      await expect(mainHeading(page)).toBeFocused();

      for (const name of ['Blogs', 'My Portfolio', 'Home']) {
        await chooseNavbarEntry(page, name, isMobile);
        await expect(mainHeading(page)).toBeFocused();
      }
      await chooseNavbarEntry(page, 'Dashboard', isMobile);
      await expect(page.getByRole('heading', { name: account.landing, level: 2 })).toBeFocused();

      for (const name of account.entries.filter((entry) => entry !== account.landing)) {
        await chooseDashboardEntry(page, name, isMobile);
      }
      await chooseDashboardEntry(page, account.landing, isMobile);

      if (!isMobile) {
        // On screen and in tab order, the sidebar comes before the page: Tab from its last entry enters the page.
        const last = dashboardMenu(page).getByRole('link', { name: account.entries.at(-1), exact: true });
        await expectRingWhenTabbedTo(page, last, { backwards: true });
        await page.keyboard.press('Tab');
        await expect
          .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-page-content]')))
          .toBe(true);
      }

      await chooseNavbarEntry(page, 'Sign Out', isMobile);
      // Home, and staying there: the guarded page left behind must not send the visitor on to /login.
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Partsmith' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Please Login!!' })).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      // Signed out: the bar offers Login again (folded in the menu on a phone), and no Sign Out.
      await expect(
        navbar(page).getByRole('link', { name: 'Login', exact: true, includeHidden: true }),
      ).not.toHaveCount(0);
      await expect(navbar(page).getByRole('button', { name: 'Sign Out', includeHidden: true })).toHaveCount(
        0,
      );
    });
  }

  test('the phone drawer holds the focus while open and gives it back', async ({
    page,
    isMobile,
    loginAsBuyer,
  }) => {
    await loginAsBuyer();
    await (await navLink(page, 'Dashboard')).click();
    await expect(page.getByRole('heading', { name: 'My Profile', level: 2 })).toBeVisible();
    if (!isMobile) {
      // Wide screens have no drawer: the menu is always beside the page.
      await expect(drawerToggle(page)).toBeHidden();
      await expect(dashboardMenu(page)).toBeVisible();
      return;
    }
    await tabTo(page, drawerToggle(page));
    await page.keyboard.press('Enter');
    await expect(drawerToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => dashboardMenu(page).evaluate((nav) => nav.contains(document.activeElement)))
      .toBe(true);
    // More presses than the drawer has entries: Tab and Shift+Tab go round inside it.
    await expectFocusStaysIn(page, dashboardMenu(page), 'Tab', 8);
    await expectFocusStaysIn(page, dashboardMenu(page), 'Shift+Tab', 8);
    await page.keyboard.press('Escape');
    await expect(drawerToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(drawerToggle(page)).toBeFocused();
  });
});
