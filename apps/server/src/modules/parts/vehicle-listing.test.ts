import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertFitment, insertPart, insertVehicle } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A vehicle's listing and category counts come from part_vehicle's own copy of each part's category
 * and creation time (0025), kept by triggers: every write that changes them must reach that copy.
 */
describe("a vehicle's parts by category follow every change of fitment and category", () => {
  let t: TestApp;
  let admin: TestAccount;
  let vehicle: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t.app);
    vehicle = (await insertVehicle(t.app)).id;
    other = (await insertVehicle(t.app)).id;
  });
  afterAll(() => t.close());

  const put = async (id: string, payload: object) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/part/${id}`,
      headers: bearer(admin.token),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const listing = async (category: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/part?vehicle=${vehicle}&category=${encodeURIComponent(category)}&limit=50`,
    });
    expect(res.statusCode).toBe(200);
    return {
      ids: (res.json() as { _id: string }[]).map((part) => part._id),
      total: Number(res.headers['x-total-count']),
    };
  };
  const counts = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/category?vehicle=${vehicle}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { name: string; count: number }[];
  };
  /** The same answers recounted from the parts themselves. */
  const recount = async () => {
    const rows = await t.app.db
      .selectFrom('part_vehicle as pv')
      .innerJoin('part as p', 'p.id', 'pv.part_id')
      .select(['p.id', 'p.category'])
      .where('pv.vehicle_id', '=', vehicle)
      .orderBy('p.created_at')
      .orderBy('p.id')
      .execute();
    const byCategory = new Map<string, string[]>();
    for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row.id]);
    return byCategory;
  };
  const expectRecounted = async () => {
    const byCategory = await recount();
    expect(await counts()).toEqual(
      [...byCategory.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([name, ids]) => ({ name, count: ids.length })),
    );
    for (const [category, ids] of byCategory) {
      expect(await listing(category), category).toEqual({ ids, total: ids.length });
    }
  };

  it('lists a fitting part under its category, in the catalogue order, and counts it', async () => {
    // Created a second apart: parts created in the same millisecond are in id order, not this one.
    const created = (second: number) => `2026-01-01T00:00:0${second}.000Z`;
    const brakes = [];
    for (let i = 0; i < 3; i += 1) {
      brakes.push(await insertPart(t.app, { category: 'Brakes', created_at: created(i) }));
    }
    const filter = await insertPart(t.app, { category: 'Filters', created_at: created(3) });
    for (const part of [...brakes, filter]) await insertFitment(t.app, part.id, vehicle);
    await insertFitment(t.app, (await insertPart(t.app, { category: 'Brakes' })).id, other);
    expect(await listing('Brakes')).toEqual({ ids: brakes.map((part) => part.id), total: 3 });
    expect(await counts()).toEqual([
      { name: 'Brakes', count: 3 },
      { name: 'Filters', count: 1 },
    ]);
  });

  it('moves a part whose category the admin changes to its new category', async () => {
    const [first] = (await listing('Brakes')).ids;
    await put(first!, { category: 'Suspension & Steering' });
    expect((await listing('Brakes')).ids).not.toContain(first);
    expect(await listing('Suspension & Steering')).toEqual({ ids: [first], total: 1 });
    await expectRecounted();
  });

  it('lists a part the admin fits to the vehicle, and drops one taken off it', async () => {
    const added = await insertPart(t.app, { category: 'Lighting' });
    await put(added.id, { addFitment: [{ vehicleId: vehicle }] });
    expect(await listing('Lighting')).toEqual({ ids: [added.id], total: 1 });
    const [dropped] = (await listing('Brakes')).ids;
    await put(dropped!, { removeFitment: [vehicle] });
    expect((await listing('Brakes')).ids).not.toContain(dropped);
    await expectRecounted();
  });

  it('replaces the fitment list of a part and keeps its category on every new row', async () => {
    const part = await insertPart(t.app, { category: 'Electrical' });
    await put(part.id, { fitment: [{ vehicleId: other }, { vehicleId: vehicle, note: 'with A/C' }] });
    expect(await listing('Electrical')).toEqual({ ids: [part.id], total: 1 });
    const copies = await t.app.db
      .selectFrom('part_vehicle')
      .select(['category'])
      .where('part_id', '=', part.id)
      .execute();
    expect(copies).toEqual([{ category: 'Electrical' }, { category: 'Electrical' }]);
    await expectRecounted();
  });

  it('forgets a deleted part', async () => {
    const [gone] = (await listing('Filters')).ids;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/part/${gone}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await listing('Filters')).toEqual({ ids: [], total: 0 });
    await expectRecounted();
  });
});
