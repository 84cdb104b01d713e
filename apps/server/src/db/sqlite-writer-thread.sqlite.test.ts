import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqliteFilePerTest } from '../test/sqlite-file';
import type { Tables } from './schema';
import { withWriterThread } from './sqlite-writer-thread';

describe('withWriterThread', () => {
  const openDatabaseFile = sqliteFilePerTest('partsmith-writer-');

  async function openFile() {
    const { url, db } = openDatabaseFile();
    await sql`create table item (id integer primary key, body text not null unique)`.execute(db);
    return { url, db };
  }

  const items = (db: Kysely<Tables>) =>
    sql<{ body: string }>`select body from item order by id`
      .execute(db)
      .then(({ rows }) => rows.map((row) => row.body));
  const insert = (db: Kysely<Tables>, body: string) =>
    sql`insert into item (body) values (${body})`.execute(db);
  // Inserts built with the query builder are the ones the thread answers later (as the import writes).
  const insertBuilt = (db: Kysely<Tables>, body: string) =>
    (db as unknown as Kysely<{ item: { body: string } }>).insertInto('item').values({ body }).execute();

  it('commits what the transaction wrote in the thread, reads seeing its own inserts', async () => {
    const { url, db } = await openFile();
    const seen = await withWriterThread(db, url, (writer) =>
      writer.transaction().execute(async (trx) => {
        await insertBuilt(trx, 'a');
        await insertBuilt(trx, 'b');
        return items(trx);
      }),
    );
    expect(seen).toEqual(['a', 'b']);
    expect(await items(db)).toEqual(['a', 'b']);
  });

  it('rolls everything back when an insert nobody waited for fails, even if the commit comes next', async () => {
    const { url, db } = await openFile();
    const write = withWriterThread(db, url, (writer) =>
      writer.transaction().execute(async (trx) => {
        await insertBuilt(trx, 'a');
        await insertBuilt(trx, 'a'); // breaks the unique constraint; answered later
        await insertBuilt(trx, 'b');
      }),
    );
    await expect(write).rejects.toThrow(/UNIQUE/);
    expect(await items(db)).toEqual([]);
  });

  it('holds the server connection meanwhile: its writes wait for the thread instead of failing busy', async () => {
    const { url, db } = await openFile();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    const write = withWriterThread(db, url, (writer) =>
      writer.transaction().execute(async (trx) => {
        await insert(trx, 'import');
        started();
        await held;
      }),
    );
    await writing;
    const other = insert(db, 'order').then(() => 'done');
    const race = await Promise.race([
      other,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 100)),
    ]);
    expect(race).toBe('waiting');
    release();
    await write;
    await other;
    expect(await items(db)).toEqual(['import', 'order']);
  });
});
