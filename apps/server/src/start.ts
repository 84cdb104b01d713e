import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/seed';
import { localImageStore } from './modules/images/image-store';
import type { AppContext } from './plugins/context';

/** Opens the database, brings it up to date and seeds an empty one: everything main.ts needs before listening. */
export async function prepare(config: Config): Promise<AppContext> {
  const database = openDatabase(config.databaseUrl);
  const images = localImageStore(path.join(config.dataDir, 'images'));
  try {
    await migrateToLatest(database);
    if (config.seedDemoData) await seedDemoData(database.db, images);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database, images };
}
