import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPart, newPartRow } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { sqliteFile, writeVersion } from './database';

describe('writes by another connection (SQLite)', () => {
  let t: TestApp;
  let other: SQLite.Database;

  beforeAll(async () => {
    t = await createTestApp();
    other = new SQLite(sqliteFile(t.app.config.databaseUrl));
  });
  afterEach(() => vi.useRealTimers());
  /** A part written through the other connection, as another process would write it. */
  const insertElsewhere = (row: object) => {
    const columns = Object.keys(row);
    other
      .prepare(`insert into part (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`)
      .run(...Object.values(row));
  };
  afterAll(async () => {
    other.close();
    await t.close();
  });

  it("moves with another connection's commits, not with this process's own", async () => {
    const version = writeVersion(t.app.db);
    const before = version();
    expect(before).toEqual(expect.any(Number));
    await insertPart(t.app, { name: 'Own Write Bracket' });
    expect(version()).toBe(before);
    other
      .prepare("update part set name = 'Written Elsewhere Bracket' where name = 'Own Write Bracket'")
      .run();
    const after = version();
    expect(after).not.toBe(before);
    expect(version()).toBe(after);
  });

  it('counts the categories again once their age runs out only when another connection wrote', async () => {
    const counts = async () =>
      new Map(
        (
          (await t.app.inject({ method: 'GET', url: '/api/category' })).json() as {
            name: string;
            count: number;
          }[]
        ).map((row) => [row.name, row.count]),
      );
    await insertPart(t.app, { category: 'Counted Here' });
    expect((await counts()).get('Counted Here')).toBe(1);
    // A row this process writes without telling the caches (its own writes always do) is not counted
    // past the age: nothing is recounted while no other connection wrote.
    await t.app.db
      .insertInto('part')
      .values(newPartRow({ category: 'Not Recounted' }))
      .execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2_000);
    await counts();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await counts()).has('Not Recounted')).toBe(false);
    insertElsewhere(newPartRow({ category: 'Counted Elsewhere' }));
    vi.setSystemTime(Date.now() + 2_000);
    await counts();
    await vi.waitFor(async () => expect((await counts()).get('Counted Elsewhere')).toBe(1));
  });

  it("corrects a typo to a word another connection wrote, once the vocabulary's age runs out", async () => {
    await insertPart(t.app, { name: 'Plain Mounting Bracket' });
    // Each search asked once (a new page size each time), so no answer comes from the answer cache.
    let asked = 0;
    const search = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/part?q=${q}&limit=${(asked += 1)}` })).json() as {
        name: string;
      }[];
    // The vocabulary is read (and kept) by the first typo search.
    expect(await search('bracekt')).not.toHaveLength(0);
    expect(await search('gromet')).toEqual([]);
    insertElsewhere(newPartRow({ name: 'Rubber Grommet Set' }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    // Past its age the kept vocabulary answers once more while the new one is read.
    await search('gromett');
    await vi.waitFor(async () => {
      vi.setSystemTime(Date.now() + 2_000);
      expect((await search('gromet')).map((part) => part.name)).toEqual(['Rubber Grommet Set']);
    });
  });
});
