import { chargesFor, type ShippingSettings, type TaxSettings } from '@partsmith/contract/charges';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { confirmedPaymentId, newOrderId, orderInput, testCard } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

const shipping: ShippingSettings = {
  heavyCategories: ['Brakes'],
  defaultRate: { flat: 25, freeAbove: null, heavyUnit: 4 },
  rates: [
    { country: 'US', flat: 9.95, freeAbove: 200, heavyUnit: 1.5 },
    { country: 'DE', flat: 12, freeAbove: null, heavyUnit: 2 },
  ],
};
const tax: TaxSettings = {
  prices: 'net',
  rates: [
    { country: 'DE', state: null, goods: 19, shipping: 19, reverseCharge: true },
    { country: 'US', state: 'CA', goods: 7.25, shipping: 0, reverseCharge: false },
  ],
};
const to = (country: string, state: string | null = null, businessTaxId = false) => ({
  country,
  state,
  businessTaxId,
});

describe('chargesFor: shipping and tax of priced lines (ADR 0034)', () => {
  it('rounds tax per line, half up, in cents', () => {
    // 19 % of $0.50 is 9.5 cents: 10; of $0.10 is 1.9: 2; 7.25 % of $10.00 is 72.5: 73.
    const de = chargesFor(
      [
        { quantity: 1, priceCents: 50, category: 'Filters' },
        { quantity: 1, priceCents: 10, category: 'Filters' },
      ],
      to('DE'),
      shipping,
      tax,
    );
    expect(de.lines).toEqual([
      { netCents: 50, taxCents: 10 },
      { netCents: 10, taxCents: 2 },
    ]);
    expect(de.shippingCents).toBe(1200);
    expect(de.shippingTaxCents).toBe(228);
    expect(de.totalCents).toBe(50 + 10 + 10 + 2 + 1200 + 228);
    const ca = chargesFor(
      [{ quantity: 2, priceCents: 1000, category: 'Filters' }],
      to('US', 'CA'),
      shipping,
      tax,
    );
    expect(ca.lines).toEqual([{ netCents: 1000, taxCents: 73 }]);
  });

  it('waives the flat charge above the free threshold but keeps the heavy surcharge per unit', () => {
    const lines = [
      { quantity: 3, priceCents: 15000, category: 'brakes' },
      { quantity: 1, priceCents: 6000, category: 'Filters' },
    ];
    const us = chargesFor(lines, to('US', 'TX'), shipping, tax);
    expect(us.shippingCents).toBe(3 * 150);
    expect(us.lines.every((line) => line.taxCents === 0)).toBe(true);
    const under = chargesFor([lines[1]!], to('US', 'TX'), shipping, tax);
    expect(under.shippingCents).toBe(995);
    // A country not listed takes the default rate.
    expect(chargesFor(lines, to('JP'), shipping, tax).shippingCents).toBe(2500 + 3 * 400);
  });

  it('takes no tax from a business buyer where the rate says reverse charge', () => {
    const line = [{ quantity: 1, priceCents: 10000, category: 'Filters' }];
    const business = chargesFor(line, to('DE', null, true), shipping, tax);
    expect(business).toMatchObject({ reverseCharge: true, shippingTaxCents: 0, totalCents: 10000 + 1200 });
    expect(business.lines).toEqual([{ netCents: 10000, taxCents: 0 }]);
    // California's rate has no reverse charge: a tax ID changes nothing there.
    expect(chargesFor(line, to('US', 'CA', true), shipping, tax).lines[0]!.taxCents).toBe(725);
  });

  it('on gross prices takes the tax out of the price, so the buyer pays the price shown', () => {
    const gross = { ...tax, prices: 'gross' as const };
    const charged = chargesFor(
      [{ quantity: 1, priceCents: 11900, category: 'Filters' }],
      to('DE'),
      shipping,
      gross,
    );
    expect(charged.lines).toEqual([{ netCents: 10000, taxCents: 1900 }]);
    expect(charged.shippingCents + charged.shippingTaxCents).toBe(1200);
    expect(charged.totalCents).toBe(11900 + 1200);
    // A reverse-charge buyer pays the net.
    const business = chargesFor(
      [{ quantity: 1, priceCents: 11900, category: 'Filters' }],
      to('DE', null, true),
      shipping,
      gross,
    );
    expect(business.lines).toEqual([{ netCents: 10000, taxCents: 0 }]);
  });
});

describe('shipping and tax through the API', () => {
  let t: TestApp;
  let admin: TestAccount;
  let partId: string;
  let discId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '100' });
    admin = await signUpAdmin(t.app);
    partId = (
      await insertPart(t.app, {
        category: 'Filters',
        price_cents: 2450,
        available_quantity: 1000,
        min_order_quantity: 1,
      })
    ).id;
    discId = (
      await insertPart(t.app, {
        category: 'Brakes',
        price_cents: 8999,
        available_quantity: 1000,
        min_order_quantity: 1,
      })
    ).id;
    const as = injectAs(t.app, admin);
    expect((await as.put('/api/settings/shipping', shipping)).statusCode).toBe(200);
    expect((await as.put('/api/settings/tax', tax)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** The quote for two units of the filter sent to Germany. */
  const quoteTwoToGermany = async (buyer: TestAccount) =>
    (await injectAs(t.app, buyer).get(`/api/charges/quote?partId=${partId}&quantity=2&country=DE`)).json();
  /** Checks the basket out to Germany; answers the checkout's id and a reader of its lines. */
  const checkoutToGermany = async (buyer: TestAccount, lines: { partId: string; quantity: number }[]) => {
    const as = injectAs(t.app, buyer);
    await as.put('/api/basket', { lines });
    const placed = await as.post('/api/checkout', {
      address: '1 Hafenstraße, Hamburg',
      number: '+49 40 1234567',
      country: 'DE',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const checkoutId = placed.json()._id as string;
    const readLines = () =>
      t.app.db
        .selectFrom('orders')
        .select(['id', 'shipping_cents', 'shipping_tax_cents', 'charge_cents'])
        .where('checkout_id', '=', checkoutId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    return { checkoutId, readLines };
  };
  const filterPart = async (priceCents: number) =>
    (
      await insertPart(t.app, {
        category: 'Filters',
        price_cents: priceCents,
        available_quantity: 100,
        min_order_quantity: 1,
      })
    ).id;

  const markPaid = async (buyer: TestAccount, orderId: string) => {
    const transactionId = await confirmedPaymentId(t.app, buyer, orderId);
    const res = await injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('lets admins read and replace the rates, and no one else', async () => {
    const buyer = await signUp(t.app);
    expect((await injectAs(t.app, admin).get('/api/settings/shipping')).json()).toEqual(shipping);
    expect((await injectAs(t.app, admin).get('/api/settings/tax')).json()).toEqual(tax);
    for (const kind of ['shipping', 'tax']) {
      const read = await injectAs(t.app, buyer).get(`/api/settings/${kind}`);
      expect(read.statusCode).toBe(403);
      const write = await injectAs(t.app, buyer).put(
        `/api/settings/${kind}`,
        kind === 'tax' ? tax : shipping,
      );
      expect(write.json()).toEqual({
        error: 'FORBIDDEN',
        message: 'Only an admin can change the shipping and tax rates.',
      });
      expect((await injectAs(t.app).get(`/api/settings/${kind}`)).statusCode).toBe(401);
    }
  });

  it('refuses rates that make no sense, saying which', async () => {
    const as = injectAs(t.app, admin);
    const twice = await as.put('/api/settings/shipping', {
      ...shipping,
      rates: [...shipping.rates, { country: 'de', flat: 1, freeAbove: null, heavyUnit: 0 }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('DE is listed twice');
    const negative = await as.put('/api/settings/shipping', {
      ...shipping,
      defaultRate: { flat: -1, freeAbove: null, heavyUnit: 0 },
    });
    expect(negative.json().message).toContain('The flat charge cannot be negative');
    const state = await as.put('/api/settings/tax', {
      prices: 'net',
      rates: [{ country: 'DE', state: 'BY', goods: 19, shipping: 19, reverseCharge: false }],
    });
    expect(state.json().message).toContain('Only US rates have a state');
    expect((await as.get('/api/settings/tax')).json()).toEqual(tax);
  });

  it('charges an order its shipping and tax, stored when placed, and pays and invoices that total', async () => {
    const buyer = await signUp(t.app, 'Greta Garage');
    expect(await quoteTwoToGermany(buyer)).toEqual({
      country: 'DE',
      state: null,
      prices: 'net',
      goods: 49,
      shipping: 12,
      tax: 11.59,
      total: 72.59,
      reverseCharge: false,
    });
    const placed = await injectAs(t.app, buyer).post('/api/order', {
      ...orderInput(partId, 2),
      country: 'DE',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().insertedId as string;
    // New rates do not change an order already placed.
    await injectAs(t.app, admin).put('/api/settings/shipping', { ...shipping, rates: [] });
    const order = (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(order).toMatchObject({ price: 49, country: 'DE', shipping: 12, tax: 11.59, total: 72.59 });
    await injectAs(t.app, admin).put('/api/settings/shipping', shipping);

    const intent = await injectAs(t.app, buyer).post('/api/create-payment-intent', { orderId, price: 49 });
    expect(intent.statusCode, intent.body).toBe(200);
    const charged = await t.app.db
      .selectFrom('payment_intent')
      .select('amount_cents')
      .where('client_secret', '=', intent.json().clientSecret)
      .executeTakeFirstOrThrow();
    expect(charged.amount_cents).toBe(7259);
    const confirm = await injectAs(t.app, buyer).post('/api/payments/test/confirm', {
      clientSecret: intent.json().clientSecret,
      card: testCard(),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const transactionId = confirm.json().paymentIntent.id as string;
    expect((await injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId })).statusCode).toBe(
      200,
    );
    const paid = (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(paid.paid).toBe(true);
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/invoice`,
      headers: bearer(buyer.token),
    });
    const text = await pdfText(invoice.rawPayload);
    for (const expected of [
      'Shipping',
      '$12.00',
      '$2.28',
      '$9.31',
      '$58.31',
      '$14.28',
      '$72.59',
      'Net',
      'Tax',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Reverse charge');

    const csv = (await injectAs(t.app, admin).get('/api/order/export.csv')).body;
    const row = csv.split('\n').find((line) => line.startsWith(orderId))!;
    expect(row.trim().endsWith('DE,12.00,11.59,72.59,0.00')).toBe(true);
  });

  it("writes a single order's charge in the statement that places it: refused, it leaves no order", async () => {
    const buyer = await signUp(t.app);
    const stock = async () =>
      (
        await t.app.db
          .selectFrom('part')
          .select('available_quantity')
          .where('id', '=', discId)
          .executeTakeFirstOrThrow()
      ).available_quantity;
    const ordersOfBuyer = () =>
      t.app.db
        .selectFrom('orders')
        .select(['price_cents', 'charge_cents'])
        .where('email', '=', buyer.email)
        .execute();
    // The database refuses any write of this buyer's charge (a disk error at that instant would do the
    // same): the order must not stand without it.
    const postgres = process.env.TEST_ENGINE === 'postgres';
    const when = sql`new.charge_cents is not null and new.email = ${sql.lit(buyer.email)}`;
    if (postgres) {
      await sql`create function refuse_charge() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`.execute(t.app.db);
      await sql`create trigger refuse_charge before insert or update on orders for each row
        when (${when}) execute function refuse_charge()`.execute(t.app.db);
    } else {
      for (const event of ['insert', 'update']) {
        await sql`create trigger ${sql.raw(`refuse_charge_${event}`)} before ${sql.raw(event)} on orders
          when ${when} begin select raise(abort, 'refused by the test'); end`.execute(t.app.db);
      }
    }
    const before = await stock();
    try {
      const placed = await injectAs(t.app, buyer).post('/api/order', {
        ...orderInput(discId, 2),
        country: 'DE',
      });
      expect(placed.statusCode).toBe(500);
      expect(await ordersOfBuyer()).toEqual([]);
      expect(await stock()).toBe(before);
    } finally {
      if (postgres) {
        await sql`drop trigger refuse_charge on orders`.execute(t.app.db);
        await sql`drop function refuse_charge()`.execute(t.app.db);
      } else {
        for (const event of ['insert', 'update']) {
          await sql`drop trigger ${sql.raw(`refuse_charge_${event}`)}`.execute(t.app.db);
        }
      }
    }
    // Placed again, the order and its charge are written together: price + shipping + tax.
    const placed = await injectAs(t.app, buyer).post('/api/order', {
      ...orderInput(discId, 2),
      country: 'DE',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const expected = chargesFor(
      [{ priceCents: 2 * 8999, quantity: 2, category: 'Brakes' }],
      to('DE'),
      shipping,
      tax,
    );
    expect(expected.shippingCents).toBeGreaterThan(0);
    expect(await ordersOfBuyer()).toEqual([{ price_cents: 2 * 8999, charge_cents: expected.totalCents }]);
    expect((await injectAs(t.app, buyer).get(`/api/order/${placed.json().insertedId}`)).json()).toMatchObject(
      {
        price: 179.98,
        total: expected.totalCents / 100,
      },
    );
    expect(await stock()).toBe(before - 2);
  });

  it('quotes on gross prices the shipping as it is charged, tax included, and places exactly that', async () => {
    const as = injectAs(t.app, admin);
    expect((await as.put('/api/settings/tax', { ...tax, prices: 'gross' })).statusCode).toBe(200);
    try {
      const buyer = await signUp(t.app);
      // $49.00 of goods include $7.82 tax; the $12.00 shipping includes $1.92: $61.00 to pay.
      expect(await quoteTwoToGermany(buyer)).toEqual({
        country: 'DE',
        state: null,
        prices: 'gross',
        goods: 49,
        shipping: 12,
        tax: 9.74,
        total: 61,
        reverseCharge: false,
      });
      const placed = await injectAs(t.app, buyer).post('/api/order', {
        ...orderInput(partId, 2),
        country: 'DE',
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const row = await t.app.db
        .selectFrom('orders')
        .select(['shipping_cents', 'shipping_tax_cents', 'charge_cents'])
        .where('id', '=', placed.json().insertedId)
        .executeTakeFirstOrThrow();
      expect(row.shipping_cents + row.shipping_tax_cents).toBe(1200);
      expect(row.charge_cents).toBe(6100);
    } finally {
      expect((await as.put('/api/settings/tax', tax)).statusCode).toBe(200);
    }
  });

  it('on gross prices with untaxed goods and taxed shipping, quotes and stores what is charged', async () => {
    const as = injectAs(t.app, admin);
    const untaxedGoods: TaxSettings = {
      prices: 'gross',
      rates: [{ country: 'DE', state: null, goods: 0, shipping: 19, reverseCharge: false }],
    };
    expect((await as.put('/api/settings/tax', untaxedGoods)).statusCode).toBe(200);
    try {
      const buyer = await signUp(t.app);
      // $49.00 of goods, no tax on them; the $12.00 shipping includes $1.92 (19 %): $61.00 to pay.
      const quote = await quoteTwoToGermany(buyer);
      expect(quote).toEqual({
        country: 'DE',
        state: null,
        prices: 'gross',
        goods: 49,
        shipping: 12,
        tax: 1.92,
        total: 61,
        reverseCharge: false,
      });
      expect(Math.round(quote.goods * 100) + Math.round(quote.shipping * 100)).toBe(6100);
      const placed = await injectAs(t.app, buyer).post('/api/order', {
        ...orderInput(partId, 2),
        country: 'DE',
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const order = (await injectAs(t.app, buyer).get(`/api/order/${placed.json().insertedId}`)).json();
      // Stored: shipping net $10.08 and its $1.92 tax, placed on gross prices, so shown as $12.00.
      expect(order).toMatchObject({ price: 49, shipping: 10.08, tax: 1.92, total: 61, grossPrices: true });
      const { readLines } = await checkoutToGermany(buyer, [{ partId, quantity: 2 }]);
      const [line] = await readLines();
      const stored = await t.app.db
        .selectFrom('orders')
        .select(['gross_prices', 'charge_cents'])
        .where('id', '=', line!.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ gross_prices: 1, charge_cents: 6100 });
    } finally {
      expect((await as.put('/api/settings/tax', tax)).statusCode).toBe(200);
    }
    const netBuyer = await signUp(t.app);
    const netOrder = await injectAs(t.app, netBuyer).post('/api/order', {
      ...orderInput(partId, 1),
      country: 'DE',
    });
    expect(
      (await injectAs(t.app, netBuyer).get(`/api/order/${netOrder.json().insertedId}`)).json(),
    ).toMatchObject({
      grossPrices: false,
    });
  });

  it('ships to the store country when none is asked, and taxes a US state', async () => {
    const buyer = await signUp(t.app);
    const plain = await newOrderId(t.app, buyer, discId, 1);
    expect((await injectAs(t.app, buyer).get(`/api/order/${plain}`)).json()).toMatchObject({
      country: 'US',
      state: null,
      shipping: 11.45,
      tax: 0,
      total: 101.44,
    });
    const ca = await injectAs(t.app, buyer).post('/api/order', {
      ...orderInput(discId, 3),
      country: 'US',
      state: 'CA',
    });
    // $269.97 is above $200: no flat charge, three heavy units at $1.50; 7.25 % of $269.97 is 19.572825.
    expect((await injectAs(t.app, buyer).get(`/api/order/${ca.json().insertedId}`)).json()).toMatchObject({
      country: 'US',
      state: 'CA',
      shipping: 4.5,
      tax: 19.57,
      total: 294.04,
    });
    const bad = await injectAs(t.app, buyer).post('/api/order', {
      ...orderInput(discId, 1),
      country: 'Germany',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('two-letter code');
  });

  it('invoices a business buyer under reverse charge with no tax, and says so', async () => {
    const buyer = await signUp(t.app, 'Werkstatt GmbH');
    const saved = await injectAs(t.app, buyer).put(`/api/profile/${buyer.email}`, {
      location: 'Berlin',
      number: '+49 30 1234567',
      linkedIn: 'linkedin.com/in/werkstatt',
      taxId: 'de123456789',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await injectAs(t.app, buyer).get(`/api/profile/${buyer.email}`)).json().taxId).toBe(
      'DE123456789',
    );
    const placed = await injectAs(t.app, buyer).post('/api/order', {
      ...orderInput(partId, 4),
      country: 'DE',
    });
    const orderId = placed.json().insertedId as string;
    expect((await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json()).toMatchObject({
      tax: 0,
      reverseCharge: true,
      total: 98 + 12,
    });
    await markPaid(buyer, orderId);
    const text = await pdfText(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/order/${orderId}/invoice`,
          headers: bearer(buyer.token),
        })
      ).rawPayload,
    );
    expect(text).toContain('Reverse charge');
    expect(text).toContain('$110.00');
  });

  it('reads an order placed before shipping and tax as its price alone, in the store country', async () => {
    const buyer = await signUp(t.app);
    const orderId = await newOrderId(t.app, buyer, partId, 1);
    await t.app.db
      .updateTable('orders')
      .set({ charge_cents: null, shipping_cents: 0, shipping_tax_cents: 0, tax_cents: 0 })
      .where('id', '=', orderId)
      .execute();
    expect((await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json()).toMatchObject({
      price: 24.5,
      shipping: 0,
      tax: 0,
      total: 24.5,
      country: 'US',
    });
    await markPaid(buyer, orderId);
    expect((await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json().paid).toBe(true);
  });

  it("keeps a checkout's shipping when the line holding it is deleted, and pays exactly that", async () => {
    const buyer = await signUp(t.app);
    const as = injectAs(t.app, buyer);
    const { checkoutId, readLines: lines } = await checkoutToGermany(buyer, [
      { partId, quantity: 3 },
      { partId: discId, quantity: 2 },
      { partId: await filterPart(1250), quantity: 1 },
    ]);
    const before = await lines();
    const holding = before.find((line) => line.shipping_cents > 0)!;
    // $12 + 2 heavy units × $2, and 19 % of it.
    expect([holding.shipping_cents, holding.shipping_tax_cents]).toEqual([1600, 304]);
    expect((await as.delete(`/api/order/${holding.id}`)).statusCode).toBe(200);
    const after = await lines();
    expect(after).toHaveLength(2);
    expect(after.reduce((sum, line) => sum + line.shipping_cents, 0)).toBe(1600);
    expect(after.reduce((sum, line) => sum + line.shipping_tax_cents, 0)).toBe(304);
    const charged = after.reduce((sum, line) => sum + line.charge_cents!, 0);
    const kept = before.filter((line) => line.id !== holding.id);
    expect(charged).toBe(kept.reduce((sum, line) => sum + line.charge_cents!, 0) + 1904);
    const checkout = (await as.get(`/api/checkout/${checkoutId}`)).json();
    expect(checkout).toMatchObject({ shipping: 16, total: charged / 100 });
    // The checkout's one payment takes exactly that.
    const intent = await as.post(`/api/checkout/${checkoutId}/payment-intent`);
    expect(intent.statusCode, intent.body).toBe(200);
    const payment = await t.app.db
      .selectFrom('payment_intent')
      .select('amount_cents')
      .where('client_secret', '=', intent.json().clientSecret)
      .executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(charged);
  });

  it("keeps a checkout's shipping when the line holding it and the next are deleted at once", async () => {
    const buyer = await signUp(t.app);
    const as = injectAs(t.app, buyer);
    const partIds = [partId, await filterPart(1250), await filterPart(1500)];
    const { readLines: lines } = await checkoutToGermany(
      buyer,
      partIds.map((id) => ({ partId: id, quantity: 1 })),
    );
    const all = await lines();
    const holding = all.find((line) => line.shipping_cents > 0)!;
    expect(holding).toMatchObject({ shipping_cents: 1200, shipping_tax_cents: 228 });
    const [next, last] = all.filter((line) => line !== holding) as [(typeof all)[0], (typeof all)[0]];
    // The line it would move to goes at the same instant: it moves to the one left.
    const deleted = await Promise.all([holding, next].map((line) => as.delete(`/api/order/${line.id}`)));
    expect(deleted.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await lines()).toEqual([
      expect.objectContaining({ id: last.id, shipping_cents: 1200, shipping_tax_cents: 228 }),
    ]);
  });

  it('charges a checkout one shipment, shows it before paying, and pays exactly that', async () => {
    const buyer = await signUp(t.app);
    const as = injectAs(t.app, buyer);
    await as.put('/api/basket', {
      lines: [
        { partId, quantity: 3 },
        { partId: discId, quantity: 2 },
      ],
    });
    const quote = (await as.get('/api/charges/quote?country=DE')).json();
    // Goods $73.50 + $179.98; shipping $12 + 2 heavy units × $2; 19 % per line and on shipping.
    expect(quote).toMatchObject({ goods: 253.48, shipping: 16, tax: 51.21, total: 320.69 });
    const placed = await as.post('/api/checkout', {
      address: '1 Hafenstraße, Hamburg',
      number: '+49 40 1234567',
      country: 'DE',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().total).toBe(quote.total);
    const checkout = (await as.get(`/api/checkout/${placed.json()._id}`)).json();
    expect(checkout).toMatchObject({ country: 'DE', shipping: 16, total: quote.total });
    expect(checkout.tax).toBe(51.21);
  });
});
