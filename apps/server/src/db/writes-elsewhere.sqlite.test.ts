import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPart, newPartRow } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { sqliteFile, writesElsewhere } from './database';

describe('writes by another connection (SQLite)', () => {
  let t: TestApp;
  let other: SQLite.Database;

  beforeAll(async () => {
    t = await createTestApp();
    other = new SQLite(sqliteFile(t.app.config.databaseUrl));
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    other.close();
    await t.close();
  });

  it("tells another connection's commits from this process's own", async () => {
    const probe = writesElsewhere(t.app.db);
    expect(probe()).toBe(false);
    await insertPart(t.app, { name: 'Own Write Bracket' });
    expect(probe()).toBe(false);
    other
      .prepare("update part set name = 'Written Elsewhere Bracket' where name = 'Own Write Bracket'")
      .run();
    expect(probe()).toBe(true);
    expect(probe()).toBe(false);
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
    const row = newPartRow({ name: 'Rubber Grommet Set' });
    other
      .prepare(
        `insert into part (${Object.keys(row).join(', ')}) values (${Object.keys(row)
          .map(() => '?')
          .join(', ')})`,
      )
      .run(...Object.values(row));
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
