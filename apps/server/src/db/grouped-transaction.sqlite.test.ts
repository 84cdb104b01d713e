import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { sqliteFilePerTest } from '../test/sqlite-file';
import { sqliteConnectionOf } from './database';
import { groupedTransaction, maxGroupedWrites } from './grouped-transaction';

describe('groupedTransaction (SQLite)', () => {
  const openDatabaseFile = sqliteFilePerTest('partsmith-grouped-');

  async function open() {
    const { db } = openDatabaseFile();
    await sql`create table item (id integer primary key, body text not null)`.execute(db);
    const prepare = vi.spyOn(sqliteConnectionOf(db)!, 'prepare');
    const commits = () => prepare.mock.calls.filter(([text]) => text === 'commit').length;
    const bodies = async () =>
      (await sql<{ body: string }>`select body from item order by id`.execute(db)).rows.map(
        (row) => row.body,
      );
    return { db, commits, bodies };
  }

  it('commits the writes that waited together, each all or nothing: a failing one is rolled back alone', async () => {
    const { db, commits, bodies } = await open();
    const write = (body: string, fail = false) =>
      groupedTransaction(db, async (trx) => {
        await sql`insert into item (body) values (${`${body} 1`})`.execute(trx);
        await sql`insert into item (body) values (${`${body} 2`})`.execute(trx);
        if (fail) throw new Error(`${body} refused`);
        return body;
      });

    // Asked for in one turn of the event loop: one transaction, one commit.
    const answers = await Promise.allSettled([write('a'), write('b'), write('c', true), write('d')]);

    expect(
      answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : answer.reason.message)),
    ).toEqual(['a', 'b', 'c refused', 'd']);
    expect(await bodies()).toEqual(['a 1', 'a 2', 'b 1', 'b 2', 'd 1', 'd 2']);
    expect(commits()).toBe(1);
  });

  it(`carries at most ${maxGroupedWrites} writes in one transaction`, async () => {
    const { db, commits, bodies } = await open();
    const count = maxGroupedWrites * 2 + 1;
    await Promise.all(
      Array.from({ length: count }, (_, n) =>
        groupedTransaction(db, (trx) => sql`insert into item (body) values (${String(n)})`.execute(trx)),
      ),
    );
    expect(await bodies()).toHaveLength(count);
    expect(commits()).toBe(Math.ceil(count / maxGroupedWrites));
  });

  it('a write alone that fails leaves nothing, and a write asked for later has a transaction of its own', async () => {
    const { db, commits, bodies } = await open();
    await expect(
      groupedTransaction(db, async (trx) => {
        await sql`insert into item (body) values ('gone')`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await groupedTransaction(db, (trx) => sql`insert into item (body) values ('kept')`.execute(trx));
    expect(await bodies()).toEqual(['kept']);
    expect(commits()).toBe(1);
  });
});
