import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, type TestAccount } from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { holdingSqliteWriter } from './database';

/** Whether `promise` has settled once the event loop has gone round a few times. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe("SQLite's write connection held by a long write (an import's apply)", () => {
  let t: TestApp;
  let buyer: TestAccount;
  let partId: string;

  beforeAll(async () => {
    t = await createTestApp({ BASKET_RATE_LIMIT: '100000' });
    buyer = await signUp(t.app, 'Rhoda Reader');
    partId = (await insertPart(t.app, { available_quantity: 50, min_order_quantity: 1 })).id;
    expect((await injectAs(t.app, buyer).post('/api/basket/lines', { partId, quantity: 2 })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  it("answers a buyer's reads meanwhile; their writes wait for it and then go in", async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = holdingSqliteWriter(t.app.db, () => held);
    const as = injectAs(t.app, buyer);
    try {
      const basket = await as.get('/api/basket');
      expect(basket.statusCode).toBe(200);
      expect(basket.json().lines).toMatchObject([{ partId, quantity: 2 }]);
      expect((await as.get(`/api/order?email=${encodeURIComponent(buyer.email)}`)).statusCode).toBe(200);

      const adding = as.post('/api/basket/lines', { partId, quantity: 3 });
      expect(await settledSoon(adding)).toBe(false);
      release();
      await holding;
      expect((await adding).statusCode).toBe(200);
    } finally {
      release();
    }
    expect((await as.get('/api/basket')).json().lines).toMatchObject([{ partId, quantity: 5 }]);
  });

  it("keeps a transaction's reads on its write connection, where its own writes show", async () => {
    const name = `routed-${crypto.randomUUID()}`;
    await t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('part').set({ name }).where('id', '=', partId).execute();
      const inside = await trx.selectFrom('part').select('name').where('id', '=', partId).executeTakeFirst();
      expect(inside?.name).toBe(name);
      // A plain read outside the transaction sees the last commit, not the transaction's write.
      const outside = await t.app.db
        .selectFrom('part')
        .select('name')
        .where('id', '=', partId)
        .executeTakeFirst();
      expect(outside?.name).not.toBe(name);
    });
    const after = await t.app.db
      .selectFrom('part')
      .select('name')
      .where('id', '=', partId)
      .executeTakeFirst();
    expect(after?.name).toBe(name);
  });

  it('sends a statement that starts as a query but writes (a CTE before an insert) to the write connection', async () => {
    const key = `ROUTED${Date.now()}`;
    await sql`with picked as (select ${partId} as id) insert into part_number (number_key, part_id, kind)
      select ${key}, id, 1 from picked`.execute(t.app.db);
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from part_number where number_key = ${key}`.execute(t.app.db);
    expect(rows[0]?.n).toBe(1);
  });
});
