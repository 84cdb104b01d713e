import 'dotenv/config';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { generateCatalogue } from '../db/generate/catalogue';
import { generateOrderData } from '../db/generate/orders';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import { localImageStore } from '../lib/images/image-store';

/**
 * `npm run db:generate -- --parts 50000 --fitments 20 --buyers 100000 --orders 1000000 --reviews 100000`:
 * fills the configured database (DATA_DIR / DATABASE_URL) with generated data. A thin parser: each kind
 * of data is one function of src/db/generate/, called when one of its options is given.
 */
const usage =
  'Usage: npm run db:generate -- [--parts N [--fitments per part, default 20] [--seed N]] ' +
  '[--buyers N] [--orders N] [--reviews N] [--password P]';

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(number) || number < 0 || number > 50_000_000) {
    throw new Error(`--${name} must be a whole number. ${usage}`);
  }
  return number;
}

const thousands = (n: number) => n.toLocaleString('en-US');

async function run() {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string' },
      fitments: { type: 'string' },
      seed: { type: 'string' },
      buyers: { type: 'string' },
      orders: { type: 'string' },
      reviews: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const parts = count(values.parts, 'parts');
  const buyers = count(values.buyers, 'buyers');
  const orders = count(values.orders, 'orders');
  const reviews = count(values.reviews, 'reviews');
  const people = buyers !== undefined || orders !== undefined || reviews !== undefined;
  if (values.help || (parts === undefined && !people)) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const images = localImageStore(path.join(config.dataDir, 'images'));
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }

  if (parts !== undefined) {
    const startedAt = performance.now();
    const made = await generateCatalogue(config.databaseUrl, images, {
      parts,
      fitmentsPerPart: count(values.fitments, 'fitments') ?? 20,
      seed: count(values.seed, 'seed') ?? 12,
    });
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `Generated ${thousands(made.parts)} parts, ${thousands(made.fitments)} fitment rows, ` +
        `${thousands(made.numbers)} part/OEM numbers over ${thousands(made.vehicles)} vehicles in ${seconds} s.`,
    );
  }

  if (people) {
    const target = openDatabase(config.databaseUrl);
    try {
      // An empty store gets the demo catalogue first, so the orders reference parts with pictures.
      await seedDemoData(target.db, images);
      const summary = await generateOrderData(target, {
        buyers: buyers ?? 1000,
        orders: orders ?? 10_000,
        reviews: reviews ?? 1000,
        password: values.password,
        log: (line) => console.log(line),
      });
      console.log(
        `Generated ${thousands(summary.buyers)} buyers, ${thousands(summary.orders)} orders ` +
          `(${thousands(summary.paid)} paid, ${thousands(summary.shipped)} shipped) and ` +
          `${thousands(summary.reviews)} reviews into ${target.engine} in ${summary.seconds.toFixed(1)} s.`,
      );
      if (summary.buyers > 0) {
        console.log(`Every generated buyer signs in with the password: ${summary.password}`);
        console.log(
          `Busiest buyer: ${summary.busiestBuyer.email} (${summary.busiestBuyer.orders} orders); ` +
            `others: ${summary.sampleEmails.join(', ')}`,
        );
      }
    } finally {
      await target.close();
    }
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
