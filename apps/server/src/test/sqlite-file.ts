import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { type Database, openDatabase } from '../db/database';

/**
 * For tests of what only a SQLite file has (its WAL, a second connection in another thread): answers a
 * function that opens a fresh database file; the database is closed and its directory removed after
 * each test. Call it in a `describe`.
 */
export function sqliteFilePerTest(prefix: string) {
  let database: Database | null = null;
  let dir = '';
  afterEach(async () => {
    await database?.close();
    database = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    const file = path.join(dir, 'db.sqlite');
    const url = `file:${file}`;
    database = openDatabase(url);
    return { url, file, db: database.db };
  };
}
