import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { confirmedPaymentId, newOrderId, placeOrder, startPayment, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('unpaid orders (audit findings 5 and 6)', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      UNPAID_ORDER_HOLD_MINUTES: '1',
      MAX_UNPAID_ORDERS: '3',
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  /** The hold of an order ran out: as if its minute had passed. */
  const expire = (orderId: string) =>
    t.app.db
      .updateTable('orders')
      .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', orderId)
      .execute();
  const orderOf = async (account: TestAccount, orderId: string) =>
    (await injectAs(t.app, account).get(`/api/order/${orderId}`)).json();
  const listOf = async (account: TestAccount) =>
    (
      await injectAs(t.app, account).get(`/api/order?email=${encodeURIComponent(account.email)}`)
    ).json() as Array<{ _id: string; expired: boolean; needsAttention: boolean }>;
  const allOrders = async () =>
    (await injectAs(t.app, admin).get('/api/order')).json() as Array<{
      _id: string;
      expired: boolean;
      needsAttention: boolean;
    }>;

  it('hold their stock for UNPAID_ORDER_HOLD_MINUTES, then give it back exactly once and show as expired', async () => {
    const buyer = await signUp(t.app);
    const part = await insertPart(t.app, { available_quantity: 100, min_order_quantity: 1 });
    const orderId = await newOrderId(t.app, buyer, part.id, 100);
    const held = await orderOf(buyer, orderId);
    expect(held).toMatchObject({ expired: false, needsAttention: false });
    expect(Date.parse(held.holdUntil) - Date.parse(held.createdAt)).toBe(60_000);
    expect(await stockOf(t.app, part.id)).toBe(0);

    await expire(orderId);
    // Many readers at once, on any instance: the units go back once.
    await Promise.all([orderOf(buyer, orderId), listOf(buyer), allOrders(), orderOf(buyer, orderId)]);
    expect(await stockOf(t.app, part.id)).toBe(100);
    expect(await orderOf(buyer, orderId)).toMatchObject({ paid: false, expired: true });
    expect((await listOf(buyer)).find((order) => order._id === orderId)?.expired).toBe(true);
    expect((await allOrders()).find((order) => order._id === orderId)?.expired).toBe(true);
    // Manage All Orders filters it as Expired, no longer as Unpaid.
    const filtered = async (condition: string) =>
      (
        await injectAs(t.app, admin).get(
          `/api/order?condition=${condition}&q=${encodeURIComponent(buyer.email)}`,
        )
      ).json() as Array<{ _id: string }>;
    expect((await filtered('expired')).map((order) => order._id)).toEqual([orderId]);
    expect((await filtered('unpaid')).map((order) => order._id)).toEqual([]);

    // No payment for it any more; it can be deleted, without giving the units back a second time.
    const intent = await injectAs(t.app, buyer).post('/api/create-payment-intent', { orderId });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toMatch(/expired/);
    const deleted = await injectAs(t.app, buyer).delete(`/api/order/${orderId}`);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(t.app, part.id)).toBe(100);
  });

  it('are released by the sweep without anyone reading them', async () => {
    const buyer = await signUp(t.app);
    const part = await insertPart(t.app, { available_quantity: 10, min_order_quantity: 1 });
    const orderId = await newOrderId(t.app, buyer, part.id, 10);
    await expire(orderId);
    await t.app.releaseExpiredOrders();
    await t.app.releaseExpiredOrders();
    expect(await stockOf(t.app, part.id)).toBe(10);
  });

  it('are at most MAX_UNPAID_ORDERS per buyer; the next one says to pay or delete one', async () => {
    const buyer = await signUp(t.app);
    const part = await insertPart(t.app, { available_quantity: 1000, min_order_quantity: 1 });
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await newOrderId(t.app, buyer, part.id, 1));
    const refused = await placeOrder(t.app, buyer, part.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message:
        'You have 3 unpaid orders, the most you can keep open. Pay or delete one of them to order again.',
    });
    expect(await stockOf(t.app, part.id)).toBe(997);
    // Concurrent orders cannot slip past the cap either.
    const other = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeOrder(t.app, other, part.id, 1)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    // An expired order no longer counts.
    await expire(ids[0]!);
    expect((await placeOrder(t.app, buyer, part.id, 1)).statusCode).toBe(200);
    // At the cap again; a deleted order no longer counts either.
    expect((await placeOrder(t.app, buyer, part.id, 1)).statusCode).toBe(409);
    expect((await injectAs(t.app, buyer).delete(`/api/order/${ids[1]}`)).statusCode).toBe(200);
    expect((await placeOrder(t.app, buyer, part.id, 1)).statusCode).toBe(200);
    expect((await placeOrder(t.app, buyer, part.id, 1)).statusCode).toBe(409);
  });

  it('never lose a payment that succeeded for an order that expired meanwhile: paid, stock taken again', async () => {
    const buyer = await signUp(t.app);
    const part = await insertPart(t.app, { available_quantity: 50, min_order_quantity: 1 });
    const orderId = await newOrderId(t.app, buyer, part.id, 20);
    const transactionId = await confirmedPaymentId(t.app, buyer, orderId);
    await expire(orderId);
    expect(await orderOf(buyer, orderId)).toMatchObject({ expired: true });
    expect(await stockOf(t.app, part.id)).toBe(50);
    const patch = await injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId });
    expect(patch.json()).toEqual({ modifiedCount: 1 });
    expect(await orderOf(buyer, orderId)).toMatchObject({
      paid: true,
      expired: false,
      needsAttention: false,
    });
    expect(await stockOf(t.app, part.id)).toBe(30);
  });

  it('mark such a paid order for the admin when its stock is gone, visible in Manage All Orders', async () => {
    const [buyer, other] = [await signUp(t.app), await signUp(t.app)];
    const part = await insertPart(t.app, { available_quantity: 20, min_order_quantity: 1 });
    const orderId = await newOrderId(t.app, buyer, part.id, 20);
    const transactionId = await confirmedPaymentId(t.app, buyer, orderId);
    await expire(orderId);
    await newOrderId(t.app, other, part.id, 15); // the released units sell meanwhile
    const patch = await injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId });
    expect(patch.json()).toEqual({ modifiedCount: 1 });
    expect(await stockOf(t.app, part.id)).toBe(5);
    expect((await allOrders()).find((order) => order._id === orderId)).toMatchObject({
      paid: true,
      expired: false,
      needsAttention: true,
    });
  });

  it('cannot be deleted while the test processor has taken the money (audit finding 6)', async () => {
    const buyer = await signUp(t.app);
    const part = await insertPart(t.app, { available_quantity: 10, min_order_quantity: 1 });
    const orderId = await newOrderId(t.app, buyer, part.id, 2);
    await confirmedPaymentId(t.app, buyer, orderId); // charged; the PATCH has not come yet
    const refused = await injectAs(t.app, buyer).delete(`/api/order/${orderId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This order is being paid, so it cannot be deleted. It will show as paid shortly.',
    );
    expect(await stockOf(t.app, part.id)).toBe(8);
  });

  it('keep one intent per order for concurrent calls, enforced by the database (audit finding 6)', async () => {
    const buyer = await signUp(t.app);
    const part = await insertPart(t.app, { available_quantity: 10, min_order_quantity: 1 });
    const orderId = await newOrderId(t.app, buyer, part.id, 1);
    const secrets = await Promise.all(Array.from({ length: 8 }, () => startPayment(t.app, buyer, orderId)));
    expect(new Set(secrets).size).toBe(1);
    const rows = await t.app.db
      .selectFrom('payment_intent')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(rows).toHaveLength(1);
    await expect(
      t.app.db
        .insertInto('payment_intent')
        .values({
          id: 'pi_test_duplicate',
          order_id: orderId,
          amount_cents: 1,
          currency: 'usd',
          status: 'requires_payment_method',
          client_secret: 'pi_test_duplicate_secret_x',
          last_error: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});
