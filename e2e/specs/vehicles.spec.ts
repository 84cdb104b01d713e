import type { Page } from '@playwright/test';
import type { VehiclePart } from '@partsmith/contract/vehicle-pages';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { expect, test } from '../fixtures';
import { newBuyer, registerThroughForm } from '../support/accounts';
import { openDashboardPage } from '../support/dashboard';
import { choose } from '../support/vehicle-picker';

/**
 * A 2018 Toyota Corolla's VIN in Toyota's published pattern (2T1 Toyota Canada, BU the Corolla, J 2018
 * with a letter at position 7), its check digit worked out by the North American rule; and the same VIN
 * with one character mistyped. The API tests decode published VINs (modules/vehicles/vin).
 */
const corollaVin = '2T1BURHE0JC014702';
const mistypedVin = '2T1BURHE1JC014702';

function partCards(page: Page) {
  return page.getByRole('list', { name: 'Parts' }).getByRole('article');
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('Vehicles (issue 36)', () => {
  test('a buyer enters a VIN and sees the parts that fit the vehicle it names', async ({ page }) => {
    await page.goto('/parts');
    const vin = page.getByRole('textbox', { name: 'Or enter your VIN' });
    await vin.fill(mistypedVin);
    await page.getByRole('button', { name: 'Find by VIN' }).click();
    await expect(page.getByText('This VIN does not check out.')).toBeVisible();
    await expect(
      page.getByText('The check digit (position 9) is 1 but the other characters give 0', { exact: false }),
    ).toBeVisible();

    await vin.fill(corollaVin.toLowerCase());
    await page.getByRole('button', { name: 'Find by VIN' }).click();
    await expect(page.getByText('Found: 2018 Toyota Corolla. Finish the choice below.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('Corolla');
    await expect(page.getByRole('combobox', { name: 'Year', exact: true })).toHaveValue('2018');
    await page
      .getByRole('region', { name: 'Find parts' })
      .screenshot({ path: test.info().outputPath('vin-decoded.png') });
    await choose(page, 'Engine', '1.8 L 2ZR-FE');
    await page.getByRole('button', { name: 'Show parts for this vehicle' }).click();

    await expect(page).toHaveURL(/[?&]vehicle=[0-9a-f-]{36}/);
    await expect(page.getByText('Showing only the parts that fit it.')).toBeVisible();
    await expect(partCards(page).first()).toBeVisible();
    for (const card of await partCards(page).all()) {
      await expect(card.getByText('Fits your 2018 Toyota Corolla')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Parts for this vehicle by category' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '2018 Toyota Corolla parts' })).toBeVisible();
  });

  test('a workshop keeps two vehicles in its garage and switches between them', async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughForm(page, newBuyer('Rui Workshop'));
    await openDashboardPage(page, 'My Garage');
    await expect(page.getByText('Your garage is empty')).toBeVisible();
    const add = async (name: string, year: string, make: string, model: string, engine: string) => {
      await page.getByLabel('Name (optional)').fill(name);
      await choose(page, 'Year', year);
      await choose(page, 'Make', make);
      await choose(page, 'Model', model);
      await choose(page, 'Engine', engine);
      await page.getByRole('button', { name: 'Add to my garage' }).click();
      await expect(page.getByText(`Added ${name} to your garage.`)).toBeVisible();
    };
    await add('Mrs Silva’s Corolla', '2018', 'Toyota', 'Corolla', '1.8 L 2ZR-FE');
    await add('Van 3', '2015', 'Honda', 'Civic', '1.8 L R18A');
    const kept = page.getByRole('list', { name: 'Vehicles in my garage' }).getByRole('listitem');
    await expect(kept).toHaveCount(2);
    await shot(page, 'garage');

    await kept
      .filter({ hasText: 'Mrs Silva’s Corolla' })
      .getByRole('button', { name: /^Shop for this\W+Mrs Silva/ })
      .click();
    await expect(page).toHaveURL(/\/parts\?vehicle=/);
    const garage = page.getByRole('list', { name: 'My garage', exact: true });
    await expect(garage.getByRole('button', { name: /Mrs Silva’s Corolla/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(partCards(page).first().getByText('Fits your 2018 Toyota Corolla')).toBeVisible();

    await garage.getByRole('button', { name: /Van 3/ }).click();
    await expect(garage.getByRole('button', { name: /Van 3/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('2015 Honda Civic', { exact: true })).toBeVisible();
    await expect(partCards(page).first().getByText('Fits your 2015 Honda Civic')).toBeVisible();
    await shot(page, 'garage-switched');

    await garage.getByRole('button', { name: /Mrs Silva’s Corolla/ }).click();
    await expect(partCards(page).first().getByText('Fits your 2018 Toyota Corolla')).toBeVisible();
  });

  test.describe('Without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a vehicle page arrives rendered and lists only the parts that fit', async ({ page, request }) => {
      const engines = (await (
        await request.get('/api/vehicle?make=Toyota&model=Corolla&year=2018')
      ).json()) as Vehicle[];
      const answer = await request.get('/api/vehicle/parts?make=Toyota&model=Corolla&year=2018&limit=24');
      const fitting = (await answer.json()) as VehiclePart[];
      expect(fitting.length, 'the demo catalogue has parts for a 2018 Corolla').toBeGreaterThan(0);

      await page.goto('/vehicles/Toyota/Corolla/2018');
      await expect(page.getByRole('heading', { level: 1, name: '2018 Toyota Corolla parts' })).toBeVisible();
      await expect(page).toHaveTitle('2018 Toyota Corolla parts — Partsmith');
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute('href', /\/vehicles\/Toyota\/Corolla\/2018$/);
      for (const category of new Set(fitting.map((part) => part.category))) {
        await expect(page.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible();
      }
      const shown = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
      expect(shown).toEqual(fitting.map((part) => part.name));
      // Every part shown fits one of the 2018 Corolla's engines.
      for (const part of fitting) {
        const fits = await Promise.all(
          engines.map(async (engine) => {
            const res = await request.get(`/api/part/${part._id}/fitment?vehicle=${engine._id}`);
            return res.headers()['x-total-count'] === '1';
          }),
        );
        expect(fits.some(Boolean), `${part.name} fits a 2018 Corolla`).toBe(true);
      }
      await shot(page, 'vehicle-page');

      // The engine choice is plain links.
      await page
        .getByRole('navigation', { name: 'Engine' })
        .getByRole('link', { name: '1.8 L 2ZR-FE' })
        .click();
      await expect(page).toHaveURL(/engine=[0-9a-f-]{36}/);
      await expect(
        page.getByText(
          'Every Partsmith part that fits the 2018 Toyota Corolla with the 1.8 L 2ZR-FE engine, by category.',
        ),
      ).toBeVisible();
    });
  });
});
