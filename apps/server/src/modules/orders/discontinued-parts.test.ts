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
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      BASKET_RATE_LIMIT: '100000',
      ORDER_RATE_LIMIT: '1000',
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    buyer = await signUp(t.app, 'Dora Discontinued');
    await t.app.db.deleteFrom('part').where('part_number', 'in', ['PS-DC-1040', 'PS-DC-1042']).execute();
    successor = await insertPart(t.app, {
      part_number: 'PS-DC-1042',
      name: 'Brake pads, ceramic',
      min_order_quantity: 20,
    });
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
    expect((await placeOrder(t.app, buyer, successor.id, 20)).statusCode).toBe(200);
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

  /** Lines written before the part was discontinued stay; every view of them says so before checkout. */
  describe('already in a basket, a list or a paste', () => {
    const problem = { code: 'discontinued', message: refusal };
    const successorLine = () => ({
      partId: successor.id,
      partNumber: 'PS-DC-1042',
      name: 'Brake pads, ceramic',
      minOrderQuantity: 20,
    });

    it('is flagged on its basket line with its successor, and the basket is not orderable', async () => {
      const as = injectAs(t.app, buyer);
      await as.put('/api/basket', { lines: [{ partId: old.id, quantity: 10 }] });
      await replace();
      const basket = (await as.get('/api/basket')).json();
      expect(basket.orderable).toBe(false);
      expect(basket.lines[0]).toMatchObject({
        partId: old.id,
        problems: [problem],
        successor: successorLine(),
      });
      // A current part's line names no successor.
      expect(
        (await as.post('/api/basket/price', { lines: [{ partId: successor.id, quantity: 20 }] })).json(),
      ).toMatchObject({ orderable: true, lines: [{ successor: null, problems: [] }] });
    });

    it("is flagged on a visitor's browser basket priced by the server", async () => {
      await replace();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/basket/price',
        payload: { lines: [{ partId: old.id, quantity: 10 }] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lines[0]).toMatchObject({ problems: [problem], successor: successorLine() });
    });

    it('is flagged on its saved list line', async () => {
      const as = injectAs(t.app, buyer);
      const saved = await as.post('/api/lists', {
        name: 'Brakes',
        lines: [{ partId: old.id, quantity: 10 }],
      });
      await replace();
      const list = (await as.get(`/api/lists/${saved.json()._id}`)).json();
      expect(list.lines[0]).toMatchObject({ problems: [problem], successor: successorLine() });
    });

    it('is flagged on its quick order line, its successor the first suggestion, with or without a quantity', async () => {
      await replace();
      const res = await injectAs(t.app, buyer).post('/api/quick-order/check', {
        text: 'PS-DC-1040 10\nps dc 1040\nPS-DC-1042 20',
      });
      expect(res.statusCode).toBe(200);
      const { lines, ready } = res.json();
      const suggestion = {
        partId: successor.id,
        partNumber: 'PS-DC-1042',
        name: 'Brake pads, ceramic',
        matchedNumber: 'PS-DC-1042',
      };
      expect(lines[0]).toMatchObject({ partId: old.id, quantity: 10, problems: [problem] });
      expect(lines[0].successor).toEqual(successorLine());
      expect(lines[0].suggestions).toEqual([suggestion]);
      expect(lines[1].problems.map((entry: { code: string }) => entry.code)).toEqual([
        'bad-quantity',
        'discontinued',
      ]);
      expect(lines[1].suggestions[0]).toEqual(suggestion);
      expect(lines[2]).toMatchObject({ partId: successor.id, problems: [], suggestions: [] });
      expect(lines[2].successor).toBeUndefined();
      expect(ready).toBe(1);
    });

    it("refuses checkout, naming the line with the order rule's sentence, and places nothing", async () => {
      const as = injectAs(t.app, buyer);
      await as.put('/api/basket', {
        lines: [
          { partId: successor.id, quantity: 20 },
          { partId: old.id, quantity: 10 },
        ],
      });
      await replace();
      const res = await as.post('/api/checkout', { address: '12 Harbour Road', number: '+8801712345678' });
      expect(res.statusCode).toBe(409);
      expect(res.json().lines).toEqual([{ partId: old.id, problem }]);
      expect(await stockOf(t.app, old.id)).toBe(100);
      expect((await as.get('/api/basket')).json().lineCount).toBe(2);
      const orders = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('email', '=', buyer.email)
        .execute();
      expect(orders).toEqual([]);
    });
  });
});
