import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { maxAcesBytes } from '@partsmith/contract/catalogue-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { insertVehicle } from '../../../test/fixtures';
import { uploadPicture } from '../../../test/images';
import { multipartFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { maxDepth } from './aces-reader';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../../test/aces', name));

describe('ACES XML in and out (issue 36, 5)', () => {
  let t: TestApp;
  let admin: TestAccount;
  const parts: Record<string, string> = {};
  let corolla: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t.app);
    const img = await uploadPicture(t.app, admin);
    corolla = (
      await insertVehicle(t.app, { make: 'Toyota', model: 'Corolla', year: 2018, engine: '1.8 L 2ZR-FE' })
    ).id;
    const civic = await insertVehicle(t.app, {
      make: 'Honda',
      model: 'Civic',
      year: 2019,
      engine: '1.5 VTEC Turbo',
    });
    await t.app.db.updateTable('vehicle').set({ base_vehicle_id: 5911 }).where('id', '=', civic.id).execute();
    for (const [partNumber, category] of [
      ['PS-BP-1042', 'Brakes'],
      ['PS-BP-2001', 'Brakes'],
      ['PS-IG-3001', 'Ignition'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/part',
        headers: bearer(admin.token),
        payload: {
          name: `Part ${partNumber}`,
          minOrderQuantity: 1,
          availableQuantity: 50,
          price: 10,
          description: 'A part.',
          img,
          partNumber,
          category,
        },
      });
      parts[partNumber!] = res.json().insertedId;
    }
  });
  afterAll(() => t.close());

  const importAces = (xml: Buffer | string, query: Record<string, string> = {}, account = admin) => {
    const body = multipartFile('file', 'fitment.xml', 'application/xml', Buffer.from(xml));
    return t.app.inject({
      method: 'POST',
      url: `/api/fitment/import/aces?${new URLSearchParams(query)}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(account.token) },
    });
  };
  /** The report, following the job when the file was long enough to run as one. */
  const reportOf = async (res: Awaited<ReturnType<typeof importAces>>) => {
    if (res.statusCode !== 202) return res.json();
    for (;;) {
      const job = (
        await t.app.inject({
          method: 'GET',
          url: `/api/fitment/import/aces/${res.json().jobId}`,
          headers: bearer(admin.token),
        })
      ).json();
      if (job.state !== 'running') return job.report;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const exportAces = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/fitment/export.xml',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    return res.body;
  };
  const fitmentRows = () =>
    t.app.db.selectFrom('part_vehicle').selectAll().orderBy('part_id').orderBy('vehicle_id').execute();

  it('reads ACES 4.2 and 3.2 Apps: a dry run writes nothing, the apply writes position, Qty and Note', async () => {
    const dry = await importAces(fixture('fitment-4.2.xml'));
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, applied: false, rows: 2, created: 2, errorCount: 0 });
    expect(await fitmentRows()).toEqual([]);

    expect((await importAces(fixture('fitment-4.2.xml'), { dryRun: 'false' })).json()).toMatchObject({
      applied: true,
      created: 2,
    });
    expect((await importAces(fixture('fitment-3.2.xml'), { dryRun: 'false' })).json()).toMatchObject({
      applied: true,
      created: 1,
      errorCount: 0,
    });
    const fitment = (
      await t.app.inject({ method: 'GET', url: `/api/part/${parts['PS-BP-1042']}/fitment` })
    ).json();
    expect(fitment).toEqual([
      expect.objectContaining({
        vehicle: expect.objectContaining({ _id: corolla }),
        position: 'front',
        quantityPerVehicle: 2,
        conditions: 'with A/C',
      }),
    ]);
    const civic = (
      await t.app.inject({ method: 'GET', url: `/api/part/${parts['PS-BP-2001']}/fitment` })
    ).json();
    expect(civic).toEqual([
      expect.objectContaining({ position: 'rear', quantityPerVehicle: 2, conditions: null }),
    ]);
  });

  it('exports our fitment as ACES that the import reads back unchanged', async () => {
    // A fitment note of our own and two conditions go out and come back too.
    await t.app.db
      .updateTable('part_vehicle')
      .set({ note: 'needs <sensor> & clips', conditions: 'with A/C; from chassis 8K-123456' })
      .where('part_id', '=', parts['PS-BP-1042']!)
      .execute();
    const before = await fitmentRows();
    const xml = await exportAces();
    expect(xml).toContain('<ACES version="4.2">');
    expect(xml).toContain('<BaseVehicle id="5911"/>');
    expect(xml).toContain('<Position>Front</Position>');
    expect(xml).toContain('needs &lt;sensor&gt; &amp; clips');
    expect(xml).toContain('<Footer><RecordCount>3</RecordCount></Footer>');
    const dry = (await importAces(xml)).json();
    expect(dry).toMatchObject({ rows: 3, created: 0, updated: 0, unchanged: 3, errorCount: 0 });
    expect((await importAces(xml, { dryRun: 'false' })).json()).toMatchObject({
      unchanged: 3,
      errorCount: 0,
    });
    expect(await fitmentRows()).toEqual(before);
  });

  it('names each kind of problem per App in the dry run', async () => {
    const report = (await importAces(fixture('problems.xml'))).json();
    const byApp = report.errors.map((error: { row: number; column: string; message: string }) => [
      error.row,
      error.column,
    ]);
    expect(byApp).toEqual([
      [1, 'vehicle'],
      [2, 'part'],
      [4, 'duplicate'],
      [5, 'overlap'],
      [6, 'position'],
      [6, 'qty'],
    ]);
    const messages = report.errors.map((error: { message: string }) => error.message);
    expect(messages[0]).toBe(
      'App u1: unknown vehicle Toyota Corola 2018 1.8 L (closest: Toyota|Corolla|2018|1.8 L 2ZR-FE).',
    );
    expect(messages[1]).toBe('App u2: unknown part number PS-NOPE-1.');
    expect(messages[2]).toBe("App d2: repeats App 3's part and vehicle.");
    expect(messages[3]).toContain(
      'App o1: App 3 gives another part for 2018 Toyota Corolla 1.8 L 2ZR-FE (front)',
    );
    expect(messages[4]).toContain('unknown position “Middle”');
    // An apply with problems writes nothing.
    const before = await fitmentRows();
    expect((await importAces(fixture('problems.xml'), { dryRun: 'false' })).json()).toMatchObject({
      applied: false,
      errorCount: 6,
    });
    expect(await fitmentRows()).toEqual(before);
  });

  it('updates the rows an App names again and deletes those an App with action D names', async () => {
    const app = (action: string, qty: number) =>
      '<?xml version="1.0" encoding="UTF-8"?><ACES version="4.2">' +
      `<App action="${action}" id="q1"><BaseVehicle id="5911"/><Qty>${qty}</Qty><PartType>Spark Plug</PartType>` +
      '<Part>PS-IG-3001</Part></App></ACES>';
    const row = () =>
      t.app.db
        .selectFrom('part_vehicle')
        .innerJoin('vehicle', 'vehicle.id', 'part_vehicle.vehicle_id')
        .select(['quantity_per_vehicle', 'position'])
        .where('part_id', '=', parts['PS-IG-3001']!)
        .where('vehicle.base_vehicle_id', '=', 5911)
        .executeTakeFirst();
    expect((await importAces(app('A', 4), { dryRun: 'false' })).json()).toMatchObject({
      applied: true,
      created: 1,
    });
    expect(await row()).toEqual({ quantity_per_vehicle: 4, position: null });
    expect((await importAces(app('A', 6), { dryRun: 'false' })).json()).toMatchObject({
      applied: true,
      created: 0,
      updated: 1,
    });
    expect(await row()).toEqual({ quantity_per_vehicle: 6, position: null });
    expect((await importAces(app('A', 6), { dryRun: 'false' })).json()).toMatchObject({ unchanged: 1 });
    expect((await importAces(app('D', 6), { dryRun: 'false' })).json()).toMatchObject({
      applied: true,
      errorCount: 0,
    });
    expect(await row()).toBeUndefined();
  });

  it('finds a duplicate and an overlap however far apart the Apps are', async () => {
    // 800 short Apps between the first and its repeats: more entries than the file's bytes size the
    // duplicate and overlap tables for, so they grow on the way and must keep what they held.
    await t.app.db
      .insertInto('vehicle')
      .values(
        Array.from({ length: 400 }, (_, n) => ({
          id: `padding-${n}`,
          make: 'Testmake',
          model: 'Padding',
          year: 2000 + (n % 20),
          engine: `E${n}`,
          base_vehicle_id: 10_000 + n,
        })),
      )
      .execute();
    const pad = (n: number, part: string) =>
      `<App id="x${n}"><BaseVehicle id="${10_000 + n}"/><Part>${part}</Part></App>`;
    const first =
      '<App id="a1"><BaseVehicle id="5911"/><PartType>Pads</PartType><Position>Rear</Position><Part>PS-BP-2001</Part></App>';
    const again = first.replace('a1', 'a2');
    const other = first.replace('a1', 'a3').replace('PS-BP-2001', 'PS-BP-1042');
    const pads = Array.from({ length: 400 }, (_, n) => pad(n, 'PS-IG-3001') + pad(n, 'PS-BP-1042')).join('');
    const report = await reportOf(
      await importAces(`<ACES version="4.2">${first}${pads}${again}${other}</ACES>`),
    );
    expect(report).toMatchObject({ rows: 803, errorCount: 2 });
    expect(report.created + report.updated + report.unchanged).toBe(801);
    expect(
      report.errors.map((error: { row: number; message: string }) => [error.row, error.message]),
    ).toEqual([
      [802, "App a2: repeats App 1's part and vehicle."],
      [
        803,
        'App a3: App 1 gives another part for 2019 Honda Civic 1.5 VTEC Turbo (rear) with nothing to tell them apart (add a Note, Qty or Position).',
      ],
    ]);
  });

  it('names the closest vehicle of a known make and model for an unknown year and engine, however spelled', async () => {
    const app = (id: string, make: string, model: string, year: number, engine: string) =>
      `<App action="A" id="${id}"><Years from="${year}" to="${year}"/><Make>${make}</Make>` +
      `<Model>${model}</Model><EngineBase>${engine}</EngineBase><Part>PS-BP-1042</Part></App>`;
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><ACES version="4.2">' +
      app('y1', 'toyota', 'COROLLA', 2019, '1.6 L') +
      app('y2', 'Honda', 'Civic', 2031, '1.5 VTEC') +
      app('y3', 'Lada', 'Niva', 2018, '1.7') +
      '</ACES>';
    const messages = (await reportOf(await importAces(xml))).errors.map(
      (error: { message: string }) => error.message,
    );
    expect(messages).toEqual([
      'App y1: unknown vehicle toyota COROLLA 2019 1.6 L (closest: Toyota|Corolla|2018|1.8 L 2ZR-FE).',
      'App y2: unknown vehicle Honda Civic 2031 1.5 VTEC (closest: Honda|Civic|2019|1.5 VTEC Turbo).',
      'App y3: unknown vehicle Lada Niva 2018 1.7 (no close match).',
    ]);
  });

  it('refuses entities, DOCTYPEs, deep nesting and endless text cleanly, in bounded memory', async () => {
    for (const [file, message] of [
      ['billion-laughs.xml', 'DOCTYPE'],
      ['external-entity.xml', 'DOCTYPE'],
      ['undeclared-entity.xml', 'not well-formed'],
    ] as const) {
      const res = await importAces(fixture(file));
      expect(res.statusCode, file).toBe(200);
      expect(res.json().errorCount, file).toBe(1);
      expect(res.json().errors[0].message, file).toContain(message);
    }
    const heapBefore = process.memoryUsage().heapUsed;
    // 24 MB of nesting, and 24 MB of one text: each stops at its limit.
    const deep = `<ACES>${'<App>'.repeat(5_000_000)}`;
    const deepRes = await reportOf(await importAces(deep));
    expect(deepRes.errors[0].message).toBe(`The file nests elements deeper than ${maxDepth} levels.`);
    const long = `<ACES><App id="1"><Note>${'x'.repeat(24 * 1024 * 1024)}</Note></App></ACES>`;
    expect((await reportOf(await importAces(long))).errors[0].message).toContain(
      'longer than 65536 characters',
    );
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(200 * 1024 * 1024);
    const notAces = (await importAces('<catalog><App/></catalog>')).json();
    expect(notAces.errors[0].message).toContain('not <ACES>');
  });

  it('refuses a body announced larger than the limit (1 GB) before reading it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/fitment/import/aces?dryRun=true',
        headers: {
          ...bearer(admin.token),
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(1024 * 1024 * 1024),
        },
      });
      request.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      request.write('--x\r\n');
    });
    expect(status).toBe(413);
    expect(maxAcesBytes).toBeLessThan(1024 * 1024 * 1024);
  });

  it('is for admins only', async () => {
    const buyer = await signUp(t.app);
    expect((await importAces(fixture('fitment-4.2.xml'), {}, buyer)).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/fitment/export.xml',
      headers: bearer(buyer.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
