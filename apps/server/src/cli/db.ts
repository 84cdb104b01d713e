import 'dotenv/config';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { backupSqlite, defaultBackupFile } from '../db/backup';
import { openDatabase, sqliteFile } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { renderDemoImages } from '../db/seed/demo-images';
import { seedDemoData } from '../db/seed/seed';
import { localImageStore } from '../lib/images/image-store';
import { addMissingImageSizes } from '../lib/images/missing-sizes';
import { s3ImageStore } from '../lib/images/s3-image-store';

const usage =
  'Usage: db <seed|reset|backup [destination]|demo-images|image-sizes>  (seed fills an empty catalogue; ' +
  'reset drops all data first; backup copies the SQLite database while the server runs; demo-images ' +
  "renders the demo catalogue's pictures for the build; image-sizes makes the picture sizes a stored " +
  'picture lacks, in the configured store)';

async function dropEverything(url: string, dataDir: string) {
  const database = openDatabase(url);
  if (database.engine === 'postgres') {
    await sql`drop schema public cascade; create schema public`.execute(database.db);
    await database.close();
    return;
  }
  await database.close();
  const file = sqliteFile(url);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  fs.rmSync(path.join(dataDir, 'images'), { recursive: true, force: true });
}

async function backup(destination: string | undefined) {
  const config = loadConfig();
  const { file, bytes } = await backupSqlite(
    config.databaseUrl,
    destination ?? defaultBackupFile(config.dataDir),
  );
  console.log(`Backed up the database to ${file} (${Math.ceil(bytes / 1024)} KB).`);
}

async function imageSizes() {
  const config = loadConfig();
  const store = config.s3 ? s3ImageStore(config.s3) : localImageStore(path.join(config.dataDir, 'images'));
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    console.log(`Made ${await addMissingImageSizes(database.db, store)} missing picture sizes.`);
  } finally {
    await database.close();
  }
}

async function run(command: string | undefined, argument: string | undefined) {
  if (command === 'backup') return backup(argument);
  if (command === 'demo-images') {
    console.log(`Rendered ${await renderDemoImages()} demo pictures.`);
    return;
  }
  if (command === 'image-sizes') return imageSizes();
  if (command !== 'seed' && command !== 'reset') throw new Error(usage);
  const config = loadConfig();
  if (command === 'reset') await dropEverything(config.databaseUrl, config.dataDir);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const images = localImageStore(path.join(config.dataDir, 'images'));
    const seeded = await seedDemoData(database.db, images);
    console.log(`Seeded ${seeded.parts} parts and ${seeded.reviews} reviews into ${database.engine}.`);
    // A catalogue seeded before a size was added gets it here (seed leaves a filled catalogue alone).
    const made = await addMissingImageSizes(database.db, images);
    if (made) console.log(`Made ${made} missing picture sizes.`);
  } finally {
    await database.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
