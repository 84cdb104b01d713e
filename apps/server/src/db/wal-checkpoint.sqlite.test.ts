import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { sqliteFilePerTest } from '../test/sqlite-file';

describe("a SQLite file's WAL checkpoints (ADR 0051)", () => {
  const openDatabaseFile = sqliteFilePerTest('partsmith-wal-');

  /** A SQLite file with a table, checkpointed, so the file holds everything but what comes next. */
  async function openFile() {
    const opened = openDatabaseFile();
    await sql`create table item (id integer primary key, body text not null)`.execute(opened.db);
    await sql`pragma wal_checkpoint(truncate)`.execute(opened.db);
    return opened;
  }

  /** About 2,000 pages of new rows in one transaction: past SQLite's automatic checkpoint at 1,000. */
  const bigWrite = (db: Database['db']) =>
    db.transaction().execute(async (trx) => {
      for (let n = 0; n < 40; n += 1) {
        await sql`with recursive n (i) as (select 1 union all select i + 1 from n where i < 100)
          insert into item (body) select hex(zeroblob(1000)) from n`.execute(trx);
      }
    });

  it('commits without copying the WAL into the file on this thread; a worker thread copies it', async () => {
    const { db, file } = await openFile();
    const sizeBefore = fs.statSync(file).size;

    await bigWrite(db);

    // The commit left the rows in the WAL: the database file has not grown yet.
    expect(fs.statSync(file).size).toBe(sizeBefore);
    // Within a few looks a worker thread has copied them.
    await vi.waitFor(() => expect(fs.statSync(file).size).toBeGreaterThan(sizeBefore + 4_000_000), {
      timeout: 10_000,
      interval: 100,
    });
    const { rows } = await sql<{ n: number }>`select count(*) as n from item`.execute(db);
    expect(rows[0]?.n).toBe(4000);
  });

  it('leaves a WAL smaller than 1,000 pages alone, as SQLite would', async () => {
    const { db, file } = await openFile();
    const sizeBefore = fs.statSync(file).size;
    await sql`insert into item (body) values ('one row')`.execute(db);

    await new Promise((resolve) => setTimeout(resolve, 2_500));

    expect(fs.statSync(file).size).toBe(sizeBefore);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0);
  });
});
