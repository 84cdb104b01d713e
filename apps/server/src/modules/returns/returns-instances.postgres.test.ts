import { describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { twoInstancesOnOnePostgres } from '../../test/instances';
import { shippedOrderId, stockOf } from '../../test/orders';

describe('returns through two instances on one PostgreSQL', () => {
  const instances = twoInstancesOnOnePostgres({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });

  it('never holds more units than shipped, nor refunds a return twice, with both instances racing', async () => {
    const { one, two } = instances;
    const buyer = await signUp(one.app, 'Instance Returner');
    const admins = [await signUpAdmin(one.app), await signUpAdmin(one.app)];
    const partId = (
      await insertPart(one.app, { available_quantity: 100, min_order_quantity: 1, price_cents: 2500 })
    ).id;
    const orderId = await shippedOrderId(one.app, buyer, admins[0]!, partId, 5);
    const asked = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        injectAs(n % 2 ? one.app : two.app, buyer).post(`/api/order/${orderId}/return`, {
          quantity: 1,
          reason: 'wrong_part_sent',
        }),
      ),
    );
    for (const res of asked) expect([201, 409], res.body).toContain(res.statusCode);
    const ids = asked.filter((res) => res.statusCode === 201).map((res) => res.json()._id as string);
    expect(ids).toHaveLength(5);

    const id = ids[0]!;
    const approve = await injectAs(two.app, admins[1]!).put(`/api/return/${id}`, {
      state: 'approved',
      message: 'Use the prepaid label in the box.',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const received = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        injectAs(n % 2 ? one.app : two.app, admins[n % 2]!).put(`/api/return/${id}`, {
          state: 'received',
          resaleable: true,
        }),
      ),
    );
    for (const res of received) expect([200, 409], res.body).toContain(res.statusCode);
    expect(received.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refunds = await one.app.db.selectFrom('refund').selectAll().where('return_id', '=', id).execute();
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: 2500, state: 'succeeded' })]);
    const atProcessor = await one.app.db
      .selectFrom('test_refund')
      .select('amount_cents')
      .where('payment_intent_id', '=', refunds[0]!.payment_intent_id)
      .execute();
    expect(atProcessor).toEqual([{ amount_cents: 2500 }]);
    expect(await stockOf(one.app, partId)).toBe(96);
    const order = (await injectAs(two.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(order).toMatchObject({ refunded: 25, returned: 5 });
  });
  it('lapses each approved return once, with both instances sweeping at once, and receives a late one once', async () => {
    const { one, two } = instances;
    const buyer = await signUp(one.app, 'Instance Lapser');
    const admin = await signUpAdmin(one.app);
    const partId = (
      await insertPart(one.app, { available_quantity: 100, min_order_quantity: 1, price_cents: 1500 })
    ).id;
    const orderId = await shippedOrderId(one.app, buyer, admin, partId, 4);
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const asked = await injectAs(one.app, buyer).post(`/api/order/${orderId}/return`, {
        quantity: 1,
        reason: 'does_not_fit',
      });
      ids.push(asked.json()._id as string);
      const approved = await injectAs(two.app, admin).put(`/api/return/${asked.json()._id}`, {
        state: 'approved',
        message: 'Use the prepaid label.',
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    await one.app.db
      .updateTable('order_return')
      .set({ approved_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', 'in', ids)
      .execute();
    await Promise.all([
      one.app.lapseReturns(),
      two.app.lapseReturns(),
      one.app.lapseReturns(),
      two.app.lapseReturns(),
    ]);
    const rows = await one.app.db.selectFrom('order_return').select('state').where('id', 'in', ids).execute();
    expect(rows.map((row) => row.state)).toEqual(['lapsed', 'lapsed', 'lapsed']);
    const returned = async () =>
      (await injectAs(two.app, buyer).get(`/api/order/${orderId}`)).json().returned as number;
    expect(await returned()).toBe(0);

    const received = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        injectAs(n % 2 ? one.app : two.app, admin).put(`/api/return/${ids[0]}`, { state: 'received' }),
      ),
    );
    for (const res of received) expect([200, 409], res.body).toContain(res.statusCode);
    expect(received.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(await returned()).toBe(1);
    const refunds = await one.app.db
      .selectFrom('refund')
      .selectAll()
      .where('return_id', '=', ids[0]!)
      .execute();
    expect(refunds).toEqual([expect.objectContaining({ amount_cents: 1500, state: 'succeeded' })]);
  });
});
