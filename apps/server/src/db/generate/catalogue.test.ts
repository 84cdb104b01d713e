import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localImageStore } from '../../lib/images/image-store';
import { signUp } from '../../test/accounts';
import { placeOrder } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateCatalogue } from './catalogue';

describe('the catalogue generator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const generate = () =>
    generateCatalogue(t.app.config.databaseUrl, localImageStore(path.join(t.dataDir, 'images')), {
      parts: 300,
      fitmentsPerPart: 20,
      seed: 7,
    });
  const snapshot = async () => ({
    parts: await t.app.db
      .selectFrom('part')
      .select(['id', 'name', 'part_number', 'oem_numbers', 'category', 'price_cents'])
      .orderBy('id')
      .execute(),
    fitment: await t.app.db
      .selectFrom('part_vehicle')
      .selectAll()
      .orderBy('part_id')
      .orderBy('vehicle_id')
      .execute(),
  });

  it('fills the database with parts, numbers and fitment the search finds, the same on every run', async () => {
    const made = await generate();
    expect(made.parts).toBe(300);
    expect(made.fitments).toBeGreaterThan(300 * 10);
    expect(made.fitments).toBeLessThan(300 * 30);
    const first = await snapshot();
    expect(first.parts).toHaveLength(300);
    expect(first.fitment).toHaveLength(made.fitments);
    t.app.changes.emit('parts');
    const part = first.parts[123]!;
    const found = (
      await t.app.inject({
        method: 'GET',
        url: `/api/part?q=${encodeURIComponent(part.part_number.toLowerCase())}`,
      })
    ).json();
    expect(found[0]._id).toBe(part.id);
    const oem = (JSON.parse(part.oem_numbers) as string[])[0]!;
    const byOem = (
      await t.app.inject({ method: 'GET', url: `/api/part?q=${encodeURIComponent(oem)}` })
    ).json();
    expect(byOem.map((p: { _id: string }) => p._id)).toContain(part.id);
    const makes = (await t.app.inject({ method: 'GET', url: '/api/vehicle/makes' })).json();
    expect(makes.length).toBeGreaterThanOrEqual(20);

    await generate();
    expect(await snapshot()).toEqual(first);
  });

  it('refuses a database holding orders it did not make', async () => {
    const buyer = await signUp(t.app);
    const partId = (
      await t.app.db
        .selectFrom('part')
        .select('id')
        .where('available_quantity', '>', 100)
        .executeTakeFirstOrThrow()
    ).id;
    await t.app.db.updateTable('part').set({ min_order_quantity: 1 }).where('id', '=', partId).execute();
    t.app.changes.emit('parts');
    expect((await placeOrder(t.app, buyer, partId, 1)).statusCode).toBe(200);
    await expect(generate()).rejects.toThrow(/Refusing to generate: the database holds 1 order/);
  });
});
