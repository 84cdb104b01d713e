import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { placeOrder, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 36: a discontinued part leads to its successor; the server never orders nor baskets it. */
describe('a discontinued part', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let old: { id: string };
  let successor: { id: string };
  const refusal =
    'PS-DC-1040 Brake pads is discontinued: it is replaced by PS-DC-1042 Brake pads, ceramic. Order that part instead.';

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', BASKET_RATE_LIMIT: '100000' });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    buyer = await signUp(t.app, 'Dora Discontinued');
    await t.app.db.deleteFrom('part').where('part_number', 'in', ['PS-DC-1040', 'PS-DC-1042']).execute();
    successor = await insertPart(t.app, { part_number: 'PS-DC-1042', name: 'Brake pads, ceramic' });
    old = await insertPart(t.app, { part_number: 'PS-DC-1040', name: 'Brake pads', available_quantity: 100 });
  });

  /** As an admin does it: the edit dialog's "Replaced by". */
  const replace = async () => {
    const res = await injectAs(t.app, admin).put(`/api/part/${old.id}`, { replacedBy: successor.id });
    expect(res.statusCode).toBe(200);
  };

  it('is refused as an order, naming its successor, and keeps its stock', async () => {
    await replace();
    const res = await placeOrder(t.app, buyer, old.id, 10);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', message: refusal });
    expect(await stockOf(t.app, old.id)).toBe(100);
    expect((await placeOrder(t.app, buyer, successor.id, 10)).statusCode).toBe(200);
  });

  it('is refused even when another instance discontinued it after this one priced the part', async () => {
    // The first order leaves the part's pricing in this instance's cache; the change comes straight
    // into the database, as another instance's write would, with no change event here.
    expect((await placeOrder(t.app, buyer, old.id, 10)).statusCode).toBe(200);
    await t.app.db.updateTable('part').set({ replaced_by: successor.id }).where('id', '=', old.id).execute();
    const res = await placeOrder(t.app, buyer, old.id, 10);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(refusal);
    expect(await stockOf(t.app, old.id)).toBe(90);
  });

  it('orders again once it is made current (replacedBy null)', async () => {
    await replace();
    const current = await injectAs(t.app, admin).put(`/api/part/${old.id}`, { replacedBy: null });
    expect(current.statusCode).toBe(200);
    expect((await placeOrder(t.app, buyer, old.id, 10)).statusCode).toBe(200);
  });

  it('never enters a basket, by any way of adding, and the basket is left as it was', async () => {
    await replace();
    const as = injectAs(t.app, buyer);
    await as.post('/api/basket/lines', { partId: successor.id, quantity: 10 });
    for (const [method, url, payload] of [
      ['post', '/api/basket/lines', { partId: old.id, quantity: 10 }],
      ['post', '/api/basket/merge', { lines: [{ partId: old.id, quantity: 10 }] }],
      [
        'put',
        '/api/basket',
        {
          lines: [
            { partId: successor.id, quantity: 20 },
            { partId: old.id, quantity: 10 },
          ],
        },
      ],
    ] as const) {
      const res = await as[method](url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message, url).toBe(refusal);
    }
    const basket = (await as.get('/api/basket')).json();
    expect(
      basket.lines.map((line: { partId: string; quantity: number }) => [line.partId, line.quantity]),
    ).toEqual([[successor.id, 10]]);
  });

  it('is refused from a saved list too', async () => {
    const as = injectAs(t.app, buyer);
    const saved = await as.post('/api/lists', { name: 'Brakes', lines: [{ partId: old.id, quantity: 10 }] });
    expect(saved.statusCode).toBe(201);
    await replace();
    const res = await as.post(`/api/lists/${saved.json()._id}/to-basket`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(refusal);
  });
});
