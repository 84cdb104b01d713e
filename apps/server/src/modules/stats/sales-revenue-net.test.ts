import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { confirmedPaymentId, orderInput } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rebuildSalesLedger } from './sales-ledger';

const today = new Date().toISOString().slice(0, 10);

/**
 * The sales page's revenue is the goods kept: net of the tax collected, without the shipping, and less
 * the goods' share of every refund (ADR 0034 addendum), equal to a recount of the orders, on both engines.
 */
describe('sales revenue: goods net of tax and of refunds', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '100',
      RETURN_RESTOCKING_FEE_PERCENT: '10',
    });
    admin = await signUpAdmin(t.app);
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const setRates = async (prices: 'net' | 'gross') => {
    const as = injectAs(t.app, admin);
    const shipping = {
      heavyCategories: [],
      defaultRate: { flat: 0, freeAbove: null, heavyUnit: 0 },
      rates: [{ country: 'DE', flat: 12, freeAbove: null, heavyUnit: 0 }],
    };
    const tax = {
      prices,
      rates: [{ country: 'DE', state: null, goods: 19, shipping: 19, reverseCharge: false }],
    };
    expect((await as.put('/api/settings/shipping', shipping)).statusCode).toBe(200);
    expect((await as.put('/api/settings/tax', tax)).statusCode).toBe(200);
  };

  const paidOrderToGermany = async (partId: string, quantity: number) => {
    const placed = await injectAs(t.app, buyer).post('/api/order', {
      ...orderInput(partId, quantity),
      country: 'DE',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().insertedId as string;
    const transactionId = await confirmedPaymentId(t.app, buyer, orderId);
    expect((await injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId })).statusCode).toBe(
      200,
    );
    return orderId;
  };
  const refund = async (orderId: string, body: object) => {
    const res = await injectAs(t.app, admin).post(`/api/order/${orderId}/refund`, body);
    expect(res.json(), res.body).toMatchObject({ state: 'succeeded' });
  };
  const pageRevenueCents = async () => {
    const res = await injectAs(t.app, admin).get(`/api/stats/sales?from=${today}&to=${today}&interval=day`);
    return Math.round(res.json().total.revenue * 100);
  };
  const ledgerCents = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('sales_day')
          .select((eb) => eb.fn.sum<number | string>('revenue_cents').as('cents'))
          .executeTakeFirstOrThrow()
      ).cents,
    );

  it('after a refund equals a recount of what was kept, tax and shipping left out', async () => {
    const partId = (
      await insertPart(t.app, { price_cents: 1000, min_order_quantity: 1, available_quantity: 100 })
    ).id;
    await setRates('net');
    // $50.00 of goods, $9.50 tax, $12.00 shipping and $2.28 of its tax: $73.78 charged, $50.00 revenue.
    const kept = await paidOrderToGermany(partId, 5);
    const partly = await paidOrderToGermany(partId, 5);
    const cancelled = await paidOrderToGermany(partId, 5);
    expect(await pageRevenueCents()).toBe(3 * 5000);
    // $20.00 back of goods and tax worth $59.50: its goods' share is 20 × 50 / 59.5 = $16.81 (half up).
    await refund(partly, { amount: 20, reason: 'One disc arrived scratched' });
    await refund(cancelled, { reason: 'Out of stock at the supplier', cancel: true });
    // Gross prices: $50.00 paid for the goods includes $7.98 tax; the revenue is the $42.02 net.
    await setRates('gross');
    await paidOrderToGermany(partId, 5);
    const expected = 5000 + (5000 - 1681) + 0 + 4202;
    expect(await pageRevenueCents()).toBe(expected);
    expect(await ledgerCents()).toBe(expected);
    // The recount from the orders gives the same figure.
    await rebuildSalesLedger(t.app.db);
    expect(await ledgerCents()).toBe(expected);
    expect((await injectAs(t.app, buyer).get(`/api/order/${kept}`)).json()).toMatchObject({ total: 73.78 });
  });
  /** The buyer returns `quantity` units of a shipped order; the admin approves and receives them. */
  const returned = async (orderId: string, quantity: number, reason: string) => {
    const as = injectAs(t.app, admin);
    expect((await as.put(`/api/order/${orderId}`, { status: 'Shipped' })).statusCode).toBe(200);
    const asked = await injectAs(t.app, buyer).post(`/api/order/${orderId}/return`, { quantity, reason });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json()._id as string;
    expect(
      (await as.put(`/api/return/${id}`, { state: 'approved', message: 'Ship it back.' })).statusCode,
    ).toBe(200);
    const received = await as.put(`/api/return/${id}`, { state: 'received' });
    expect(received.json(), received.body).toMatchObject({ state: 'received', refundState: 'succeeded' });
    return received.json() as { refund: number; fee: number; refundId: string };
  };

  it('a received return refunds the goods and their tax, less the fee on the goods; the ledger equals a recount', async () => {
    const partId = (
      await insertPart(t.app, { price_cents: 1000, min_order_quantity: 1, available_quantity: 100 })
    ).id;
    const before = await ledgerCents();
    // Net prices: 5 × $10.00 goods + $9.50 tax (+ shipping). Two units back: $20.00 and their $3.80 tax.
    await setRates('net');
    const net = await paidOrderToGermany(partId, 5);
    const netReturn = await returned(net, 2, 'damaged_in_transit');
    expect(netReturn).toMatchObject({ refund: 23.8, fee: 0 });
    const note = await pdfText(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/credit-note/${netReturn.refundId}`,
          headers: { authorization: `Bearer ${buyer.token}` },
        })
      ).rawPayload,
    );
    for (const expected of ['Returned:', '$20.00', '$3.80', '$23.80', 'Total refunded']) {
      expect(note).toContain(expected);
    }
    // Gross prices: $50.00 paid for the goods is $42.02 + $7.98 tax. Two units, "no longer needed":
    // goods 4202 × 2/5 = $16.81, tax 798 × 2/5 = $3.19 (half up), fee 10 % of $16.81 = $1.68: $18.32.
    await setRates('gross');
    const gross = await paidOrderToGermany(partId, 5);
    const grossReturn = await returned(gross, 2, 'no_longer_needed');
    expect(grossReturn).toMatchObject({ refund: 18.32, fee: 1.68 });
    // Revenue kept: net 5000 − 2380 × 5000 / 5950 = $30.00; gross 4202 − 1832 × 4202 / 5000 = $26.62.
    const expected = before + 3000 + 2662;
    expect(await ledgerCents()).toBe(expected);
    await rebuildSalesLedger(t.app.db);
    expect(await ledgerCents()).toBe(expected);
    expect((await injectAs(t.app, buyer).get(`/api/order/${net}`)).json()).toMatchObject({ refunded: 23.8 });
  });
});
