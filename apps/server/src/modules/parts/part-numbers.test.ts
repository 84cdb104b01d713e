import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertVehicle } from '../../test/fixtures';
import { uploadPicture } from '../../test/images';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('any number finds the part: competitor numbers, GTIN, supersession (issue 36)', () => {
  let t: TestApp;
  let admin: TestAccount;
  const ids = { pads: '', upc: '' };
  let img: string;

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), payload });
  const base = {
    name: 'Front brake pad set',
    minOrderQuantity: 1,
    availableQuantity: 400,
    price: 18.9,
    description: 'Ceramic pads.',
    category: 'Brakes',
  };
  const create = async (body: object) => {
    const res = await send('POST', '/api/part', { ...base, img, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().insertedId as string;
  };
  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/part?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { _id: string; matchedNumber?: object }[];
  };
  const getPart = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/part/${id}` })).json();

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t.app);
    img = await uploadPicture(t.app, admin);
    // Decoys whose numbers start like the ones looked for, so "first" means something.
    await create({ partNumber: 'PS-BP-10420', oemNumbers: ['04465-022209'] });
    await create({ partNumber: 'GDB15500', interchange: [{ brand: 'Bosch', number: 'GDB1550-X' }] });
    ids.pads = await create({
      partNumber: 'PS-BP-2042',
      oemNumbers: ['04465-02220'],
      interchange: [
        { brand: 'TRW', number: 'GDB1550' },
        { brand: 'Brembo', number: 'P 83 087' },
      ],
      gtin: '4006381333931',
      supersedes: ['PS-BP-0999'],
    });
    ids.upc = await create({ partNumber: 'PS-FI-3001', gtin: '036000291452' });
  });
  afterAll(() => t.close());

  it('finds a part first by every kind of number, in several spellings, saying which matched', async () => {
    const cases: [string[], object][] = [
      [['PS-BP-2042', 'psbp2042', 'ps bp 2042'], { kind: 'ours', number: 'PS-BP-2042' }],
      [['04465-02220', '0446502220', '04465 02220'], { kind: 'oem', number: '04465-02220' }],
      [['GDB1550', 'gdb 1550', 'GDB-1550'], { kind: 'competitor', number: 'GDB1550', brand: 'TRW' }],
      [['P 83 087', 'p83087'], { kind: 'competitor', number: 'P 83 087', brand: 'Brembo' }],
      [['4006381333931', '4 006381 333931', '04006381333931'], { kind: 'gtin', number: '4006381333931' }],
      [['PS-BP-0999', 'psbp0999'], { kind: 'superseded', number: 'PS-BP-0999' }],
    ];
    for (const [spellings, matched] of cases) {
      for (const q of spellings) {
        const [first] = await search(q);
        expect(first?._id, q).toBe(ids.pads);
        expect(first?.matchedNumber, q).toEqual(matched);
      }
    }
    // A UPC-A (12 digits) is found as typed and as its 13-digit EAN form.
    for (const q of ['036000291452', '0036000291452', '0 36000 29145 2']) {
      expect((await search(q))[0]?._id, q).toBe(ids.upc);
    }
    // Prefix hits carry no matchedNumber.
    const prefixed = await search('PS-BP-204');
    expect(prefixed.find((part) => part._id !== ids.pads)?.matchedNumber).toBeUndefined();
  });

  it('answers the numbers with the part', async () => {
    expect(await getPart(ids.pads)).toMatchObject({
      interchange: [
        { brand: 'TRW', number: 'GDB1550' },
        { brand: 'Brembo', number: 'P 83 087' },
      ],
      gtin: '4006381333931',
      supersedes: ['PS-BP-0999'],
      replacedBy: null,
    });
  });

  it('refuses a GTIN whose check digit is wrong, and one another part has', async () => {
    const wrong = await send('POST', '/api/part', {
      ...base,
      img,
      partNumber: 'PS-X-1',
      gtin: '4006381333932',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('check digit');
    const taken = await send('POST', '/api/part', {
      ...base,
      img,
      partNumber: 'PS-X-2',
      gtin: '04006381333931',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('PS-BP-2042');
  });

  it('leads a number of a part replaced twice to the newest part, and refuses cycles', async () => {
    const oldest = await create({
      partNumber: 'PS-BP-1040',
      interchange: [{ brand: 'ATE', number: '13.0460-7218' }],
    });
    const middle = await create({ partNumber: 'PS-BP-1041' });
    const newest = await create({ partNumber: 'PS-BP-1042' });
    expect((await send('PUT', `/api/part/${oldest}`, { replacedBy: middle })).statusCode).toBe(200);
    expect((await send('PUT', `/api/part/${middle}`, { replacedBy: newest })).statusCode).toBe(200);

    for (const q of ['PS-BP-1040', 'ps bp 1040', '13.0460-7218']) {
      const hits = await search(q);
      expect(hits[0]?._id, q).toBe(newest);
      expect(hits[0]?.matchedNumber, q).toEqual({ kind: 'superseded', number: 'PS-BP-1040' });
      // The discontinued part itself still shows, after its successor.
      expect(hits.map((hit) => hit._id)).toContain(oldest);
    }
    expect((await search('PS-BP-1041'))[0]?._id).toBe(newest);
    expect(await getPart(oldest)).toMatchObject({
      replacedBy: middle,
      successor: { _id: newest, partNumber: 'PS-BP-1042' },
    });
    expect((await getPart(newest)).successor).toBeUndefined();

    const cycle = await send('PUT', `/api/part/${newest}`, { replacedBy: oldest });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe('That replacement would make a cycle of replacing parts.');
    const self = await send('PUT', `/api/part/${newest}`, { replacedBy: newest });
    expect(self.statusCode).toBe(400);
    const unknown = await send('PUT', `/api/part/${newest}`, {
      replacedBy: '01890000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    // Made current again, the old number finds the old part first.
    expect((await send('PUT', `/api/part/${oldest}`, { replacedBy: null })).statusCode).toBe(200);
    expect((await search('PS-BP-1040'))[0]?._id).toBe(oldest);
  });

  it('keeps fitment qualifiers: position, quantity per vehicle, conditions', async () => {
    const corolla = await insertVehicle(t.app, { year: 2018 });
    const id = await create({
      partNumber: 'PS-BP-7001',
      fitment: [{ vehicleId: corolla.id, position: 'front', quantityPerVehicle: 2, conditions: 'with A/C' }],
    });
    const fitment = (await t.app.inject({ method: 'GET', url: `/api/part/${id}/fitment` })).json();
    expect(fitment).toEqual([
      {
        vehicle: expect.objectContaining({ _id: corolla.id }),
        note: null,
        position: 'front',
        quantityPerVehicle: 2,
        conditions: 'with A/C',
      },
    ]);
    // A list searched for that vehicle says how each part fits it.
    for (const q of ['', 'PS-BP-7001']) {
      const listed = (
        await t.app.inject({ method: 'GET', url: `/api/part?vehicle=${corolla.id}&q=${q}` })
      ).json();
      expect(listed, q).toEqual([
        expect.objectContaining({
          _id: id,
          fit: { position: 'front', quantityPerVehicle: 2, conditions: 'with A/C' },
        }),
      ]);
    }
    const bad = await send('PUT', `/api/part/${id}`, {
      addFitment: [{ vehicleId: corolla.id, position: 'middle', quantityPerVehicle: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Position must be one of|Quantity per vehicle/);
  });
});
