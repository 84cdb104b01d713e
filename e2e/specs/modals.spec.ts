import type { Locator, Page } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';
import { expect, test } from '../fixtures';
import { demoAdmin, newBuyer, registerThroughForm } from '../support/accounts';
import { listParts } from '../support/api';
import { createPart, removePart, uniquePartName } from '../support/catalogue';
import { openDashboardPage } from '../support/dashboard';
import { expectFocusStaysIn, tabTo } from '../support/keyboard';

/** Lists are paged: narrow one to the row the story is about, as an admin would, with its search. */
async function searchList(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('searchbox', { name: label }).press('Enter');
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

async function orderAsBuyer(page: Page, part: Part) {
  const response = await page.request.post('/api/order', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: {
      partId: part._id,
      quantity: part.minOrderQuantity,
      address: '1 Main Street, Columbus',
      number: '+1 614 555 0123',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Opens the dialog from `opener` with Enter; checks the focus starts on `firstFocus`, goes round inside
 * the dialog with Tab and Shift+Tab, and that Escape closes it and gives the focus back to `opener`.
 */
async function openCheckAndEscape(page: Page, opener: Locator, dialogName: string, firstFocus?: string) {
  await tabTo(page, opener, { maxPresses: 200 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  if (firstFocus) await expect(dialog.getByRole('button', { name: firstFocus, exact: true })).toBeFocused();
  await expectFocusStaysIn(page, dialog, 'Tab', 12);
  await expectFocusStaysIn(page, dialog, 'Shift+Tab', 12);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  return dialog;
}

/** Opens the dialog again with Enter and presses its `confirm` button, reached with Shift+Tab. */
async function openAndConfirm(page: Page, opener: Locator, dialogName: string, confirm: string) {
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: confirm, exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test.describe('Modals by keyboard', () => {
  test('each dialog opens, keeps the focus inside, cancels and confirms, and gives the focus back', async ({
    browser,
    page,
    loginAs,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A part of the story's own, and a new buyer who orders it twice (nothing shared with other stories).
    await loginAs(demoAdmin);
    const name = uniquePartName(testInfo, 'Keyboard Test Caliper');
    await createPart(page, { name, minOrderQuantity: 2, availableQuantity: 40 });
    const part = (await listParts(page.request, { q: name })).find((each) => each.name === name) as Part;

    const person = newBuyer('Keyboard Buyer');
    const buyerPage = await browser.newPage();
    try {
      await registerThroughForm(buyerPage, person);
      await orderAsBuyer(buyerPage, part);
      await orderAsBuyer(buyerPage, part);

      // The buyer's delete question (My Orders): cancel, then delete.
      await openDashboardPage(buyerPage, 'My Orders');
      const buyerDelete = buyerPage.getByRole('button', { name: `Delete order for ${name}` }).first();
      await openCheckAndEscape(buyerPage, buyerDelete, `Delete the order for ${name}?`, 'Cancel');
      await openAndConfirm(buyerPage, buyerDelete, `Delete the order for ${name}?`, 'Delete');
      await expect(buyerPage.getByText(`Successfully deleted: ${name}`)).toBeVisible();
      await expect(buyerPage.getByRole('heading', { name: 'My Orders', level: 2 })).toBeFocused();
      await expect(buyerPage.getByRole('button', { name: `Delete order for ${name}` })).toHaveCount(1);
    } finally {
      await buyerPage.close();
    }

    // The admin's delete question (Manage All Orders).
    await openDashboardPage(page, 'Manage All Orders');
    await searchList(page, 'Search orders', person.email);
    const adminDelete = page.getByRole('button', { name: `Delete order for ${name}` });
    await openCheckAndEscape(page, adminDelete, `Delete the order for ${name}?`, 'Cancel');
    await openAndConfirm(page, adminDelete, `Delete the order for ${name}?`, 'Delete');
    await expect(page.getByText(`Successfully deleted: ${name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage All Orders', level: 2 })).toBeFocused();
    await expect(adminDelete).toHaveCount(0);

    // Make Admin asks first.
    await openDashboardPage(page, 'Make Admin');
    await searchList(page, 'Search accounts', person.email);
    const promote = page.getByRole('button', { name: `Make Admin: ${person.email}` });
    await openCheckAndEscape(page, promote, `Make ${person.email} an admin?`, 'Cancel');
    await expect(promote).toBeVisible();
    await openAndConfirm(page, promote, `Make ${person.email} an admin?`, 'Make Admin');
    await expect(page.getByText('Successfully made an admin')).toBeVisible();
    await expect(promote).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Make Admin', level: 2 })).toBeFocused();

    // Manage Products: the Edit dialog (prices with two decimals), then the delete question.
    await openDashboardPage(page, 'Manage Products');
    await searchList(page, 'Search products', name);
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await tabTo(page, edit, { maxPresses: 200 });
    await page.keyboard.press('Enter');
    const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(editDialog.getByLabel('Price (USD per unit)')).toHaveValue('12.50');
    await expectFocusStaysIn(page, editDialog, 'Tab', 14);
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();
    await expect(edit).toBeFocused();

    const remove = page.getByRole('button', { name: `Delete ${name}` });
    const question = `Are you sure you want to delete ${name}!`;
    await openCheckAndEscape(page, remove, question, 'cancel');
    // cancel, with the keyboard, gives the focus back too.
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('dialog', { name: question }).getByRole('button', { name: 'cancel' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: question })).toBeHidden();
    await expect(remove).toBeFocused();
    await openAndConfirm(page, remove, question, 'Delete');
    await expect(page.getByText(`Successfully deleted: ${name}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Products', level: 2 })).toBeFocused();
    await removePart(page, name);
  });
});
