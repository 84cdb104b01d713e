import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { placeOrder, stockOf } from '../test/orders';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * An embedded SQLite file cannot drop off the network; what takes it away from a running server is
 * another process holding its write lock (a careless maintenance script, a copy tool). Writes then
 * answer 503 instead of 500 (an order at once: its transaction has read, so SQLite cannot wait for
 * the lock), reads keep working (WAL), and writes resume once the lock is released.
 */
describe('SQLite locked by another process while the server runs', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let partId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    partId = (await insertPart(t.app, { min_order_quantity: 1, available_quantity: 100 })).id;
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('answers 503 JSON while the lock is held and takes orders again once it is released', async () => {
    expect((await placeOrder(t.app, buyer, partId, 5)).statusCode).toBe(200);

    const intruder = new SQLite(path.join(t.dataDir, 'partsmith.sqlite'));
    intruder.exec('BEGIN EXCLUSIVE');
    try {
      const order = await placeOrder(t.app, buyer, partId, 5);
      expect(order.statusCode).toBe(503);
      expect(order.json()).toEqual({ error: 'UNAVAILABLE', message: expect.stringMatching(/database/) });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      intruder.exec('ROLLBACK');
      intruder.close();
    }

    expect((await placeOrder(t.app, buyer, partId, 5)).statusCode).toBe(200);
    expect(await stockOf(t.app, partId)).toBe(90);
  });
});
