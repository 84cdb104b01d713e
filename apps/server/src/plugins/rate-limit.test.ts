import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../start';
import { signUp } from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { placeOrder } from '../test/orders';
import { createTestApp, type TestApp } from '../test/test-app';

describe('per-user rate limits on orders', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('answers 429 JSON once a buyer exceeds the limit, without slowing other buyers', async () => {
    const t = await createTestApp({ ORDER_RATE_LIMIT: '3', AUTH_RATE_LIMIT: '1000' });
    apps.push(t);
    const partId = (await insertPart(t.app, { min_order_quantity: 1, available_quantity: 1000 })).id;
    const [eager, calm] = [await signUp(t.app), await signUp(t.app)];

    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await placeOrder(t.app, eager, partId, 1)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await placeOrder(t.app, eager, partId, 1);
    expect(refused.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: expect.stringContaining('Too many requests'),
    });
    expect((await placeOrder(t.app, calm, partId, 1)).statusCode).toBe(200);

    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('email', '=', eager.email)
      .execute();
    expect(orders).toHaveLength(3);
  });

  it.runIf(process.env.REDIS_URL)('shares the count between instances through Redis', async () => {
    const env = { ORDER_RATE_LIMIT: '2', AUTH_RATE_LIMIT: '1000', REDIS_URL: process.env.REDIS_URL! };
    const first = await createTestApp(env);
    apps.push(first);
    // A second instance on the same database and Redis, as behind a load balancer.
    const second = await buildApp(
      createContext(first.app.config, first.app.database, pino({ level: 'silent' })),
    );
    const partId = (await insertPart(first.app, { min_order_quantity: 1, available_quantity: 100 })).id;
    const buyer = await signUp(first.app);

    expect((await placeOrder(first.app, buyer, partId, 1)).statusCode).toBe(200);
    expect((await placeOrder(second, buyer, partId, 1)).statusCode).toBe(200);
    expect((await placeOrder(second, buyer, partId, 1)).statusCode).toBe(429);
    expect((await placeOrder(first.app, buyer, partId, 1)).statusCode).toBe(429);
    await second.close();
  });
});
