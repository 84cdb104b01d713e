import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { httpInjector } from '../test/http-client';
import { readLedger, streamOrders } from '../test/order-stream';
import { placeOrder } from '../test/orders';
import { addPart, processDatabase, type ProcessDatabase } from '../test/process-database';
import { type ServerProcess, startServer } from '../test/server-process';

const initialStock = 10_000;
const limits = { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '100000', MAX_UNPAID_ORDERS: '100000' };

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
      const ledger = await readLedger(after, buyers, partId);
      expect(stream.acknowledged.filter((order) => !ledger.ids.has(order.id))).toEqual([]);
      expect(ledger.stock + ledger.ordered).toBe(initialStock);

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
          `${stream.unanswered} in flight at the kill, ${ledger.orders.length} present after restart ` +
          `(${ledger.orders.length - stream.acknowledged.length} committed unacknowledged), 0 lost; ` +
          `stock ${ledger.stock} + ordered ${ledger.ordered} = ${initialStock}`,
      );
    });
  },
);
