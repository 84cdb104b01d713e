import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partCsvColumns } from '@partsmith/contract/catalogue-csv';
import { bearer, injectAs, signUpAdmin, type TestAccount } from '../test/accounts';
import { pngPicture, uploadPicture } from '../test/images';
import { multipartFile } from '../test/multipart';
import { databaseSnapshot } from '../test/snapshot';
import { createTestApp, type TestApp } from '../test/test-app';
import { walkingLimits } from '../test/security/callers';
import { expectSafeAnswer, runsPerRoute } from '../test/security/hostile-answers';
import { malformedBodies } from '../test/security/hostile-values';

const bytes = fc.uint8Array({ maxLength: 2000 }).map((array) => Buffer.from(array));

describe('hostile uploads', () => {
  let t: TestApp;
  let admin: TestAccount;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(walkingLimits);
    admin = await signUpAdmin(t.app);
    png = await pngPicture();
  });
  afterAll(() => t.close());

  const storedFiles = () => fs.readdirSync(path.join(t.dataDir, 'images')).sort();

  it('refuses whatever is not one whole picture, and stores nothing', async () => {
    const upload = fc.oneof(
      // Not a picture, or a picture cut short, under a picture's name and type.
      fc
        .tuple(
          fc.oneof(
            bytes,
            bytes.map((tail) => Buffer.concat([png.subarray(0, 40), tail])),
          ),
          fc.constantFrom('image/png', 'image/webp', 'image/jpeg'),
        )
        .map(([content, type]) => multipartFile('image', 'part.png', type, content)),
      // Not multipart at all.
      malformedBodies({ image: 'part.png' }).map((body) => ({
        payload: Buffer.from(body.text),
        headers: { 'content-type': body.contentType },
      })),
      // Multipart with a broken or missing boundary.
      fc
        .constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=nope',
        )
        .map((contentType) => ({ payload: png, headers: { 'content-type': contentType } })),
    );
    await fc.assert(
      fc.asyncProperty(upload, async ({ payload, headers }) => {
        const [files, rows] = [storedFiles(), await databaseSnapshot(t.app)];
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/images',
          payload,
          headers: { ...headers, ...bearer(admin.token) },
        });
        expectSafeAnswer(res, true);
        expect(storedFiles()).toEqual(files);
        expect(await databaseSnapshot(t.app)).toEqual(rows);
      }),
      { numRuns: runsPerRoute },
    );
  });

  it('refuses a picture cut short after its header (it decodes no pixels) with 415', async () => {
    const cut = multipartFile('image', 'cut.png', 'image/png', png.subarray(0, png.length - 30));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: cut.payload,
      headers: { ...cut.headers, ...bearer(admin.token) },
    });
    expect(res.json()).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('damaged'),
    });
  });

  it('refuses a picture over the size limit with 413', async () => {
    const huge = multipartFile(
      'image',
      'huge.png',
      'image/png',
      Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: huge.payload,
      headers: { ...huge.headers, ...bearer(admin.token) },
    });
    expect(res.statusCode).toBe(413);
    expectSafeAnswer(res, true);
  });
});

describe('a multipart upload cut short (issue 31, finding 4)', () => {
  let t: TestApp;
  let admin: TestAccount;
  const previousTmp = process.env.TMPDIR;
  let tmp: string;

  beforeAll(async () => {
    // The import's temporary copies go here, so this test sees only its own.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-cut-'));
    process.env.TMPDIR = tmp;
    t = await createTestApp(walkingLimits);
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const head = (field: string, filename: string) =>
    `--x\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`;
  const cutShort = (field: string, filename: string) => [
    `${head(field, filename)}partNumber,name,category\r\nPS-1,Pump,Cooling\r\n`,
    `${head(field, filename)}partNumber,name`,
    `${head(field, filename)}`,
    head(field, filename).slice(0, 40),
    '--x\r\n',
    '--x',
    '',
    `${head(field, filename)}a,b\r\n--x\r\nContent-Disposition: form-data; name="more"\r\n\r\nnever closed`,
  ];

  it.each([
    { url: '/api/part/import?dryRun=true', field: 'file', filename: 'parts.csv' },
    { url: '/api/part/import?dryRun=false', field: 'file', filename: 'parts.csv' },
    { url: '/api/vehicle/import', field: 'file', filename: 'vehicles.csv' },
    { url: '/api/images', field: 'image', filename: 'part.png' },
  ])('answers 400 on $url and leaves no temporary file', async ({ url, field, filename }) => {
    for (const body of cutShort(field, filename)) {
      const before = await databaseSnapshot(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(admin.token) },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: 'INVALID', message: expect.any(String) });
      expect(await databaseSnapshot(t.app)).toEqual(before);
      expect(fs.readdirSync(tmp).filter((name) => name.startsWith('partsmith-import-'))).toEqual([]);
    }
  });
});

describe("a part's picture (issue 31, finding 3)", () => {
  let t: TestApp;
  let admin: TestAccount;
  let img: string;

  beforeAll(async () => {
    t = await createTestApp(walkingLimits);
    admin = await signUpAdmin(t.app);
    img = await uploadPicture(t.app, admin);
  });
  afterAll(() => t.close());

  /** Addresses whose last segment names the stored picture, none of them the store's own URL for it. */
  const elsewhere = () => {
    const name = img.split('/').pop()!;
    return [
      `//evil.example/x/${name}`,
      `//evil.example/track/${name}`,
      `javascript:alert(1)//${name}`,
      `https://evil.example/images/${name}`,
      `/\\evil.example/images/${name}`,
      `/images/../images/${name}`,
      `/elsewhere/${name}`,
      `${img}/${name}`,
    ];
  };
  const expectRefused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'INVALID', message: expect.stringMatching(/picture/i) });
  };
  const part = (picture: string) => ({
    name: 'Picture pump',
    minOrderQuantity: 1,
    availableQuantity: 40,
    price: 12.5,
    description: 'A part whose picture is checked.',
    img: picture,
  });

  it('is the URL the store answered for it, in POST and PUT /api/part', async () => {
    const created = await injectAs(t.app, admin).post('/api/part', part(img));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().insertedId as string;
    for (const picture of elsewhere()) {
      const before = await databaseSnapshot(t.app);
      expectRefused(await injectAs(t.app, admin).post('/api/part', part(picture)));
      expectRefused(await injectAs(t.app, admin).put(`/api/part/${id}`, { img: picture }));
      expect(await databaseSnapshot(t.app)).toEqual(before);
    }
    expect((await injectAs(t.app, admin).get(`/api/part/${id}`)).json().img).toBe(img);
  });

  it('is the URL the store answered for it in a catalogue import, dry run or not', async () => {
    const row: Partial<Record<(typeof partCsvColumns)[number], string>> = {
      partNumber: 'PS-PIC-1',
      name: 'Picture pump',
      category: 'Cooling',
      minOrderQuantity: '1',
      availableQuantity: '40',
      price: '12.50',
      description: 'Checked.',
    };
    const csv = (picture: string) => {
      const cells = { ...row, image: `"${picture.replace(/"/g, '""')}"` };
      return `${partCsvColumns.join(',')}\n${partCsvColumns.map((column) => cells[column] ?? '').join(',')}\n`;
    };
    const importOf = (picture: string, dryRun: string) => {
      const body = multipartFile('file', 'parts.csv', 'text/csv', Buffer.from(csv(picture)));
      return t.app.inject({
        method: 'POST',
        url: `/api/part/import?dryRun=${dryRun}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(admin.token) },
      });
    };
    for (const picture of elsewhere()) {
      for (const dryRun of ['true', 'false']) {
        const before = await databaseSnapshot(t.app);
        const res = await importOf(picture, dryRun);
        expect(res.json().errors, `${picture} ${dryRun}`).toEqual([
          { row: 2, column: 'image', message: expect.stringMatching(/picture/i) },
        ]);
        expect(await databaseSnapshot(t.app)).toEqual(before);
      }
    }
    expect((await importOf(img, 'true')).json()).toMatchObject({ created: 1, errors: [] });
  });
});

describe('hostile Stripe webhooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_hostile',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_hostile',
      STRIPE_WEBHOOK_SECRET: 'whsec_hostile',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  it('refuses any unsigned or badly signed event, and changes nothing', async () => {
    const event = { type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', metadata: {} } } };
    const signature = fc.oneof(
      fc.string({ maxLength: 100 }),
      fc
        .tuple(
          fc.integer({ min: 0, max: 2 ** 31 }),
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
        )
        .map(([at, hash]) => `t=${at},v1=${hash}`),
    );
    const body = fc.oneof(
      fc.constant(JSON.stringify(event)),
      malformedBodies(event).map((raw) => raw.text),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.option(signature), async (payload, stripeSignature) => {
        const before = await databaseSnapshot(t.app);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/payments/stripe/webhook',
          payload,
          headers: {
            'content-type': 'application/json',
            ...(stripeSignature === null ? {} : { 'stripe-signature': stripeSignature }),
          },
        });
        expectSafeAnswer(res, true);
        expect(await databaseSnapshot(t.app)).toEqual(before);
      }),
      { numRuns: runsPerRoute },
    );
  });
});
