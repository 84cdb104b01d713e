import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqliteFilePerTest } from '../test/sqlite-file';
import { sql } from 'kysely';
import { autoCheckpointPages, checkpointInBackground, type BackgroundCheckpoints } from './wal-checkpoint';

describe('checkpoints in the background', () => {
  let dir = '';
  let connection: SQLite.Database | null = null;
  let checkpoints: BackgroundCheckpoints | null = null;
  afterEach(async () => {
    await checkpoints?.stop();
    connection?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A SQLite file in WAL mode with a table, checkpointed, so the file holds everything but what comes next. */
  function openFile() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-wal-'));
    const file = path.join(dir, 'db.sqlite');
    connection = new SQLite(file);
    connection.pragma('journal_mode = WAL');
    connection.exec('create table item (id integer primary key, body text not null)');
    connection.pragma('wal_checkpoint(truncate)');
    return { file, connection };
  }

  /** About 2,000 pages of new rows in one statement: twice what sets off the automatic checkpoint (1,000). */
  const bigWrite = (db: SQLite.Database) =>
    db.exec(`with recursive n (i) as (select 1 union all select i + 1 from n where i < 4000)
      insert into item (body) select hex(zeroblob(1000)) from n`);

  it("leaves the server's connection committing without ever copying the WAL into the file", () => {
    const { file, connection } = openFile();
    const sizeBefore = fs.statSync(file).size;
    // A worker that does not come round during the test: only the connection could have copied.
    checkpoints = checkpointInBackground(connection, file, { everyMs: 3_600_000 });

    bigWrite(connection);
    bigWrite(connection);

    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(fs.statSync(file).size).toBe(sizeBefore);
  });

  it('copies the WAL into the file from its worker thread soon after the commit', async () => {
    const { file, connection } = openFile();
    const sizeBefore = fs.statSync(file).size;
    checkpoints = checkpointInBackground(connection, file, { everyMs: 50 });

    bigWrite(connection);

    await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(sizeBefore + 8_000_000), {
      timeout: 10_000,
    });
    expect(connection.prepare('select count(*) from item').pluck().get()).toBe(4000);
  });

  it('gives the checkpoints back to the connection when the worker fails', async () => {
    const { file, connection } = openFile();
    const errors: Error[] = [];
    // The worker cannot open a file that is not there: it fails as it starts.
    checkpoints = checkpointInBackground(connection, `${file}.missing`, {
      everyMs: 50,
      onError: (error) => errors.push(error),
    });
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);

    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 10_000 });

    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(autoCheckpointPages);
    const sizeBefore = fs.statSync(file).size;
    bigWrite(connection);
    // SQLite's own checkpoint, at the commit: the file has the rows at once.
    expect(fs.statSync(file).size).toBeGreaterThan(sizeBefore + 8_000_000);
  });
});

describe("the server's SQLite file", () => {
  const openDatabaseFile = sqliteFilePerTest('partsmith-wal-server-');

  it('is opened with its checkpoints off the connection, and checkpointed by the worker', async () => {
    const { db, file } = openDatabaseFile();
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(rows[0]?.wal_autocheckpoint).toBe(0);

    await sql`create table item (id integer primary key, body text not null)`.execute(db);
    await sql`with recursive n (i) as (select 1 union all select i + 1 from n where i < 4000)
      insert into item (body) select hex(zeroblob(1000)) from n`.execute(db);

    await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(8_000_000), { timeout: 10_000 });
  });
});
