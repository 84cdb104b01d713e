import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { orderInput, placeOrder, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('placing orders', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let admin: TestAccount;
  let partId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    buyer = await signUp(t.app, 'Blake Buyer');
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    partId = (await insertPart(t.app, { min_order_quantity: 10, available_quantity: 100, price_cents: 2450 }))
      .id;
  });

  it('computes item name and price on the server, whatever the client sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(buyer.token),
      payload: {
        ...orderInput(partId, 12),
        itemName: 'Free gold bars',
        price: 0.01,
        name: 'Someone Else',
        email: 'victim@example.com',
      },
    });
    expect(res.statusCode).toBe(200);
    const { insertedId } = res.json();
    const order = (await injectAs(t.app, buyer).get(`/api/order/${insertedId}`)).json();
    expect(order).toMatchObject({
      _id: insertedId,
      itemName: 'Ceramic brake pads',
      quantity: 12,
      unitPrice: 24.5,
      price: 294,
      name: 'Blake Buyer',
      email: buyer.email,
      paid: false,
      status: 'Pending',
      transactionId: null,
    });
    expect(await stockOf(t.app, partId)).toBe(88);
  });

  it.each([
    ['below the minimum', 9, 400, 'minimum order'],
    ['above the stock', 101, 409, 'Only 100 units'],
    ['zero', 0, 400, 'at least 1'],
    ['negative', -5, 400, 'at least 1'],
    ['more than any stock can hold', 2 ** 31, 400, 'too large'],
    ['fractional', 10.5, 400, 'whole number'],
  ])('refuses a quantity %s and keeps the stock', async (_label, quantity, status, message) => {
    const res = await placeOrder(t.app, buyer, partId, quantity);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await stockOf(t.app, partId)).toBe(100);
  });

  it('refuses an order above what a card payment can take, and gives the stock back', async () => {
    const { id } = await insertPart(t.app, {
      min_order_quantity: 1,
      available_quantity: 5_000_000,
      price_cents: 1_890,
    });
    const res = await placeOrder(t.app, buyer, id, 5_000_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('An order can come to at most $999,999.99; please order fewer units.');
    expect(await stockOf(t.app, id)).toBe(5_000_000);
    expect((await placeOrder(t.app, buyer, id, 52_910)).statusCode).toBe(200);
  });

  it('prices every order with the part as stored now, also after another instance changed it', async () => {
    const other = await signUp(t.app);
    const priced = async (quantity: number) => {
      const res = await placeOrder(t.app, other, partId, quantity);
      expect(res.statusCode).toBe(200);
      return (await injectAs(t.app, other).get(`/api/order/${res.json().insertedId}`)).json();
    };
    expect(await priced(12)).toMatchObject({ unitPrice: 24.5, price: 294 });
    // Written straight to the database, as another instance would: this one has priced the part before.
    await t.app.db.updateTable('part').set({ price_cents: 2000 }).where('id', '=', partId).execute();
    expect(await priced(12)).toMatchObject({ unitPrice: 20, price: 240 });
    await t.app.db
      .insertInto('part_price_break')
      .values({ part_id: partId, min_quantity: 20, price_cents: 1800 })
      .execute();
    expect(await priced(20)).toMatchObject({ unitPrice: 18, price: 360 });
    expect(await priced(19)).toMatchObject({ unitPrice: 20, price: 380 });
    expect(await stockOf(t.app, partId)).toBe(100 - 12 - 12 - 20 - 19);
  });

  it('refuses a quantity sent as text', async () => {
    const res = await injectAs(t.app, buyer).post('/api/order', {
      ...orderInput(partId, 10),
      quantity: '10',
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts exactly the minimum and exactly the whole stock', async () => {
    expect((await placeOrder(t.app, buyer, partId, 10)).statusCode).toBe(200);
    expect((await placeOrder(t.app, buyer, partId, 90)).statusCode).toBe(200);
    expect(await stockOf(t.app, partId)).toBe(0);
  });

  it('answers 404 for a part that does not exist', async () => {
    const res = await placeOrder(t.app, buyer, '00000000-0000-4000-8000-000000000000', 10);
    expect(res.statusCode).toBe(404);
  });

  it('refuses anonymous callers and admins', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: orderInput(partId, 10),
    });
    expect(anonymous.statusCode).toBe(401);
    const byAdmin = await placeOrder(t.app, admin, partId, 10);
    expect(byAdmin.statusCode).toBe(403);
    expect(await stockOf(t.app, partId)).toBe(100);
  });

  it('never oversells: 50 concurrent orders for a part with stock for 10', async () => {
    const scarce = (await insertPart(t.app, { min_order_quantity: 1, available_quantity: 10 })).id;
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUp(t.app)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeOrder(t.app, buyers[i % buyers.length]!, scarce, 1)),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(await stockOf(t.app, scarce)).toBe(0);
    const orders = await t.app.db
      .selectFrom('orders')
      .select('quantity')
      .where('part_id', '=', scarce)
      .execute();
    expect(orders.reduce((sum, order) => sum + order.quantity, 0)).toBe(10);
  });

  it('never oversells with larger concurrent orders either (3 units each, stock 10)', async () => {
    const scarce = (await insertPart(t.app, { min_order_quantity: 3, available_quantity: 10 })).id;
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t.app, buyer, scarce, 3)));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(await stockOf(t.app, scarce)).toBe(1);
  });
});

describe('the catalogue after an order', () => {
  it('shows the new stock at once', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    try {
      const buyer = await signUp(t.app);
      const part = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 40 });
      const read = async () => (await t.app.inject({ method: 'GET', url: `/api/part/${part.id}` })).json();
      expect((await read()).availableQuantity).toBe(40);
      await placeOrder(t.app, buyer, part.id, 15);
      expect((await read()).availableQuantity).toBe(25);
      const list = (await t.app.inject({ method: 'GET', url: '/api/part' })).json();
      expect(list.find((p: { _id: string }) => p._id === part.id).availableQuantity).toBe(25);
    } finally {
      await t.close();
    }
  });
});
