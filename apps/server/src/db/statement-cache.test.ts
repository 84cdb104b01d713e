import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from './statement-cache';

describe('cachingStatements', () => {
  const connection = new SQLite(':memory:');
  connection.exec('create table item (id integer primary key, name text)');
  connection.exec("insert into item (name) values ('a'), ('b'), ('c')");

  it('hands out one prepared statement per SQL text', () => {
    const database = cachingStatements(connection);
    const sql = 'select name from item where id = ?';
    expect(database.prepare(sql)).toBe(database.prepare(sql));
    expect(database.prepare(sql).all([2])).toEqual([{ name: 'b' }]);
    expect(database.prepare('select count(*) as n from item')).not.toBe(database.prepare(sql));
  });

  it('prepares a second statement while the first is still iterating', () => {
    const database = cachingStatements(connection);
    const sql = 'select name from item order by id';
    const outer = database.prepare(sql).iterate([]);
    const first = outer.next();
    expect(database.prepare(sql).all([])).toHaveLength(3);
    expect(first.value).toEqual({ name: 'a' });
    expect([...outer]).toHaveLength(2);
  });

  it('starts over past its size limit and still answers correctly', () => {
    const database = cachingStatements(connection, { statements: 2, characters: 1_000 });
    const first = database.prepare('select 1 as n');
    database.prepare('select 2 as n');
    database.prepare('select 3 as n');
    expect(database.prepare('select 1 as n')).not.toBe(first);
    expect(database.prepare('select 1 as n').all([])).toEqual([{ n: 1 }]);
  });

  it('starts over past its characters in all, and keeps no statement longer than a tenth of them', () => {
    const database = cachingStatements(connection, { statements: 100, characters: 200 });
    const short = 'select 1 as n';
    const first = database.prepare(short);
    expect(database.prepare(short)).toBe(first);
    const long = `select 1 as n where 1 in (${Array.from({ length: 10 }, (_, index) => index).join(', ')})`;
    expect(long.length).toBeGreaterThan(20);
    expect(database.prepare(long)).not.toBe(database.prepare(long));
    expect(database.prepare(short)).toBe(first);
    for (let index = 0; index < 20; index += 1) database.prepare(`select ${index} as m`);
    expect(database.prepare(short)).not.toBe(first);
    expect(database.prepare(short).all([])).toEqual([{ n: 1 }]);
  });
});
