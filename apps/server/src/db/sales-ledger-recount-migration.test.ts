import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin } from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { paidOrderId } from '../test/orders';
import { createTestApp, type TestApp } from '../test/test-app';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const recount = '0024-sales-ledger-recount';

/**
 * Migration 0024's one-off recount: sales days counted before revenue was the goods kept net of tax and
 * refunds take the recounted figure; two instances starting at once recount once (the migrator's lock
 * and its record of what ran), and the figure is the same whichever ran it.
 */
describe('migration 0024 recounts the sales ledger once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '100' });
  });
  afterAll(() => t.close());

  const revenue = async () =>
    (await t.app.db.selectFrom('sales_day').select(['day', 'revenue_cents']).orderBy('day').execute()).map(
      (row) => ({ day: row.day, cents: Number(row.revenue_cents) }),
    );

  it('gives old days the recounted figure, once, with two instances starting at once', async () => {
    const buyer = await signUp(t.app);
    const admin = await signUpAdmin(t.app);
    const partId = (
      await insertPart(t.app, { price_cents: 2500, min_order_quantity: 1, available_quantity: 100 })
    ).id;
    const orderId = await paidOrderId(t.app, buyer, partId, { quantity: 4 });
    const refunded = await injectAs(t.app, admin).post(`/api/order/${orderId}/refund`, {
      amount: 30,
      reason: 'Goodwill',
    });
    expect(refunded.json(), refunded.body).toMatchObject({ state: 'succeeded' });
    const counted = await revenue();
    expect(counted.reduce((sum, day) => sum + day.cents, 0)).toBe(10_000 - 3_000);
    // A day counted the old way (gross of refunds), and a database that has not run the recount yet.
    await t.app.db.updateTable('sales_day').set({ revenue_cents: 10_000 }).execute();
    await t.app.db.updateTable('part_sales_day').set({ revenue_cents: 10_000 }).execute();
    await sql`delete from kysely_migration where name = ${recount}`.execute(t.app.db);

    const instances = [openDatabase(t.app.config.databaseUrl), openDatabase(t.app.config.databaseUrl)];
    try {
      const ran =
        instances[0]!.engine === 'postgres'
          ? await Promise.all(instances.map((instance) => migrateToLatest(instance)))
          : [await migrateToLatest(instances[0]!), await migrateToLatest(instances[1]!)];
      expect(ran.flat().filter((name) => name === recount)).toEqual([recount]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    expect(await revenue()).toEqual(counted);
    const parts = await t.app.db.selectFrom('part_sales_day').select('revenue_cents').execute();
    expect(parts.map((row) => Number(row.revenue_cents))).toEqual([7_000]);
  });
});
