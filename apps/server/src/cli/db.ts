import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed';
import { localImageStore } from '../modules/images/image-store';

const usage = 'Usage: db <seed|reset>  (seed fills an empty catalogue; reset drops all data first)';

async function dropEverything(url: string, dataDir: string) {
  const database = openDatabase(url);
  if (database.engine === 'postgres') {
    await sql`drop schema public cascade; create schema public`.execute(database.db);
    await database.close();
    return;
  }
  await database.close();
  const file = url.replace(/^(file|sqlite):(\/\/)?/, '');
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.rmSync(path.join(dataDir, 'images'), { recursive: true, force: true });
}

async function run(command: string | undefined) {
  if (command !== 'seed' && command !== 'reset') throw new Error(usage);
  const config = loadConfig();
  if (command === 'reset') await dropEverything(config.databaseUrl, config.dataDir);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const seeded = await seedDemoData(database.db, localImageStore(path.join(config.dataDir, 'images')));
    console.log(`Seeded ${seeded.parts} parts and ${seeded.reviews} reviews into ${database.engine}.`);
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
