import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/database';
import type { NewPart } from '../db/schema';
import { newPartRow } from './fixtures';
import { freshPostgresUrl } from './test-app';

/** A fresh database of the engine under test, for server processes: env to start them with, and a way in. */
export interface ProcessDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: the same for every start, so a restart finds the data. */
  env: Record<string, string>;
  dataDir: string;
  databaseUrl: string;
  /** A connection of the test's own, as another instance or an operator would have. */
  open(): Database;
  drop(): Promise<void>;
}

export async function processDatabase(): Promise<ProcessDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-process-'));
  const postgres = process.env.TEST_ENGINE === 'postgres' ? await freshPostgresUrl() : null;
  const databaseUrl = postgres?.url ?? `file:${path.join(dataDir, 'partsmith.sqlite')}`;
  return {
    env: { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    dataDir,
    databaseUrl,
    open: () => openDatabase(databaseUrl),
    async drop() {
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Adds a part straight into a database a server process has migrated; answers its id. */
export async function addPart(database: Database, overrides: Partial<NewPart> = {}): Promise<string> {
  const row = newPartRow({ min_order_quantity: 1, available_quantity: 10_000, ...overrides });
  await database.db.insertInto('part').values(row).execute();
  return row.id;
}
