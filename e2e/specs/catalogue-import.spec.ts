import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { listParts } from '../support/api';
import { createPart, removePart, uniquePartName } from '../support/catalogue';
import { openDashboardPage } from '../support/dashboard';
import { exclusively } from '../support/exclusive';

/** Records whether the page ever shows a progress bar, however briefly (a short job ends in one poll). */
async function watchForProgressBar(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { sawProgress?: string };
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar) seen.sawProgress = `${bar.getAttribute('value')}/${bar.getAttribute('max')}`;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

test.describe('Catalogue import', () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ loginAsAdmin }) => {
    await loginAsAdmin();
  });

  test('an admin exports, edits a price and adds a part, checks (1 updated, 1 created), applies with a progress bar, and finds both on /parts', async ({
    page,
    expectNoA11yViolations,
  }, testInfo) => {
    const name = uniquePartName(testInfo, 'Import pads');
    const added = uniquePartName(testInfo, 'Imported spin-on part');
    const tag = `${Date.now().toString(36)}${testInfo.project.name === 'phone' ? 'P' : 'D'}`.toUpperCase();
    const [partNumber, newNumber] = [`PS-IMP-${tag}`, `PS-IMN-${tag}`];
    await createPart(page, { name, partNumber, category: 'Brakes', price: 12.5 });

    await openDashboardPage(page, 'Import / Export');
    await expectNoA11yViolations();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download catalogue (CSV)' }).click();
    const download = await downloading;
    const exported = fs.readFileSync(await download.path(), 'utf8');
    const [header = '', ...rows] = exported.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'partNumber,name,category,minOrderQuantity,availableQuantity,price,description,oemNumbers,fitment,image,priceBreaks,stockAtExport,interchange,gtin,supersedes,replacedBy',
    );
    // The story's part has no commas, quotes or line breaks in it: its row splits on commas.
    const ours = rows.find((row) => row.startsWith(`${partNumber},`));
    expect(ours).toBeDefined();
    const cells = ours!.split(',');
    expect(cells[5]).toBe('12.50');
    const edited = [...cells.slice(0, 5), '14.75', ...cells.slice(6)].join(',');
    const newRow = [
      newNumber,
      added,
      'Filters',
      '2',
      '30',
      '6.40',
      'Spin-on cartridge.',
      '',
      '',
      cells[9],
      ...Array(header.split(',').length - 10).fill(''),
    ].join(',');
    // A spreadsheet's trailing rows of empty cells: they are skipped, and make the file long enough to
    // run as a job with a progress bar.
    const csv = [header, edited, newRow, ...Array(2100).fill(','.repeat(header.split(',').length - 1))].join(
      '\r\n',
    );
    const file = { name: 'catalogue-edited.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

    // One import at a time per store: the other project's admin takes its turn.
    await exclusively('catalogue-import', async () => {
      await page.getByLabel('CSV file').setInputFiles(file);
      await page.getByRole('button', { name: 'Check file' }).click();
      const checked = page.getByRole('region', { name: 'Check report' });
      await expect(checked).toBeVisible({ timeout: 20_000 });
      await expect(
        checked.getByText('Created', { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText('1');
      await expect(
        checked.getByText('Updated', { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText('1');
      await expect(
        checked.getByText('Row errors', { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText('0');
      await expect(checked.getByRole('table', { name: /Changes/ })).toContainText(partNumber);
      await expect(checked.getByRole('table', { name: /Changes/ })).toContainText('price');
      await expectNoA11yViolations();

      await watchForProgressBar(page);
      await page.getByRole('button', { name: 'Apply changes' }).click();
      await expect(page.getByRole('region', { name: 'Import report' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Done: 1 created, 1 updated.')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sawProgress?: string }).sawProgress)).toMatch(
        /^\d+\/\d+$/,
      );
    });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Parts', exact: true }).click();
    for (const [search, price] of [
      [name, '$14.75'],
      [added, '$6.40'],
    ] as const) {
      await page.getByRole('searchbox', { name: 'Search parts' }).fill(search);
      await page.getByRole('searchbox', { name: 'Search parts' }).press('Enter');
      const card = page
        .getByRole('list', { name: 'Parts' })
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: search, exact: true }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(price);
    }
    expect((await listParts(page.request, { q: newNumber }))[0]).toMatchObject({ name: added, price: 6.4 });

    await removePart(page, name);
    await removePart(page, added);
  });
});
