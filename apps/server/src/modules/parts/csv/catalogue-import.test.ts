import { partCsvColumns } from '@partsmith/contract/catalogue-csv';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, now } from '../../../lib/ids';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { insertVehicle } from '../../../test/fixtures';
import { uploadPicture } from '../../../test/images';
import { multipartFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { failInterruptedImports, instanceName, jobThresholdRows, staleAfterMs } from './import-jobs';
import { exportPageRows } from './csv-export';
import { importBatchRows } from './part-import';

const header = partCsvColumns.join(',');

describe('catalogue import and export', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let img: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = [await signUpAdmin(t.app), await signUp(t.app)];
    img = await uploadPicture(t.app, admin);
    const corolla = await insertVehicle(t.app, {
      make: 'Toyota',
      model: 'Corolla',
      year: 2018,
      engine: '1.8 L 2ZR-FE',
    });
    const golf = await insertVehicle(t.app, {
      make: 'Volkswagen',
      model: 'Golf',
      year: 2015,
      engine: '1.4 TSI',
    });
    const parts = [
      {
        name: 'Front brake pad set',
        partNumber: 'PS-BP-1042',
        category: 'Brakes',
        oemNumbers: ['04465-0K290', 'A 000 420 60 00'],
        fitment: [{ vehicleId: corolla.id, note: 'front axle' }, { vehicleId: golf.id }],
        description: 'Ceramic pads, "low dust", for the front axle;\nsold per set.',
      },
      {
        name: '=HYPERLINK("http://evil.example")',
        partNumber: 'PS-OF-2001',
        category: 'Filters',
        oemNumbers: [],
        fitment: [],
        description: '@SUM(A1:A9) -- a cell a spreadsheet would run',
      },
    ];
    for (const part of parts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/part',
        headers: bearer(admin.token),
        payload: { ...part, minOrderQuantity: 4, availableQuantity: 400, price: 18.9, img },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
  });
  afterAll(() => t.close());

  const importCsv = (
    csv: string | Buffer,
    query: Record<string, string> = {},
    account: TestAccount | null = admin,
    kind: 'part' | 'vehicle' = 'part',
  ) => {
    const body = multipartFile(
      'file',
      'catalogue.csv',
      'text/csv',
      Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/${kind}/import?${new URLSearchParams(query)}`,
      payload: body.payload,
      headers: { ...body.headers, ...(account ? bearer(account.token) : {}) },
    });
  };
  const exportCsv = async (kind: 'part' | 'vehicle' = 'part') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${kind}/export.csv`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.body;
  };
  /** The catalogue's own tables, to show an import wrote nothing. */
  const catalogueRows = async () => ({
    part: await t.app.db.selectFrom('part').selectAll().orderBy('id').execute(),
    numbers: await t.app.db
      .selectFrom('part_number')
      .selectAll()
      .orderBy('number_key')
      .orderBy('part_id')
      .execute(),
    fitment: await t.app.db
      .selectFrom('part_vehicle')
      .selectAll()
      .orderBy('part_id')
      .orderBy('vehicle_id')
      .execute(),
    vehicles: await t.app.db.selectFrom('vehicle').selectAll().orderBy('id').execute(),
  });
  const partByNumber = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/part?q=${encodeURIComponent(q)}` })).json()[0];
  const row = (cells: Partial<Record<(typeof partCsvColumns)[number], string>>) =>
    partCsvColumns
      .map((column) => {
        const value =
          cells[column] ??
          {
            partNumber: 'PS-NEW-1',
            name: 'Oil filter',
            category: 'Filters',
            minOrderQuantity: '2',
            availableQuantity: '50',
            price: '7.25',
            description: 'Spin-on filter.',
            oemNumbers: '',
            fitment: '',
            image: img,
            priceBreaks: '',
            stockAtExport: '',
            interchange: '',
            gtin: '',
            supersedes: '',
            replacedBy: '',
          }[column];
        return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
      })
      .join(',');

  it('exports the catalogue in the documented layout, formula cells escaped', async () => {
    const csv = await exportCsv();
    expect(csv.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    expect(csv).toContain(
      `PS-BP-1042,Front brake pad set,Brakes,4,400,18.90,"Ceramic pads, ""low dust"", for the front axle;\nsold per set.","04465-0K290;A 000 420 60 00","Toyota|Corolla|2018|1.8 L 2ZR-FE;Volkswagen|Golf|2015|1.4 TSI",${img},,400,,,,\r\n`,
    );
    expect(csv).toContain(`PS-OF-2001,"'=HYPERLINK(""http://evil.example"")",Filters,`);
    expect(csv).toContain(`,'@SUM(A1:A9) -- a cell a spreadsheet would run,`);
  });

  it('imports its own export as a no-op, dry run and apply', async () => {
    const before = await catalogueRows();
    const csv = await exportCsv();
    for (const dryRun of ['true', 'false']) {
      const res = await importCsv(csv, { dryRun });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        rows: 2,
        created: 0,
        updated: 0,
        unchanged: 2,
        errorCount: 0,
        errors: [],
      });
    }
    expect(await catalogueRows()).toEqual(before);
    // The same file saved by a European spreadsheet: ';' between cells, LF line ends, no BOM.
    const semicolons = stringify(parse(csv, { bom: true }), { delimiter: ';' });
    expect((await importCsv(semicolons, { dryRun: 'false' })).json()).toMatchObject({
      unchanged: 2,
      errorCount: 0,
    });
    expect(await catalogueRows()).toEqual(before);
  });

  it('dry-runs then applies an edited price and a new part, with the fitment vehicle created', async () => {
    const csv = (await exportCsv()).replace(
      'PS-BP-1042,Front brake pad set,Brakes,4,400,18.90',
      'PS-BP-1042,Front brake pad set,Brakes,4,400,21.50',
    );
    const added = `${csv}${row({ partNumber: 'PS-OF-3003', fitment: 'Honda|Civic|2019|1.5 VTEC Turbo; Toyota|Corolla|2018|1.8 L 2ZR-FE', oemNumbers: '15400-RTA-003' })}\r\n`;
    const before = await catalogueRows();
    const dry = (await importCsv(added)).json();
    expect(dry).toMatchObject({
      dryRun: true,
      applied: false,
      created: 1,
      updated: 1,
      unchanged: 1,
      vehiclesCreated: 1,
      errorCount: 0,
    });
    expect(dry.changes).toEqual([
      { row: 2, kind: 'updated', key: 'PS-BP-1042', columns: ['price'] },
      { row: 4, kind: 'created', key: 'PS-OF-3003', columns: [] },
    ]);
    expect(await catalogueRows()).toEqual(before);

    const applied = (await importCsv(added, { dryRun: 'false' })).json();
    expect(applied).toMatchObject({
      applied: true,
      created: 1,
      updated: 1,
      unchanged: 1,
      vehiclesCreated: 1,
    });
    expect(await partByNumber('PS-BP-1042')).toMatchObject({ price: 21.5, availableQuantity: 400 });
    const created = await partByNumber('PS-OF-3003');
    expect(created).toMatchObject({ name: 'Oil filter', price: 7.25, oemNumbers: ['15400-RTA-003'], img });
    const fitment = (await t.app.inject({ method: 'GET', url: `/api/part/${created._id}/fitment` })).json();
    expect(fitment.map((entry: { vehicle: { make: string } }) => entry.vehicle.make)).toEqual([
      'Honda',
      'Toyota',
    ]);
    // The brake pads kept their fitment note: the import only adds and removes vehicles.
    const pads = await partByNumber('PS-BP-1042');
    const padsFitment = (await t.app.inject({ method: 'GET', url: `/api/part/${pads._id}/fitment` })).json();
    expect(padsFitment[0]).toMatchObject({ note: 'front axle' });
    expect((await importCsv(added, { dryRun: 'false' })).json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 3,
    });
  });

  it.each([
    ['a bad number', { partNumber: 'PS-E-1', price: 'twelve' }, 'price', 'Price must be a number'],
    ['a missing required cell', { partNumber: 'PS-E-2', name: '' }, 'name', 'Name is required'],
    [
      'a minimum above the stock',
      { partNumber: 'PS-E-3', minOrderQuantity: '60' },
      'minOrderQuantity',
      'cannot be more than the available quantity',
    ],
    ['a bad part number', { partNumber: 'PS#1' }, 'partNumber', 'may hold letters, digits'],
    [
      'a bad vehicle',
      { partNumber: 'PS-E-4', fitment: 'Toyota|Corolla' },
      'fitment',
      'make|model|year|engine',
    ],
    [
      'a vehicle named twice, spelled two ways',
      { partNumber: 'PS-E-7', fitment: 'Toyota|Corolla|2018|1.8; Toyota | Corolla | 2018 | 1.8 ' },
      'fitment',
      'Each vehicle may appear once',
    ],
    [
      'more vehicles than a part may fit',
      {
        partNumber: 'PS-E-8',
        fitment: Array.from({ length: 501 }, (_, n) => `Toyota|Corolla|${1950 + (n % 70)}|E${n}`).join(';'),
      },
      'fitment',
      'At most 500 vehicles',
    ],
    ['a new part without an image', { partNumber: 'PS-E-5', image: '' }, 'image', 'needs an image'],
    [
      'an image not of ours',
      { partNumber: 'PS-E-6', image: 'https://elsewhere.example/x.png' },
      'image',
      'Upload the picture first',
    ],
  ])('reports %s on its row and column', async (_label, bad, column, message) => {
    const report = (await importCsv(`${header}\n${row({})}\n${row(bad)}\n`)).json();
    expect(report.errors).toEqual([{ row: 3, column, message: expect.stringContaining(message) }]);
    expect(report).toMatchObject({ created: 1, errorCount: 1 });
  });

  it('reports a part number twice in the file, an unknown category and unknown vehicle when refused', async () => {
    const csv = [
      header,
      row({ partNumber: 'PS-D-1' }),
      row({ partNumber: 'ps d 1', name: 'Same number, other spelling' }),
      row({ partNumber: 'PS-D-2', category: 'Spaceship parts' }),
      row({ partNumber: 'PS-D-3', fitment: 'Lada|Niva|1990|1.7' }),
    ].join('\r\n');
    const report = (await importCsv(csv, { createCategories: 'false', createVehicles: 'false' })).json();
    expect(report.errors).toEqual([
      { row: 3, column: 'partNumber', message: 'Part number ps d 1 is already on row 2 of this file.' },
      { row: 4, column: 'category', message: expect.stringContaining('Unknown category “Spaceship parts”') },
      { row: 5, column: 'fitment', message: expect.stringContaining('Unknown vehicle Lada|Niva|1990|1.7') },
    ]);
    expect((await importCsv(csv)).json()).toMatchObject({ errorCount: 1, created: 3, vehiclesCreated: 1 });
  });

  it.each([
    ['a missing column', `partNumber,name\nPS-1,x\n`, { row: 1, column: 'category' }, 'no “category” column'],
    [
      'a 10 MB line',
      `${header}\n${row({})}\n${row({ description: 'x'.repeat(10 * 1024 * 1024) })}\n`,
      { row: 3, column: null },
      'longer than 1 MB',
    ],
    [
      'a wrong encoding',
      Buffer.from(`${header}\n${row({ name: 'Citro\xebn filter' })}\n`, 'latin1'),
      { row: 2, column: null },
      'not UTF-8',
    ],
    [
      'a binary file',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]),
      { row: 1, column: null },
      'binary file',
    ],
  ])('refuses a file with %s, naming where', async (_label, csv, where, message) => {
    const before = await catalogueRows();
    const res = await importCsv(csv, { dryRun: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: false, errorCount: 1, created: 0 });
    expect(res.json().errors).toEqual([{ ...where, message: expect.stringContaining(message) }]);
    expect(await catalogueRows()).toEqual(before);
  });

  it('writes nothing when any row is invalid, and exactly the valid rows with skipInvalid', async () => {
    const csv = [
      header,
      row({ partNumber: 'PS-S-1' }),
      row({ partNumber: 'PS-S-2', price: '-1' }),
      row({ partNumber: 'PS-S-3', fitment: 'Kia|Ceed|2020|1.0 T-GDI' }),
      row({ partNumber: 'PS-BP-1042', name: 'Renamed pads' }),
    ].join('\n');
    const before = await catalogueRows();
    const refused = (await importCsv(csv, { dryRun: 'false' })).json();
    expect(refused).toMatchObject({ applied: false, created: 2, updated: 1, errorCount: 1 });
    expect(refused.errors).toEqual([{ row: 3, column: 'price', message: 'Price must be more than 0' }]);
    expect(await catalogueRows()).toEqual(before);

    const skipped = (await importCsv(csv, { dryRun: 'false', skipInvalid: 'true' })).json();
    expect(skipped).toMatchObject({
      applied: true,
      created: 2,
      updated: 1,
      errorCount: 1,
      vehiclesCreated: 1,
    });
    const after = await catalogueRows();
    expect(after.part.length).toBe(before.part.length + 2);
    expect(after.vehicles.length).toBe(before.vehicles.length + 1);
    expect(await partByNumber('PS-S-1')).toMatchObject({ partNumber: 'PS-S-1' });
    expect(await partByNumber('PS-S-3')).toMatchObject({ partNumber: 'PS-S-3' });
    expect(after.part.some((part) => part.part_number === 'PS-S-2')).toBe(false);
    expect(await partByNumber('PS-BP-1042')).toMatchObject({ name: 'Renamed pads' });
  });

  it('rolls back the batches it already wrote when a later row is invalid', async () => {
    const valid = Array.from({ length: importBatchRows * 2 }, (_, n) => row({ partNumber: `PS-R-${n}` }));
    const csv = [header, ...valid, row({ partNumber: 'PS-R-LAST', minOrderQuantity: 'many' })].join('\n');
    const before = await catalogueRows();
    const report = (await importCsv(csv, { dryRun: 'false' })).json();
    expect(report).toMatchObject({ applied: false, errorCount: 1, created: importBatchRows * 2 });
    expect(report.errors).toEqual([
      {
        row: importBatchRows * 2 + 2,
        column: 'minOrderQuantity',
        message: 'Minimum order quantity must be a number',
      },
    ]);
    expect(await catalogueRows()).toEqual(before);
  });

  it('sets the stock only while it is still the stock it read, never below the minimum order', async () => {
    const csv = (await exportCsv()).replace(
      /^PS-OF-2001,(.*?),Filters,4,400,/m,
      'PS-OF-2001,$1,Filters,4,250,',
    );
    expect((await importCsv(csv, { dryRun: 'false' })).json()).toMatchObject({ applied: true, updated: 1 });
    expect(await partByNumber('PS-OF-2001')).toMatchObject({ availableQuantity: 250 });
    const belowMinimum = (await exportCsv()).replace(/^(PS-OF-2001,.*?,Filters),4,250,/m, '$1,4,3,');
    const report = (await importCsv(belowMinimum, { dryRun: 'false' })).json();
    expect(report.errors).toEqual([
      { row: expect.any(Number), column: 'minOrderQuantity', message: expect.stringContaining('(4)') },
    ]);
    expect(await partByNumber('PS-OF-2001')).toMatchObject({ availableQuantity: 250 });
  });

  /** The export with one part's cells changed (parsed and written again, like a spreadsheet would). */
  const editExport = (csv: string, partNumber: string, cells: Record<string, string>) => {
    const records = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const edited = records.map((record) =>
      record.partNumber === partNumber ? { ...record, ...cells } : record,
    );
    return stringify(edited, { header: true, columns: [...partCsvColumns] });
  };

  it('never sets back the stock orders took since the export; a stale stock edit is refused', async () => {
    const old = await exportCsv();
    const stockOf = async () =>
      (
        await t.app.db
          .selectFrom('part')
          .select('available_quantity')
          .where('part_number', '=', 'PS-BP-1042')
          .executeTakeFirstOrThrow()
      ).available_quantity;
    const exported = await stockOf();
    // Orders take 30 units after the export.
    const taken = exported - 30;
    await t.app.db
      .updateTable('part')
      .set({ available_quantity: taken })
      .where('part_number', '=', 'PS-BP-1042')
      .execute();
    for (const dryRun of ['true', 'false']) {
      const report = (await importCsv(old, { dryRun })).json();
      expect(report).toMatchObject({ updated: 0, errorCount: 0 });
    }
    expect(await stockOf()).toBe(taken);

    const staleEdit = editExport(old, 'PS-BP-1042', { availableQuantity: '900' });
    const refused = (await importCsv(staleEdit, { dryRun: 'false' })).json();
    expect(refused).toMatchObject({ applied: false, errorCount: 1 });
    expect(refused.errors).toEqual([
      {
        row: expect.any(Number),
        column: 'availableQuantity',
        message: expect.stringContaining(
          `The stock changed since this file was exported (${exported} then, ${taken} now)`,
        ),
      },
    ]);
    expect(await stockOf()).toBe(taken);

    // Explicit: without stockAtExport the file's stock is the new stock.
    const explicit = editExport(old, 'PS-BP-1042', { availableQuantity: '900', stockAtExport: '' });
    expect((await importCsv(explicit, { dryRun: 'false' })).json()).toMatchObject({
      applied: true,
      updated: 1,
    });
    expect(await stockOf()).toBe(900);
    // A fresh export's edit applies.
    const fresh = editExport(await exportCsv(), 'PS-BP-1042', { availableQuantity: '400' });
    expect((await importCsv(fresh, { dryRun: 'false' })).json()).toMatchObject({ applied: true, updated: 1 });
    expect(await stockOf()).toBe(400);
  });

  it('imports and exports price breaks under the pricing rules, a round trip changing nothing', async () => {
    const csv = `${header}\n${row({ partNumber: 'PS-PB-1', minOrderQuantity: '10', availableQuantity: '500', price: '12.00', priceBreaks: '50:9.50;100:9.00' })}\n`;
    expect((await importCsv(csv, { dryRun: 'false' })).json()).toMatchObject({
      applied: true,
      created: 1,
      errorCount: 0,
    });
    expect(await partByNumber('PS-PB-1')).toMatchObject({
      priceBreaks: [
        { minQuantity: 50, price: 9.5 },
        { minQuantity: 100, price: 9 },
      ],
    });
    const exported = await exportCsv();
    expect(exported).toMatch(/^PS-PB-1,.*,"50:9\.50;100:9\.00",500,,,,\r$/m);
    expect((await importCsv(exported, { dryRun: 'false' })).json()).toMatchObject({
      updated: 0,
      created: 0,
      errorCount: 0,
    });

    const changed = editExport(exported, 'PS-PB-1', { priceBreaks: '50:9.40' });
    expect((await importCsv(changed)).json().changes).toEqual([
      { row: expect.any(Number), kind: 'updated', key: 'PS-PB-1', columns: ['priceBreaks'] },
    ]);
    // A file without the column keeps the breaks.
    const withoutColumn = stringify(
      (parse(exported, { bom: true, columns: true }) as Record<string, string>[]).map(
        ({ priceBreaks: _, ...rest }) => rest,
      ),
      { header: true },
    );
    expect((await importCsv(withoutColumn, { dryRun: 'false' })).json()).toMatchObject({
      updated: 0,
      errorCount: 0,
    });
    expect((await partByNumber('PS-PB-1')).priceBreaks).toHaveLength(2);

    for (const [breaks, message] of [
      ['50:9.50;40:9.00', 'quantities must go up'],
      ['50:9.50;100:9.80', 'cheaper than the one before'],
      ['50:12.50', 'the first cheaper than the price'],
      ['5:9.50', 'start at the minimum order (10)'],
      ['fifty:9', 'is not a price break written quantity:price'],
      ['50:9.505', 'at most two decimals'],
    ] as const) {
      const bad = editExport(exported, 'PS-PB-1', { priceBreaks: breaks });
      const report = (await importCsv(bad, { dryRun: 'false' })).json();
      expect({ breaks, errors: report.errors }).toEqual({
        breaks,
        errors: [
          { row: expect.any(Number), column: 'priceBreaks', message: expect.stringContaining(message) },
        ],
      });
    }
    // A price cut below the stored breaks (column left out) is refused by the part's own rule.
    const cheaper = stringify(
      (parse(exported, { bom: true, columns: true }) as Record<string, string>[]).map(
        ({ priceBreaks: _, ...rest }) => (rest.partNumber === 'PS-PB-1' ? { ...rest, price: '9.20' } : rest),
      ),
      { header: true },
    );
    expect((await importCsv(cheaper, { dryRun: 'false' })).json().errors).toEqual([
      { row: expect.any(Number), column: 'priceBreaks', message: expect.stringContaining('cheaper') },
    ]);
    expect((await partByNumber('PS-PB-1')).priceBreaks).toHaveLength(2);
  });

  it('refuses bad switches, a body that is not multipart and a file under another field name', async () => {
    const csv = `${header}\n${row({ partNumber: 'PS-Z-1' })}\n`;
    for (const query of [{ dryRun: 'maybe' }, { skipInvalid: '1' }, { createVehicles: '' }] as Record<
      string,
      string
    >[]) {
      const res = await importCsv(csv, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Use true or false');
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/part/import',
      headers: bearer(admin.token),
      payload: { file: csv },
    });
    expect(json.statusCode).toBe(415);
    const body = multipartFile('upload', 'catalogue.csv', 'text/csv', Buffer.from(csv));
    const misnamed = await t.app.inject({
      method: 'POST',
      url: '/api/part/import',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toBe('Choose a CSV file to import (multipart field “file”).');
    expect(await partByNumber('PS-Z-1')).toBeUndefined();
  });

  it('refuses buyers (403) and anonymous callers (401) everything', async () => {
    const csv = `${header}\n${row({ partNumber: 'PS-X-1' })}\n`;
    for (const [account, status] of [
      [buyer, 403],
      [null, 401],
    ] as const) {
      expect((await importCsv(csv, { dryRun: 'false' }, account)).statusCode).toBe(status);
      expect((await importCsv('make,model,year,engine\n', {}, account, 'vehicle')).statusCode).toBe(status);
      for (const url of ['/api/part/export.csv', '/api/vehicle/export.csv', `/api/part/import/${newId()}`]) {
        const res = await t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });
        expect(res.statusCode).toBe(status);
      }
    }
    expect(await partByNumber('PS-X-1')).toBeUndefined();
  });

  it('runs one import at a time (409), and a restart fails the one that was running', async () => {
    const id = newId();
    await t.app.db
      .insertInto('import_job')
      .values({
        id,
        kind: 'parts',
        state: 'running',
        processed: 0,
        total: 10,
        report: null,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    const res = await importCsv(`${header}\n${row({ partNumber: 'PS-Y-1' })}\n`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Another import is running; wait for it to finish, then try again.');
    expect(await failInterruptedImports(t.app, instanceName(t.app.config))).toBe(1);
    const job = (
      await t.app.inject({ method: 'GET', url: `/api/part/import/${id}`, headers: bearer(admin.token) })
    ).json();
    expect(job).toMatchObject({
      state: 'failed',
      report: { applied: false, errors: [{ message: expect.stringContaining('restarted') }] },
    });
    expect((await importCsv(`${header}\n${row({ partNumber: 'PS-Y-1' })}\n`)).statusCode).toBe(200);
  });

  it('fails at start-up only its own earlier jobs and those whose owner stopped beating', async () => {
    const me = instanceName(t.app.config);
    const startedAt = new Date('2026-03-02T10:00:00.000Z');
    const minutesBefore = (minutes: number) => new Date(startedAt.getTime() - minutes * 60_000).toISOString();
    const jobs = {
      mineBeforeRestart: { owner: me, heartbeat_at: minutesBefore(0.1), state: 'running' },
      otherLive: { owner: 'other-host:3000', heartbeat_at: minutesBefore(0.5), state: 'running' },
      otherDead: {
        owner: 'other-host:3001',
        heartbeat_at: minutesBefore(staleAfterMs / 60_000 + 1),
        state: 'running',
      },
      otherFinished: { owner: 'other-host:3001', heartbeat_at: minutesBefore(60), state: 'done' },
    };
    const ids = new Map<string, string>();
    // The partial unique index allows one running job at a time: each case is inserted and judged alone.
    for (const [name, job] of Object.entries(jobs)) {
      const id = newId();
      ids.set(name, id);
      await t.app.db
        .insertInto('import_job')
        .values({
          id,
          kind: 'parts',
          processed: 0,
          total: 10,
          report: null,
          created_at: now(),
          updated_at: now(),
          ...job,
        })
        .execute();
      const failed = await failInterruptedImports(t.app, me, startedAt);
      expect({ name, failed }).toEqual({
        name,
        failed: name === 'mineBeforeRestart' || name === 'otherDead' ? 1 : 0,
      });
      const { state } = await t.app.db
        .selectFrom('import_job')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (state === 'running')
        await t.app.db.updateTable('import_job').set({ state: 'done' }).where('id', '=', id).execute();
    }
  });

  it('runs a long file as a job with progress, then answers its report', async () => {
    const rows = Array.from({ length: jobThresholdRows + 1 }, (_, n) =>
      row({ partNumber: `PS-J-${n}`, name: `Bulk part ${n}` }),
    );
    const res = await importCsv(`${header}\n${rows.join('\n')}\n`, { dryRun: 'false' });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    let job = { state: 'running', processed: 0, total: 0, report: null as unknown };
    while (job.state === 'running') {
      const polled = await t.app.inject({
        method: 'GET',
        url: `/api/part/import/${jobId}`,
        headers: bearer(admin.token),
      });
      expect(polled.statusCode).toBe(200);
      job = polled.json();
      expect(job.total).toBe(jobThresholdRows + 1);
      expect(job.processed).toBeLessThanOrEqual(job.total);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job).toMatchObject({
      state: 'done',
      processed: job.total,
      report: { applied: true, created: jobThresholdRows + 1, errorCount: 0 },
    });
    expect(await partByNumber(`PS-J-${jobThresholdRows}`)).toMatchObject({
      name: `Bulk part ${jobThresholdRows}`,
    });
  });

  it('answers catalogue reads while a long apply runs, from the state before it', async () => {
    const rows = Array.from({ length: jobThresholdRows + 1 }, (_, n) =>
      row({ partNumber: `PS-W-${n}`, name: `Read-while-writing part ${n}` }),
    );
    const res = await importCsv(`${header}\n${rows.join('\n')}\n`, { dryRun: 'false' });
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    const job = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/part/import/${jobId}`, headers: bearer(admin.token) })
      ).json();
    // An uncached read (a query never asked before) issued now is answered while the job still runs.
    const read = await t.app.inject({ method: 'GET', url: '/api/part?q=Read-while-writing&limit=5' });
    const during = await job();
    expect(read.statusCode).toBe(200);
    // It saw the catalogue as committed before the apply (none of the new parts yet), and the job was
    // still running when it was answered.
    expect(read.json()).toEqual([]);
    expect(during.state).toBe('running');
    let state = during.state;
    while (state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await job()).state;
    }
    expect(state).toBe('done');
    expect(await partByNumber(`PS-W-${jobThresholdRows}`)).toMatchObject({
      name: `Read-while-writing part ${jobThresholdRows}`,
    });
  });

  it('marks a job failed and writes nothing when the database refuses a write half-way', async () => {
    // The database itself fails an insert after whole batches went in (a disk error would do the same):
    // not a row the checks refuse, so skipInvalid does not skip it.
    const failing = `PS-F-${importBatchRows * 3}`;
    if (process.env.TEST_ENGINE === 'postgres') {
      await sql`create function refuse_part() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`.execute(t.app.db);
      await sql`create trigger refuse_part before insert on part for each row
        when (new.part_number = ${sql.lit(failing)}) execute function refuse_part()`.execute(t.app.db);
    } else {
      await sql`create trigger refuse_part before insert on part
        when new.part_number = ${sql.lit(failing)} begin select raise(abort, 'refused by the test'); end`.execute(
        t.app.db,
      );
    }
    try {
      const rows = Array.from({ length: jobThresholdRows + 1 }, (_, n) => row({ partNumber: `PS-F-${n}` }));
      const before = await catalogueRows();
      const res = await importCsv(`${header}\n${rows.join('\n')}\n`, {
        dryRun: 'false',
        skipInvalid: 'true',
      });
      expect(res.statusCode).toBe(202);
      const { jobId } = res.json();
      let job = { state: 'running', report: null as unknown };
      while (job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        job = (
          await t.app.inject({
            method: 'GET',
            url: `/api/part/import/${jobId}`,
            headers: bearer(admin.token),
          })
        ).json();
      }
      expect(job).toMatchObject({
        state: 'failed',
        report: {
          applied: false,
          created: 0,
          errors: [
            {
              message:
                'The import failed and nothing was written; try again (the server log has the details).',
            },
          ],
        },
      });
      expect(await catalogueRows()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_part${sql.raw(process.env.TEST_ENGINE === 'postgres' ? ' on part' : '')}`.execute(
        t.app.db,
      );
      if (process.env.TEST_ENGINE === 'postgres') await sql`drop function refuse_part()`.execute(t.app.db);
    }
    // The next import runs (the failed one let go of the store).
    expect((await importCsv(`${header}\n${row({ partNumber: 'PS-F-AFTER' })}\n`)).statusCode).toBe(200);
  });

  it('exports a catalogue of several read pages: every part once, in part-number order', async () => {
    const count = Math.floor(exportPageRows * 2.5);
    // Numbered out of order, so the file's order is not what the export sorts by.
    const numbers = Array.from(
      { length: count },
      (_, n) => `PS-PG-${String((n * 7) % count).padStart(4, '0')}`,
    );
    const csv = [header, ...numbers.map((partNumber) => row({ partNumber }))].join('\n');
    expect((await importCsv(csv, { dryRun: 'false' })).json()).toMatchObject({
      created: count,
      errorCount: 0,
    });
    const stored = await t.app.db
      .selectFrom('part')
      .select('part_number')
      .orderBy('part_number_key')
      .execute();
    expect(stored.length).toBeGreaterThan(exportPageRows * 2);
    const exported = parse(await exportCsv(), { bom: true, columns: true }) as Array<{ partNumber: string }>;
    expect(exported.map((line) => line.partNumber)).toEqual(stored.map((part) => part.part_number));
  });

  it('imports and exports vehicles the same way', async () => {
    const exported = await exportCsv('vehicle');
    expect(exported.startsWith('\uFEFFmake,model,year,engine\r\n')).toBe(true);
    expect(exported).toContain('Toyota,Corolla,2018,1.8 L 2ZR-FE\r\n');
    expect((await importCsv(exported, { dryRun: 'false' }, admin, 'vehicle')).json()).toMatchObject({
      applied: true,
      created: 0,
      errorCount: 0,
    });
    const csv =
      'make;model;year;engine\nFord;Focus;2012;1.6 Ti-VCT\nFord;Focus;20x2;1.6\nFord;Focus;2012;1.6 Ti-VCT\n';
    const report = (await importCsv(csv, { dryRun: 'false' }, admin, 'vehicle')).json();
    expect(report).toMatchObject({ applied: false, created: 1, errorCount: 2 });
    expect(report.errors).toEqual([
      { row: 3, column: 'year', message: 'year must be a number' },
      { row: 4, column: null, message: 'This vehicle is already on row 2 of this file.' },
    ]);
    expect(
      (await importCsv(csv, { dryRun: 'false', skipInvalid: 'true' }, admin, 'vehicle')).json(),
    ).toMatchObject({
      applied: true,
      created: 1,
    });
    expect(await exportCsv('vehicle')).toContain('Ford,Focus,2012,1.6 Ti-VCT\r\n');
  });
});
