import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { httpInjector } from '../test/http-client';
import { readLedger, streamOrders } from '../test/order-stream';
import { placeOrder } from '../test/orders';
import { addPart, processDatabase, type ProcessDatabase } from '../test/process-database';
import { type ServerProcess, spawnBundled, startServer } from '../test/server-process';

const initialStock = 10_000;
const limits = { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '100000', MAX_UNPAID_ORDERS: '100000' };

describe('db backup while the server takes orders, then a restore', { timeout: 180_000 }, () => {
  const databases: ProcessDatabase[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  it('copies a consistent snapshot that a new server starts on with every order in it', async () => {
    const live = await processDatabase();
    databases.push(live);
    const server = await startServer({ ...live.env, ...limits });
    servers.push(server);
    const direct = live.open();
    const partId = await addPart(direct, { available_quantity: initialStock });
    await direct.close();
    const client = httpInjector(server.url);
    const buyers = await Promise.all([1, 2].map(() => signUp(client)));

    const stream = streamOrders(client, buyers, partId, 2);
    await stream.reach(20);
    const beforeBackup = [...stream.acknowledged];
    const destination = path.join(live.dataDir, 'copies', 'tonight.sqlite');
    const backup = spawnBundled('cli/db.js', ['backup', destination], { DATA_DIR: live.dataDir });
    expect(await backup.exited).toBe(0);
    await stream.reach(beforeBackup.length + 10); // still taking orders after the copy
    await stream.stop();
    expect(stream.refused).toEqual([]);
    expect(backup.output().trim()).toBe(
      `Backed up the database to ${destination} (${Math.ceil(fs.statSync(destination).size / 1024)} KB).`,
    );

    // Restore on another machine, as docs/operations.md says: the copy becomes DATA_DIR/partsmith.sqlite,
    // next to the auth-secret kept with it (so the sessions issued before stay valid).
    const restored = await processDatabase();
    databases.push(restored);
    fs.copyFileSync(destination, path.join(restored.dataDir, 'partsmith.sqlite'));
    fs.copyFileSync(path.join(live.dataDir, 'auth-secret'), path.join(restored.dataDir, 'auth-secret'));
    const second = await startServer({ ...restored.env, ...limits });
    servers.push(second);
    const after = httpInjector(second.url);

    const ledger = await readLedger(after, buyers, partId);
    expect(beforeBackup.filter((order) => !ledger.ids.has(order.id))).toEqual([]);
    expect(ledger.stock + ledger.ordered).toBe(initialStock);
    expect((await placeOrder(after, buyers[0]!, partId, 1)).statusCode).toBe(200);

    console.info(
      `Backup: ${beforeBackup.length} orders acknowledged before the copy, ${stream.acknowledged.length} ` +
        `by the end; the restored copy holds ${ledger.orders.length}; stock ${ledger.stock} + ` +
        `ordered ${ledger.ordered} = ${initialStock}`,
    );
  });
});
