import 'dotenv/config';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { generateCatalogue } from '../db/generate/catalogue';
import { migrateToLatest } from '../db/migrate';
import { localImageStore } from '../modules/images/image-store';

/**
 * `npm run db:generate -- --parts 50000 --fitments 20`: fills the configured database (DATA_DIR /
 * DATABASE_URL) with generated data. A thin parser: each kind of data is one function of
 * src/db/generate/, called when its option is given.
 */
const usage = 'Usage: db:generate -- --parts <count> [--fitments <per part, default 20>] [--seed <number>]';

function count(value: string | undefined, name: string, fallback?: number): number | undefined {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 10_000_000)
    throw new Error(`--${name} must be a whole number. ${usage}`);
  return number;
}

async function run() {
  const { values } = parseArgs({
    options: {
      parts: { type: 'string' },
      fitments: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const parts = count(values.parts, 'parts');
  if (parts === undefined) throw new Error(usage);
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }
  const images = localImageStore(path.join(config.dataDir, 'images'));
  const startedAt = performance.now();
  const made = await generateCatalogue(config.databaseUrl, images, {
    parts,
    fitmentsPerPart: count(values.fitments, 'fitments', 20)!,
    seed: count(values.seed, 'seed', 12),
  });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `Generated ${made.parts} parts, ${made.fitments} fitment rows, ${made.numbers} part/OEM numbers over ` +
      `${made.vehicles} vehicles into ${database.engine} in ${seconds} s.`,
  );
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
