import { partCsvColumns } from '@partsmith/contract/catalogue-csv';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { insertVehicle } from '../../../test/fixtures';
import { uploadPicture } from '../../../test/images';
import { multipartFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('catalogue CSV: competitor numbers, GTIN, supersession and fitment qualifiers (issue 36)', () => {
  let t: TestApp;
  let admin: TestAccount;
  let img: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t.app);
    img = await uploadPicture(t.app, admin);
    await insertVehicle(t.app, { make: 'Toyota', model: 'Corolla', year: 2018, engine: '1.8 L 2ZR-FE' });
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, query: Record<string, string>) => {
    const body = multipartFile('file', 'catalogue.csv', 'text/csv', Buffer.from(csv));
    return t.app.inject({
      method: 'POST',
      url: `/api/part/import?${new URLSearchParams(query)}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
  };
  const exportCsv = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/part/export.csv', headers: bearer(admin.token) })).body;
  const file = (rows: Partial<Record<(typeof partCsvColumns)[number], string>>[]) =>
    stringify(
      rows.map((cells) => ({
        name: 'Front brake pad set',
        category: 'Brakes',
        minOrderQuantity: '1',
        availableQuantity: '40',
        price: '18.90',
        description: 'Ceramic pads.',
        oemNumbers: '',
        fitment: '',
        image: img,
        ...cells,
      })),
      { header: true, columns: [...partCsvColumns] },
    );
  const search = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/part?q=${encodeURIComponent(q)}` })).json();

  it('imports every number kind and the qualifiers, finds by them, and exports them back unchanged', async () => {
    const csv = file([
      // The replacing part comes further down the file.
      { partNumber: 'PS-BP-1040', replacedBy: 'PS-BP-1042' },
      {
        partNumber: 'PS-BP-1042',
        interchange: 'TRW:GDB1550;Brembo:P 83 087',
        gtin: '4006381333931',
        supersedes: 'PS-BP-0999',
        fitment: 'Toyota|Corolla|2018|1.8 L 2ZR-FE|front|2|with A/C',
      },
    ]);
    const dry = await importCsv(csv, { dryRun: 'true' });
    expect(dry.json(), dry.body).toMatchObject({ created: 2, errorCount: 0 });
    const applied = await importCsv(csv, { dryRun: 'false' });
    expect(applied.json(), applied.body).toMatchObject({ created: 2, errorCount: 0 });

    const [pads] = await search('gdb 1550');
    expect(pads).toMatchObject({
      partNumber: 'PS-BP-1042',
      matchedNumber: { kind: 'competitor', brand: 'TRW', number: 'GDB1550' },
      gtin: '4006381333931',
      supersedes: ['PS-BP-0999'],
    });
    expect((await search('PS-BP-1040'))[0]).toMatchObject({
      _id: pads._id,
      matchedNumber: { kind: 'superseded', number: 'PS-BP-1040' },
    });
    const fitment = (await t.app.inject({ method: 'GET', url: `/api/part/${pads._id}/fitment` })).json();
    expect(fitment[0]).toMatchObject({ position: 'front', quantityPerVehicle: 2, conditions: 'with A/C' });

    const exported = await exportCsv();
    expect(exported).toContain('PS-BP-1040,');
    expect(exported).toMatch(/,PS-BP-1042\r\n/);
    expect(exported).toContain('Toyota|Corolla|2018|1.8 L 2ZR-FE|front|2|with A/C');
    expect(exported).toContain('"TRW:GDB1550;Brembo:P 83 087",4006381333931,PS-BP-0999,');
    const again = await importCsv(exported.replace(/^\uFEFF/, ''), { dryRun: 'false' });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, errorCount: 0 });

    // A changed qualifier is an update of the fitment, and comes back out.
    const edited = exported.replace('|front|2|with A/C', '|rear|4|');
    expect((await importCsv(edited.replace(/^\uFEFF/, ''), { dryRun: 'false' })).json()).toMatchObject({
      updated: 1,
      errorCount: 0,
    });
    expect(await exportCsv()).toContain('Toyota|Corolla|2018|1.8 L 2ZR-FE|rear|4|');
  });

  it('names bad numbers, qualifiers and replacements on their row and column', async () => {
    const res = await importCsv(
      file([
        { partNumber: 'PS-X-1', gtin: '4006381333932' },
        { partNumber: 'PS-X-2', interchange: 'GDB1550' },
        { partNumber: 'PS-X-3', fitment: 'Toyota|Corolla|2018|1.8 L 2ZR-FE|middle|2|' },
        { partNumber: 'PS-X-4', fitment: 'Toyota|Corolla|2018|1.8 L 2ZR-FE|front|0|' },
        { partNumber: 'PS-X-5', replacedBy: 'PS-NOWHERE-1' },
      ]),
      { dryRun: 'true' },
    );
    const errors = res.json().errors as { row: number; column: string; message: string }[];
    expect(errors.map((error) => [error.row, error.column])).toEqual([
      [2, 'gtin'],
      [3, 'interchange'],
      [4, 'fitment'],
      [5, 'fitment'],
      [6, 'replacedBy'],
    ]);
    expect(errors[0]!.message).toContain('check digit');
    expect(errors[1]!.message).toContain('brand:number');
    expect(errors[2]!.message).toContain('Position must be one of');
    expect(errors[3]!.message).toContain('Quantity per vehicle must be at least 1');
    expect(errors[4]!.message).toBe('Unknown part number PS-NOWHERE-1 in replacedBy.');
  });
});
