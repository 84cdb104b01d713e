import { describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin } from '../../test/accounts';
import { paidCheckoutId } from '../../test/checkouts';
import { insertPart } from '../../test/fixtures';
import { paidOrderId } from '../../test/orders';
import { twoInstancesOnOnePostgres } from '../../test/instances';

describe('refunds through two instances on one PostgreSQL', () => {
  const instances = twoInstancesOnOnePostgres({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });

  it('never refund more than was paid, with order, line and checkout refunds racing', async () => {
    const { one, two } = instances;
    const buyer = await signUp(one.app, 'Instance Buyer');
    const admins = [await signUpAdmin(one.app), await signUpAdmin(one.app)];
    const part = (
      await insertPart(one.app, { available_quantity: 1000, min_order_quantity: 1, price_cents: 1000 })
    ).id;
    const orderId = await paidOrderId(one.app, buyer, part, { quantity: 5 });
    const checkoutId = await paidCheckoutId(one.app, buyer, [{ partId: part, quantity: 4 }]);
    const line = (await injectAs(one.app, buyer).get(`/api/checkout/${checkoutId}`)).json().lines[0]._id;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => {
        const app = n % 2 ? one.app : two.app;
        const as = injectAs(app, admins[n % 2]!);
        if (n % 4 === 0) return as.post(`/api/order/${orderId}/refund`, { amount: 20, reason: `Order ${n}` });
        if (n % 4 === 1) return as.post(`/api/order/${line}/refund`, { amount: 15, reason: `Line ${n}` });
        return as.post(`/api/checkout/${checkoutId}/refund`, { amount: 15, reason: `Checkout ${n}` });
      }),
    );
    for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
    const sum = async (where: 'order_id' | 'checkout_id', id: string) =>
      (
        await one.app.db
          .selectFrom('refund')
          .select(['amount_cents', 'state'])
          .where(where, '=', id)
          .execute()
      )
        .filter((row) => row.state === 'succeeded')
        .reduce((total, row) => total + row.amount_cents, 0);
    expect(await sum('order_id', orderId)).toBe(4000);
    // Refunds of $15.00 each: as many as fit in the $40.00 paid, and no more.
    const checkoutRefunded = await sum('checkout_id', checkoutId);
    expect(checkoutRefunded).toBe(3000);
    const atProcessor = await one.app.db
      .selectFrom('test_refund')
      .select(['payment_intent_id'])
      .select((eb) => eb.fn.sum<string>('amount_cents').as('cents'))
      .where('status', '=', 'succeeded')
      .groupBy('payment_intent_id')
      .execute();
    for (const row of atProcessor) expect(Number(row.cents)).toBeLessThanOrEqual(4000);
    const order = (await injectAs(two.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(order.refunded).toBe(40);
    const checkout = (await injectAs(two.app, buyer).get(`/api/checkout/${checkoutId}`)).json();
    expect(checkout.refunded).toBe(30);
    expect(checkout.lines[0].refunded).toBe(30);
  });
});
