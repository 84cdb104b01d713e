import type { Order, Part } from '@partsmith/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../test/accounts';
import { httpInjector, type Injector } from '../test/http-client';
import { streamOrders } from '../test/order-stream';
import { placeOrder } from '../test/orders';
import { addPart, processDatabase, type ProcessDatabase } from '../test/process-database';
import { type ServerProcess, startServer } from '../test/server-process';

const initialStock = 10_000;
const limits = { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '100000' };

async function ordersOf(client: Injector, buyer: TestAccount): Promise<Order[]> {
  const response = await client.inject({
    method: 'GET',
    url: `/api/order?email=${encodeURIComponent(buyer.email)}`,
    headers: bearer(buyer.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe(
  `SIGKILL in the middle of a stream of orders (${process.env.TEST_ENGINE})`,
  { timeout: 180_000 },
  () => {
    let database: ProcessDatabase;
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.kill()));
      await database?.drop();
    });

    it('loses no acknowledged order, and stock + ordered = initial after the restart', async () => {
      database = await processDatabase();
      const first = await startServer({ ...database.env, ...limits });
      servers.push(first);
      const direct = database.open();
      const partId = await addPart(direct, { available_quantity: initialStock });
      await direct.close();

      const client = httpInjector(first.url);
      const buyers = await Promise.all([1, 2, 3, 4].map(() => signUp(client)));
      const stream = streamOrders(client, buyers, partId, 2);
      await stream.reach(40);
      await first.kill(); // eight requests in flight, no shutdown hook runs
      await stream.stop();
      expect(stream.refused).toEqual([]);

      const second = await startServer({ ...database.env, ...limits });
      servers.push(second);
      const after = httpInjector(second.url);
      const present = (await Promise.all(buyers.map((buyer) => ordersOf(after, buyer)))).flat();
      const presentIds = new Set(present.map((order) => order._id));
      const missing = stream.acknowledged.filter((order) => !presentIds.has(order.id));
      expect(missing).toEqual([]);

      const part: Part = (await after.inject({ method: 'GET', url: `/api/part/${partId}` })).json();
      const ordered = present.reduce((sum, order) => sum + order.quantity, 0);
      expect(part.availableQuantity + ordered).toBe(initialStock);

      if (process.env.TEST_ENGINE === 'sqlite') {
        const check = database.open();
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(check.db);
        await check.close();
        expect(rows).toEqual([{ integrity_check: 'ok' }]);
      }
      // The restarted server takes orders again, with the tokens issued before the crash.
      expect((await placeOrder(after, buyers[0]!, partId, 1)).statusCode).toBe(200);

      console.info(
        `SIGKILL (${process.env.TEST_ENGINE}): ${stream.acknowledged.length} orders acknowledged, ` +
          `${stream.unanswered} in flight at the kill, ${present.length} present after restart ` +
          `(${present.length - stream.acknowledged.length} committed unacknowledged), 0 lost; ` +
          `stock ${part.availableQuantity} + ordered ${ordered} = ${initialStock}`,
      );
    });
  },
);
