import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { placeOrder, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The queries `pg` sends to PostgreSQL (each one round trip) while `run` runs; `rewrite` may change a
 * query's text before it is sent.
 */
async function queriesDuring<T>(
  run: () => Promise<T>,
  rewrite = (text: string) => text,
): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const send = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args as [string | { text: string }];
    queries.push(typeof first === 'string' ? first : first.text);
    if (typeof first === 'string') args[0] = rewrite(first);
    return (send as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof send;
  try {
    return { result: await run(), queries };
  } finally {
    pg.Client.prototype.query = send;
  }
}

describe('placing an order on PostgreSQL', () => {
  let t: TestApp;
  let buyer: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('costs one round trip beside the bearer lookup, once the part has been priced', async () => {
    const part = await insertPart(t.app, { min_order_quantity: 2, available_quantity: 100 });
    expect((await placeOrder(t.app, buyer, part.id, 2)).statusCode).toBe(200);
    const { result, queries } = await queriesDuring(() => placeOrder(t.app, buyer, part.id, 3));
    expect(result.statusCode).toBe(200);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatch(/from "session"/);
    expect(queries[1]).toMatch(/from place_orders\(/);
    // Committed without waiting for the flush, then flushed by a synchronous commit before answering.
    expect(queries[1]).toMatch(
      /set_config\('synchronous_commit', 'off', true\)[\s\S]*commit;\s*select pg_current_xact_id\(\)$/,
    );
    expect(await stockOf(t.app, part.id)).toBe(95);
  });

  it('drops the connection of an order that failed half way, so its open transaction is not reused', async () => {
    const part = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 10 });
    expect((await placeOrder(t.app, buyer, part.id, 1)).statusCode).toBe(200);
    const failing = await queriesDuring(
      () => placeOrder(t.app, buyer, part.id, 1),
      (text) => text.replace(/\ncommit;/, '\nselect 1 / 0;\ncommit;'),
    );
    expect(failing.result.statusCode).toBe(500);
    expect(await stockOf(t.app, part.id)).toBe(9);
    // The next order gets a working connection (the failed one was left in an aborted transaction).
    expect((await placeOrder(t.app, buyer, part.id, 2)).statusCode).toBe(200);
    expect(await stockOf(t.app, part.id)).toBe(7);
  });

  it('places the orders of one part that come in together in one query, each under every rule', async () => {
    const capped = await createTestApp({ AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '2' });
    try {
      const [first, second] = [await signUp(capped.app), await signUp(capped.app)];
      const part = await insertPart(capped.app, { min_order_quantity: 1, available_quantity: 10 });
      // The first order to reach the part goes alone, and its query is held for half a second (after its
      // commit), so the five others, each read and priced meanwhile however slow the machine, wait for it.
      let held = false;
      const holdFirst = (text: string) => {
        if (held || !text.includes('from place_orders(')) return text;
        held = true;
        return text.replace(/\ncommit;/, '\ncommit;\nselect pg_sleep(0.5);');
      };
      const { result, queries } = await queriesDuring(
        () =>
          Promise.all([
            ...[1, 1, 1].map((quantity) => placeOrder(capped.app, first, part.id, quantity)),
            ...[4, 4, 4].map((quantity) => placeOrder(capped.app, second, part.id, quantity)),
          ]),
        holdFirst,
      );
      const statuses = (orders: typeof result) => orders.map((response) => response.statusCode).sort();
      // The first buyer's third order is over the cap of open orders; the second's third finds no stock.
      expect(statuses(result.slice(0, 3))).toEqual([200, 200, 409]);
      expect(statuses(result.slice(3))).toEqual([200, 200, 409]);
      expect(await stockOf(capped.app, part.id)).toBe(0);
      const placing = queries.filter((text) => text.includes('from place_orders('));
      // Each order's buyer is named once in its batch's call, in the column of buyers' emails.
      const ordersIn = (text: string) =>
        [first, second].reduce((count, buyer) => count + text.split(`'${buyer.email}'`).length - 1, 0);
      const ordersPerQuery = placing.map(ordersIn);
      expect(ordersPerQuery.reduce((sum, count) => sum + count, 0)).toBe(6);
      expect(held).toBe(true);
      expect(Math.max(...ordersPerQuery)).toBeGreaterThan(1);
    } finally {
      await capped.close();
    }
  });

  it("takes a part's stock in place, without new index entries (a HOT update: no index holds the stock)", async () => {
    const part = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 10 });
    // The backend's count of updates made in place (it may include earlier transactions not yet reported).
    const inPlaceSoFar = async (trx: typeof t.app.db) =>
      Number(
        (
          await sql<{
            hot: string;
          }>`select pg_stat_get_xact_tuples_hot_updated('part'::regclass) as hot`.execute(trx)
        ).rows[0]!.hot,
      );
    const inPlace = await t.app.db.transaction().execute(async (trx) => {
      const before = await inPlaceSoFar(trx);
      await trx
        .updateTable('part')
        .set((eb) => ({
          available_quantity: eb('available_quantity', '-', 1),
          updated_at: new Date().toISOString(),
        }))
        .where('id', '=', part.id)
        .execute();
      return (await inPlaceSoFar(trx)) - before;
    });
    expect(inPlace).toBe(1);
  });
});
