import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { insertVehicle } from '../../test/fixtures';
import { multipartFile } from '../../test/multipart';
import { databaseSnapshot } from '../../test/snapshot';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('catalogue administration: part numbers, categories, OEM numbers, fitment', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let img: string;
  let vehicles: string[];

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [admin, buyer] = [await signUpAdmin(t.app), await signUp(t.app)];
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#334155' } })
      .png()
      .toBuffer();
    const body = multipartFile('image', 'pads.png', 'image/png', picture);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin.token) },
    });
    img = uploaded.json().data.url;
    vehicles = [];
    for (const year of [2016, 2017, 2018]) vehicles.push((await insertVehicle(t.app, { year })).id);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, account: TestAccount | null, payload: object) =>
    t.app.inject({ method, url, headers: account ? bearer(account.token) : {}, payload });
  const base = {
    name: 'Front brake pad set',
    minOrderQuantity: 4,
    availableQuantity: 400,
    price: 18.9,
    description: 'Ceramic pads.',
  };
  const fitmentOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/part/${id}/fitment` }))
      .json()
      .map((entry: { vehicle: { _id: string }; note: string | null }) => [entry.vehicle._id, entry.note]);
  const findByNumber = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/part?q=${encodeURIComponent(q)}` }))
      .json()
      .map((part: { _id: string }) => part._id);

  it('creates a part with its number, category, OEM numbers and fitment', async () => {
    const res = await send('POST', '/api/part', admin, {
      ...base,
      img,
      partNumber: 'PS-BP-5001',
      category: 'Brakes',
      oemNumbers: ['04465-0K290', '04465 0k290', 'A 000 420 60 00'],
      fitment: [{ vehicleId: vehicles[0], note: 'front axle' }, { vehicleId: vehicles[1] }],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().insertedId;
    const part = (await t.app.inject({ method: 'GET', url: `/api/part/${id}` })).json();
    // The second spelling of the same OEM number is kept once.
    expect(part).toMatchObject({
      partNumber: 'PS-BP-5001',
      category: 'Brakes',
      oemNumbers: ['04465-0K290', 'A 000 420 60 00'],
    });
    expect(await fitmentOf(id)).toEqual([
      [vehicles[0], 'front axle'],
      [vehicles[1], null],
    ]);
    expect(await findByNumber('a0004206000')).toEqual([id]);
    expect(await findByNumber('psbp5001')).toEqual([id]);
  });

  it('gives a part created the spec way a free number and the category Other', async () => {
    const res = await send('POST', '/api/part', admin, { ...base, img });
    expect(res.statusCode).toBe(200);
    const part = (await t.app.inject({ method: 'GET', url: `/api/part/${res.json().insertedId}` })).json();
    expect(part.partNumber).toMatch(/^PS-[0-9A-F]{8}$/);
    expect(part.category).toBe('Other');
    expect(part.oemNumbers).toEqual([]);
    expect(await findByNumber(part.partNumber)).toEqual([part._id]);
    // Another part sent with the spec's fields alone gets a number of its own, in the same category.
    const second = await send('POST', '/api/part', admin, { ...base, img, name: 'Rear brake pad set' });
    expect(second.statusCode).toBe(200);
    const other = (
      await t.app.inject({ method: 'GET', url: `/api/part/${second.json().insertedId}` })
    ).json();
    expect(other.partNumber).toMatch(/^PS-[0-9A-F]{8}$/);
    expect(other.partNumber).not.toBe(part.partNumber);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/category' })).json();
    expect(categories).toContainEqual({ name: 'Other', count: expect.any(Number) });
  });

  it('refuses a part number another part has, in any spelling, with 409 naming it', async () => {
    await send('POST', '/api/part', admin, { ...base, img, partNumber: 'PS-CL-7000', name: 'Clutch kit' });
    const before = await databaseSnapshot(t.app);
    const clash = await send('POST', '/api/part', admin, { ...base, img, partNumber: 'ps cl 7000' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      error: 'CONFLICT',
      message: 'Part number ps cl 7000 is already used by “Clutch kit” (PS-CL-7000).',
    });
    const other = (await send('POST', '/api/part', admin, { ...base, img, partNumber: 'PS-CL-7001' })).json();
    const edit = await send('PUT', `/api/part/${other.insertedId}`, admin, { partNumber: 'PS-CL-7000' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain('already used by “Clutch kit”');
    // Keeping its own number (re-spelt) is no clash.
    const same = await send('PUT', `/api/part/${other.insertedId}`, admin, { partNumber: 'PS CL 7001' });
    expect(same.statusCode).toBe(200);
    expect((await databaseSnapshot(t.app)).part).toHaveLength((before.part ?? []).length + 1);
  });

  it('edits the number, category and OEM numbers, and search follows', async () => {
    const id = (
      await send('POST', '/api/part', admin, { ...base, img, partNumber: 'PS-EX-1', oemNumbers: ['OLD-111'] })
    ).json().insertedId;
    const res = await send('PUT', `/api/part/${id}`, admin, {
      partNumber: 'PS-EX-2',
      category: 'Exhaust',
      oemNumbers: ['NEW-222'],
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await findByNumber('PS-EX-1')).toEqual([]);
    expect(await findByNumber('OLD-111')).toEqual([]);
    expect(await findByNumber('PS-EX-2')).toEqual([id]);
    expect(await findByNumber('new222')).toEqual([id]);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/category' })).json();
    expect(categories).toContainEqual({ name: 'Exhaust', count: 1 });
  });

  it('replaces, adds to and removes from the fitment', async () => {
    const id = (
      await send('POST', '/api/part', admin, { ...base, img, fitment: [{ vehicleId: vehicles[0] }] })
    ).json().insertedId;
    await send('PUT', `/api/part/${id}`, admin, { fitment: [{ vehicleId: vehicles[1], note: 'rear' }] });
    expect(await fitmentOf(id)).toEqual([[vehicles[1], 'rear']]);
    await send('PUT', `/api/part/${id}`, admin, {
      addFitment: [{ vehicleId: vehicles[2] }, { vehicleId: vehicles[1], note: 'rear axle' }],
    });
    expect(await fitmentOf(id)).toEqual([
      [vehicles[1], 'rear axle'],
      [vehicles[2], null],
    ]);
    await send('PUT', `/api/part/${id}`, admin, { removeFitment: [vehicles[1]] });
    expect(await fitmentOf(id)).toEqual([[vehicles[2], null]]);
    const list = (await t.app.inject({ method: 'GET', url: `/api/part?vehicle=${vehicles[2]}` })).json();
    expect(list.map((part: { _id: string }) => part._id)).toContain(id);
    const gone = (await t.app.inject({ method: 'GET', url: `/api/part?vehicle=${vehicles[1]}` })).json();
    expect(gone.map((part: { _id: string }) => part._id)).not.toContain(id);
  });

  it.each([
    [
      'an unknown vehicle',
      { fitment: [{ vehicleId: '6f0f3b4e-53b5-4f43-9e42-1f6a9b1d2c3e' }] },
      'Unknown vehicle',
    ],
    ['a vehicle twice', { fitment: [{ vehicleId: 'V' }, { vehicleId: 'V' }] }, 'once'],
    ['a part number of symbols', { partNumber: '--//--' }, 'Part number'],
  ])('refuses %s with a readable message', async (_label, change, message) => {
    const payload = JSON.parse(
      JSON.stringify({ ...base, img, ...change }).replaceAll('"V"', `"${vehicles[0]}"`),
    );
    const res = await send('POST', '/api/part', admin, payload);
    const put = await send(
      'PUT',
      `/api/part/${(await send('POST', '/api/part', admin, { ...base, img })).json().insertedId}`,
      admin,
      // An absolute stock says which stock the admin saw (audit finding 10).
      { ...payload, expectedAvailableQuantity: base.availableQuantity },
    );
    for (const answer of [res, put]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(message);
    }
  });

  it('refuses an edit sending the whole fitment and changes to it at once', async () => {
    const id = (await send('POST', '/api/part', admin, { ...base, img })).json().insertedId;
    const res = await send('PUT', `/api/part/${id}`, admin, { fitment: [], removeFitment: [vehicles[0]] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not both');
  });

  it('refuses buyers and anonymous callers writing the new fields, and changes nothing', async () => {
    const id = (await send('POST', '/api/part', admin, { ...base, img, partNumber: 'PS-KEEP-1' })).json()
      .insertedId;
    const before = await databaseSnapshot(t.app);
    for (const [account, status] of [
      [buyer, 403],
      [null, 401],
    ] as const) {
      const change = {
        partNumber: 'PS-HACK-1',
        category: 'Stolen',
        oemNumbers: ['X-1'],
        fitment: [{ vehicleId: vehicles[0] }],
      };
      expect((await send('PUT', `/api/part/${id}`, account, change)).statusCode).toBe(status);
      expect((await send('POST', '/api/part', account, { ...base, img, ...change })).statusCode).toBe(status);
    }
    expect(await databaseSnapshot(t.app)).toEqual(before);
  });
});

describe('My vehicle on the profile', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let other: TestAccount;
  let vehicle: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    [buyer, other] = [await signUp(t.app), await signUp(t.app, 'Other Buyer')];
    vehicle = (await insertVehicle(t.app)).id;
  });
  afterAll(() => t.close());

  const save = (email: string, account: TestAccount, vehicleId: string | null) =>
    injectAs(t.app, account).put(`/api/profile/${email}/vehicle`, { vehicleId });
  const read = async () => (await injectAs(t.app, buyer).get(`/api/profile/${buyer.email}`)).json();

  it('saves, replaces and forgets the buyer’s vehicle', async () => {
    expect((await read()).vehicleId).toBeNull();
    expect((await save(buyer.email, buyer, vehicle)).json()).toEqual({ modifiedCount: 1 });
    expect((await read()).vehicleId).toBe(vehicle);
    expect((await save(buyer.email, buyer, null)).json()).toEqual({ modifiedCount: 1 });
    expect((await read()).vehicleId).toBeNull();
  });

  it('refuses an unknown vehicle and another buyer’s profile', async () => {
    const unknown = await save(buyer.email, buyer, '6f0f3b4e-53b5-4f43-9e42-1f6a9b1d2c3e');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('No such vehicle');
    expect((await save(buyer.email, other, vehicle)).statusCode).toBe(403);
    expect((await read()).vehicleId).toBeNull();
  });
});
