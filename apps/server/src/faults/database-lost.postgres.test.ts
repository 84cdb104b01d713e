import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount, injectAs } from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { placeOrder, stockOf } from '../test/orders';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, type TestApp } from '../test/test-app';

const unavailable = {
  error: 'UNAVAILABLE',
  message: expect.stringMatching(/database|try again/i),
};

describe('PostgreSQL lost while the server runs', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let buyer: TestAccount;
  let partId: string;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The app reaches PostgreSQL only through the proxy, which the test can cut like a failed network.
    t = await createTestApp(
      { AUTH_RATE_LIMIT: '1000' },
      {
        reachPostgres: (url) => Object.assign(url, { hostname: '127.0.0.1', port: String(proxy.port) }),
      },
    );
    partId = (await insertPart(t.app, { min_order_quantity: 1, available_quantity: 100 })).id;
    buyer = await signUp(t.app);
  });
  afterAll(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('answers 503 JSON while it is gone and recovers when it is back', async () => {
    expect((await placeOrder(t.app, buyer, partId, 5)).statusCode).toBe(200);

    proxy.cut();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ error: 'UNAVAILABLE', message: expect.any(String) });

    const order = await placeOrder(t.app, buyer, partId, 5);
    expect(order.statusCode).toBe(503);
    expect(order.json()).toEqual(unavailable);
    expect(order.headers['retry-after']).toBe('5');

    // The catalogue cache was dropped by the order above, so this read needs the database too.
    const parts = await t.app.inject({ method: 'GET', url: '/api/part' });
    expect(parts.statusCode).toBe(503);
    expect(parts.json()).toEqual(unavailable);

    const list = await injectAs(t.app, buyer).get(`/api/order?email=${buyer.email}`);
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual(unavailable);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: buyer.email, password: buyer.password },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toEqual(unavailable);

    proxy.restore();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await placeOrder(t.app, buyer, partId, 5)).statusCode).toBe(200);
    const orders = await injectAs(t.app, buyer).get(`/api/order?email=${buyer.email}`);
    expect(orders.json()).toHaveLength(2);
    // The order refused with 503 took nothing from the stock.
    expect(await stockOf(t.app, partId)).toBe(90);
  });
});
