import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { orderInput, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('orders placed together on SQLite (one transaction, a savepoint each)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '2' });
    // A fault in the database itself: inserting an order shipped to 'Nowhere' fails.
    await sql`create trigger refuse_nowhere before insert on orders when new.address = 'Nowhere'
      begin select raise(abort, 'no such address'); end`.execute(t.app.db);
  });
  afterAll(() => t.close());

  it('rolls back an order that fails alone: the orders placed with it stand, its units stay', async () => {
    const part = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 10 });
    const buyers = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const answers = await Promise.all([
      injectAs(t.app, buyers[0]!).post('/api/order', orderInput(part.id, 2)),
      injectAs(t.app, buyers[1]!).post('/api/order', { ...orderInput(part.id, 3), address: 'Nowhere' }),
      injectAs(t.app, buyers[2]!).post('/api/order', orderInput(part.id, 4)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 500, 200]);
    expect(await stockOf(t.app, part.id)).toBe(4);
    const orders = await t.app.db
      .selectFrom('orders')
      .select('quantity')
      .where('part_id', '=', part.id)
      .execute();
    expect(orders.map((order) => order.quantity).sort()).toEqual([2, 4]);
  });

  it('checks each order against the ones placed before it in the same transaction', async () => {
    const part = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 7 });
    const third = await signUp(t.app);
    const [one, two] = [await signUp(t.app), await signUp(t.app)];
    const answers = await Promise.all([
      ...[1, 1, 1].map((quantity) => injectAs(t.app, one).post('/api/order', orderInput(part.id, quantity))),
      ...[2, 2].map((quantity) => injectAs(t.app, two).post('/api/order', orderInput(part.id, quantity))),
    ]);
    // The first buyer's third order is over the cap of 2 open orders; the other four take 6 of the 7
    // units, so an order of 2 more finds 1.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 409]);
    expect((await injectAs(t.app, third).post('/api/order', orderInput(part.id, 2))).statusCode).toBe(409);
    expect(await stockOf(t.app, part.id)).toBe(1);
  });
});
