import 'dotenv/config';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { generateOrderData } from '../db/generate/orders';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import { localImageStore } from '../modules/images/image-store';

const usage =
  'Usage: npm run db:generate -- [--buyers N] [--orders N] [--reviews N] [--password P]  (adds buyers who ' +
  'can sign in, their orders for the catalogue’s parts, and reviews, to the configured database)';

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0 || n > 50_000_000)
    throw new Error(`--${name} must be a whole number. ${usage}`);
  return n;
}

async function run() {
  const { values } = parseArgs({
    options: {
      buyers: { type: 'string' },
      orders: { type: 'string' },
      reviews: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    // An empty store gets the demo catalogue first, so the orders reference parts with pictures.
    await seedDemoData(database.db, localImageStore(path.join(config.dataDir, 'images')));
    const summary = await generateOrderData(database, {
      buyers: count(values.buyers, 'buyers', 1000),
      orders: count(values.orders, 'orders', 10_000),
      reviews: count(values.reviews, 'reviews', 1000),
      password: values.password,
      log: (line) => console.log(line),
    });
    console.log(
      `Generated ${summary.buyers.toLocaleString('en-US')} buyers, ${summary.orders.toLocaleString('en-US')} orders ` +
        `(${summary.paid.toLocaleString('en-US')} paid, ${summary.shipped.toLocaleString('en-US')} shipped) and ` +
        `${summary.reviews.toLocaleString('en-US')} reviews into ${database.engine} in ${summary.seconds.toFixed(1)} s.`,
    );
    if (summary.buyers > 0) {
      console.log(`Every generated buyer signs in with the password: ${summary.password}`);
      console.log(
        `Busiest buyer: ${summary.busiestBuyer.email} (${summary.busiestBuyer.orders} orders); others: ${summary.sampleEmails.join(', ')}`,
      );
    }
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
