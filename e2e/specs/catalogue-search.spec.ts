import type { Locator, Page, Request } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';
import { expect, test } from '../fixtures';
import { newBuyer, registerThroughForm } from '../support/accounts';
import { listParts } from '../support/api';
import { choose } from '../support/vehicle-picker';

const fitsCorolla = 'Fits your 2018 Toyota Corolla';

function partCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Parts' }).getByRole('article');
}

/** Picks Year → Make → Model → Engine in the vehicle picker and asks for that vehicle's parts. */
async function pickVehicle(page: Page) {
  await choose(page, 'Year', '2018');
  await choose(page, 'Make', 'Toyota');
  await choose(page, 'Model', 'Corolla');
  await choose(page, 'Engine', '1.8 L 2ZR-FE');
  await page.getByRole('button', { name: 'Show parts for this vehicle' }).click();
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search parts' });
  await box.fill(text);
  await box.press('Enter');
}

/** The parts the API finds for this search, to compare the page with. */
async function apiSearch(page: Page, params: Record<string, string>): Promise<Part[]> {
  const response = await page.request.get(`/api/part?${new URLSearchParams(params)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Part[];
}

test.describe('Finding a part', () => {
  // Registers, picks a vehicle, searches and walks to a part and back: more than 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a buyer picks their car, searches "brake pad", sees only parts that fit it, opens one and comes back', async ({
    page,
    expectNoA11yViolations,
  }) => {
    await registerThroughForm(page, newBuyer('Toni Workshop'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Parts', exact: true }).click();
    await expect(partCards(page).first()).toBeVisible();

    // Picking the vehicle turns the list to its parts; no card of the list before asks whether it fits.
    const fitQuestions: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.endsWith('/fitment')) fitQuestions.push(request.url());
    };
    page.on('request', onRequest);
    await pickVehicle(page);
    await expect(page).toHaveURL(/[?&]vehicle=[0-9a-f-]{36}/);
    await expect(page.getByText('2018 Toyota Corolla', { exact: true })).toBeVisible();
    await expect(page.getByText('Showing only the parts that fit it.')).toBeVisible();
    await expect(partCards(page).first().getByText(fitsCorolla)).toBeVisible();
    page.off('request', onRequest);
    expect(fitQuestions).toEqual([]);
    await search(page, 'brake pad');
    await expect(page).toHaveURL(/[?&]q=brake\+pad/);

    const vehicle = new URL(page.url()).searchParams.get('vehicle') ?? '';
    const fitting = await apiSearch(page, { q: 'brake pad', vehicle });
    expect(fitting.length, 'the demo catalogue has a brake pad for a 2018 Corolla').toBeGreaterThan(0);
    const cards = partCards(page);
    await expect(cards).toHaveCount(fitting.length);
    for (const [index, part] of fitting.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: part.name })).toBeVisible();
      await expect(card.getByText(fitsCorolla)).toBeVisible();
      // The badge is the server's word: the part's own fitment holds this vehicle.
      const fit = await page.request.get(`/api/part/${part._id}/fitment?vehicle=${vehicle}`);
      expect(fit.headers()['x-total-count'], `${part.name} fits the 2018 Corolla`).toBe('1');
    }
    await expectNoA11yViolations();

    // Every brake part, fitting or not, each saying which: then back to the parts that fit.
    await search(page, 'brake');
    await page.getByRole('button', { name: 'Show all parts' }).click();
    await expect(page).not.toHaveURL(/vehicle=/);
    await expect(cards.first()).toBeVisible();
    const brakeParts = await apiSearch(page, { q: 'brake' });
    const brakePartsThatFit = await apiSearch(page, { q: 'brake', vehicle });
    const notFitting = brakeParts.filter((part) => !brakePartsThatFit.some((fit) => fit._id === part._id));
    for (const part of notFitting) {
      const card = cards.filter({ has: page.getByRole('heading', { name: part.name, exact: true }) });
      await expect(card.getByText('Does not fit your 2018 Toyota Corolla')).toBeVisible();
    }
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('brake pad');
    await expect(cards).toHaveCount(fitting.length);

    const chosen = fitting[0]!;
    await cards.first().getByRole('link', { name: 'Purchase Now' }).click();
    await expect(page).toHaveURL(`/purchase/${chosen._id}`);
    await expect(page.getByRole('heading', { name: chosen.name, level: 1 })).toBeVisible();
    await expect(page.getByText(fitsCorolla)).toBeVisible();
    await expect(page.getByText(chosen.partNumber, { exact: true })).toBeVisible();
    const oem = page.getByRole('list', { name: 'OEM numbers' });
    for (const number of chosen.oemNumbers)
      await expect(oem.getByText(number, { exact: true })).toBeVisible();
    const fitment = page.getByRole('region', { name: 'Fits these vehicles' });
    const fitmentTotal = await page.request
      .get(`/api/part/${chosen._id}/fitment?limit=1`)
      .then((response) => Number(response.headers()['x-total-count']));
    await expect(
      fitment.getByText(new RegExp(`of ${fitmentTotal.toLocaleString('en-US')} vehicles`)),
    ).toBeVisible();
    await expect(fitment.getByRole('list', { name: 'Vehicles' }).getByRole('listitem').first()).toBeVisible();
    if (fitmentTotal > 10) {
      await fitment.getByRole('link', { name: 'Next page' }).click();
      await expect(fitment.getByText(new RegExp(`^11–`))).toBeVisible();
      await page.goBack();
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/parts\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('brake pad');
    expect(new URL(page.url()).searchParams.get('vehicle')).toBe(vehicle);
    await expect(page.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('brake pad');
    await expect(cards).toHaveCount(fitting.length);
    await expect(cards.first().getByText(fitsCorolla)).toBeVisible();
  });

  test("a buyer who picks their car, opens the first part's Purchase Now at once and presses Back gets that car's parts again, every time", async ({
    page,
  }) => {
    const buyer = newBuyer('Quinn Quick');
    await registerThroughForm(page, buyer);
    // The order page's code arrives late, as on a slow line: Back is pressed before it has. (Routing
    // also turns the browser's cache off, so each round downloads that code again.)
    let slowCode = false;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      if (slowCode) await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue().catch(() => {
        // The page that asked is gone (the next round started): nothing to answer.
      });
    });
    for (let round = 1; round <= 4; round += 1) {
      // Each round starts as the first: no My vehicle on this device or in the profile.
      await page.evaluate(async (email) => {
        localStorage.removeItem('myVehicle');
        const response = await fetch(`/api/profile/${encodeURIComponent(email)}/vehicle`, {
          method: 'PUT',
          headers: {
            Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ vehicleId: null }),
        });
        if (!response.ok) throw new Error(`Forgetting the vehicle answered ${response.status}`);
      }, buyer.email);
      slowCode = false;
      await page.goto('/parts');
      await pickVehicle(page);
      slowCode = true;
      await partCards(page).first().getByRole('link', { name: 'Purchase Now' }).click();
      await page.goBack();
      await expect(page, `round ${round}: Back keeps the vehicle`).toHaveURL(
        /\/parts\?vehicle=[0-9a-f-]{36}$/,
      );
      await expect(page.getByText('Showing only the parts that fit it.')).toBeVisible();
      await expect(partCards(page).first().getByText(fitsCorolla)).toBeVisible();
    }
  });

  test('an OEM number typed with its spaces finds its part first', async ({ page, request }) => {
    const withSpaces = (await listParts(request)).flatMap((part) =>
      part.oemNumbers.filter((number) => number.includes(' ')).map((number) => ({ part, number })),
    );
    const found = withSpaces[0];
    if (!found) throw new Error('No demo part has an OEM number written with spaces');

    await page.goto('/parts');
    await search(page, found.number);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(partCards(page).first().getByRole('heading', { name: found.part.name })).toBeVisible();
    await expect(partCards(page).first()).toContainText(found.part.partNumber);

    // Other spellings of the same number find it too.
    await search(page, found.number.replace(/\s+/g, '').toLowerCase());
    await expect(partCards(page).first().getByRole('heading', { name: found.part.name })).toBeVisible();
  });

  test('the back button brings back the search and category a visitor had, and empty results say how to widen', async ({
    page,
  }) => {
    await page.goto('/parts');
    await search(page, 'filter');
    await expect(page).toHaveURL(/q=filter/);
    const filters = await apiSearch(page, { q: 'filter' });
    await expect(partCards(page)).toHaveCount(filters.length);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Brakes');
    await expect(page.getByText('No parts found')).toBeVisible();
    await expect(
      page.getByText('No part we make both match “filter” and are in Brakes.', { exact: false }),
    ).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/parts\?q=filter$/);
    await expect(partCards(page)).toHaveCount(filters.length);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');

    await page.goForward();
    await expect(page.getByText('No parts found')).toBeVisible();
    await page.getByRole('button', { name: 'Search all categories' }).click();
    await expect(partCards(page)).toHaveCount(filters.length);
  });
});
