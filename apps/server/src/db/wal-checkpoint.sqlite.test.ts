import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { sqliteFilePerTest } from '../test/sqlite-file';
import { checkpointOffThread, withCheckpointOffThread } from './wal-checkpoint';

describe('withCheckpointOffThread', () => {
  const openDatabaseFile = sqliteFilePerTest('partsmith-wal-');

  /** A SQLite file with a table, checkpointed, so the file holds everything but what comes next. */
  async function openFile() {
    const opened = openDatabaseFile();
    await sql`create table item (id integer primary key, body text not null)`.execute(opened.db);
    await sql`pragma wal_checkpoint(truncate)`.execute(opened.db);
    return opened;
  }

  /** About 2,000 pages of new rows in one transaction: past the automatic checkpoint's 1,000. */
  const bigWrite = (db: Database['db']) => () =>
    db.transaction().execute(async (trx) => {
      for (let n = 0; n < 40; n += 1) {
        await sql`with recursive n (i) as (select 1 union all select i + 1 from n where i < 100)
          insert into item (body) select hex(zeroblob(1000)) from n`.execute(trx);
      }
    });

  it('commits a long write without copying its WAL into the file on this thread, then copies it in a worker', async () => {
    const { url, db, file } = await openFile();
    const sizeBefore = fs.statSync(file).size;

    await withCheckpointOffThread(db, url, bigWrite(db), (error) => {
      throw error;
    });

    // The commit left the rows in the WAL: the database file has not grown yet.
    expect(fs.statSync(file).size).toBe(sizeBefore);
    // The worker copies them; then the automatic checkpoint is back at its setting.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
        expect(rows[0]?.wal_autocheckpoint).toBe(1000);
      },
      { timeout: 10_000 },
    );
    expect(fs.statSync(file).size).toBeGreaterThan(sizeBefore + 4_000_000);
    const { rows } = await sql<{ n: number }>`select count(*) as n from item`.execute(db);
    expect(rows[0]?.n).toBe(4000);
  });

  it('checkpoints a SQLite file from a worker thread', async () => {
    const { db, file } = await openFile();
    await sql`pragma wal_autocheckpoint = 0`.execute(db);
    await bigWrite(db)();

    const result = await checkpointOffThread(file);

    expect(result.log).toBeGreaterThan(1000);
    expect(result.checkpointed).toBe(result.log);
  });
});
