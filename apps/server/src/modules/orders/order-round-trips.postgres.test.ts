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
    expect(queries[1]).toMatch(/insert into orders/);
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
});
