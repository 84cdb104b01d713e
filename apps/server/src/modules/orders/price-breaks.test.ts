import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { uploadPicture } from '../../test/images';
import { placeOrder } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Part: minimum 10 at $24.50; from 50 units $20.00, from 100 units $18.55. */
const breaks = [
  { minQuantity: 50, price: 20 },
  { minQuantity: 100, price: 18.55 },
];

describe('quantity price breaks', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let admin: TestAccount;
  let partId: string;
  let partNumber: string;

  const setBreaks = (id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/part/${id}`, headers: bearer(admin.token), payload: body });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '100' });
    buyer = await signUp(t.app, 'Blake Buyer');
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    const part = await insertPart(t.app, {
      min_order_quantity: 10,
      available_quantity: 10_000,
      price_cents: 2450,
    });
    partId = part.id;
    partNumber = part.part_number;
    expect((await setBreaks(partId, { priceBreaks: breaks })).statusCode).toBe(200);
  });

  it('answers the breaks with the part and on the catalogue page', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/part/${partId}` });
    expect(one.json().priceBreaks).toEqual(breaks);
    const page = await t.app.inject({ method: 'GET', url: `/api/part?q=${encodeURIComponent(partNumber)}` });
    expect(page.json()[0]).toMatchObject({ _id: partId, priceBreaks: breaks });
    const plain = await insertPart(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/part/${plain.id}` })).json().priceBreaks).toEqual(
      [],
    );
  });

  it.each([
    [10, 24.5, 245],
    [49, 24.5, 1200.5],
    [50, 20, 1000],
    [51, 20, 1020],
    [99, 20, 1980],
    [100, 18.55, 1855],
    [101, 18.55, 1873.55],
  ])('prices %i units at the break they reach', async (quantity, unitPrice, total) => {
    const res = await placeOrder(t.app, buyer, partId, quantity);
    expect(res.statusCode).toBe(200);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order/${res.json().insertedId}`,
        headers: bearer(buyer.token),
      })
    ).json();
    expect(order).toMatchObject({ quantity, unitPrice, price: total });
  });

  it('keeps the unit price an order was placed at when the breaks change', async () => {
    const placed = await placeOrder(t.app, buyer, partId, 60);
    expect((await setBreaks(partId, { priceBreaks: [] })).statusCode).toBe(200);
    const order = (
      await t.app.inject({
        method: 'GET',
        url: `/api/order/${placed.json().insertedId}`,
        headers: bearer(buyer.token),
      })
    ).json();
    expect(order).toMatchObject({ unitPrice: 20, price: 1200 });
    expect((await t.app.inject({ method: 'GET', url: `/api/part/${partId}` })).json().priceBreaks).toEqual(
      [],
    );
  });

  it.each([
    [
      'a break not cheaper than the one before',
      {
        priceBreaks: [
          { minQuantity: 50, price: 20 },
          { minQuantity: 100, price: 20 },
        ],
      },
      'cheaper than the one before',
    ],
    [
      'quantities that do not go up',
      {
        priceBreaks: [
          { minQuantity: 50, price: 20 },
          { minQuantity: 50, price: 19 },
        ],
      },
      'must go up',
    ],
    [
      'a first break below the minimum order',
      { priceBreaks: [{ minQuantity: 9, price: 20 }] },
      'minimum order (10)',
    ],
    [
      'a first break not cheaper than the price',
      { priceBreaks: [{ minQuantity: 50, price: 24.5 }] },
      'the first cheaper',
    ],
    ['a price under the stored breaks', { price: 19 }, 'the first cheaper'],
    ['a minimum order above the first stored break', { minOrderQuantity: 60 }, 'minimum order (60)'],
    ['a price with three decimals', { priceBreaks: [{ minQuantity: 50, price: 19.999 }] }, 'two decimals'],
    [
      'too many breaks',
      { priceBreaks: Array.from({ length: 11 }, (_, i) => ({ minQuantity: 20 + i, price: 20 - i })) },
      'At most 10',
    ],
  ])('refuses %s and keeps the breaks', async (_label, body, message) => {
    const res = await setBreaks(partId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await t.app.inject({ method: 'GET', url: `/api/part/${partId}` })).json().priceBreaks).toEqual(
      breaks,
    );
  });

  it('creates a part with its breaks; the breaks go when the part goes', async () => {
    const upload = await uploadPicture(t.app, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/part',
      headers: bearer(admin.token),
      payload: {
        name: 'Oil filter',
        minOrderQuantity: 5,
        availableQuantity: 500,
        price: 8,
        description: 'Spin-on oil filter.',
        img: upload,
        priceBreaks: [{ minQuantity: 25, price: 7.25 }],
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().insertedId as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/part/${id}` })).json().priceBreaks).toEqual([
      { minQuantity: 25, price: 7.25 },
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/part/${id}`, headers: bearer(admin.token) });
    const left = await t.app.db
      .selectFrom('part_price_break')
      .select('part_id')
      .where('part_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
