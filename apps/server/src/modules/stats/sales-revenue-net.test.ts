import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { confirmedPaymentId, orderInput } from '../../test/orders';
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
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '100' });
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
});
