import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl } from '../test/test-app';
import { preparingStatements, withCustomPlans } from './postgres-prepared';

describe('PostgreSQL statements prepared by their text', () => {
  let database: Awaited<ReturnType<typeof freshPostgresUrl>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await freshPostgresUrl();
    // One connection, so every query below meets the statements the ones before it prepared.
    pool = new pg.Pool({ connectionString: withCustomPlans(database.url), max: 1 });
    pool.on('connect', (client) => preparingStatements(client));
    await pool.query('create table gadget (id int primary key, name text)');
    await pool.query(`insert into gadget values (1, 'sprocket'), (2, 'flange')`);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  /** The statements this connection holds prepared, by their text (as the connection sees them). */
  async function preparedTexts(client: pg.PoolClient): Promise<string[]> {
    const { rows } = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    return rows.map((row) => row.statement);
  }

  it('prepares a text from its second use and answers the same through it', async () => {
    const client = await pool.connect();
    try {
      const text = 'select name from gadget where id = $1';
      expect((await client.query(text, [1])).rows).toEqual([{ name: 'sprocket' }]);
      expect(await preparedTexts(client)).not.toContain(text);
      expect((await client.query(text, [2])).rows).toEqual([{ name: 'flange' }]);
      expect(await preparedTexts(client)).toContain(text);
      expect((await client.query(text, [1])).rows).toEqual([{ name: 'sprocket' }]);
      expect((await client.query(text, [3])).rows).toEqual([]);
      // Planned for its values every time, as an unnamed statement is; the URL's own options kept.
      expect((await client.query('show plan_cache_mode')).rows).toEqual([
        { plan_cache_mode: 'force_custom_plan' },
      ]);
      expect((await client.query('select current_schema() as schema')).rows[0].schema).toMatch(/^test_/);
    } finally {
      client.release();
    }
  });

  it("sends a statement again unnamed when a migration changed its result's columns", async () => {
    const client = await pool.connect();
    try {
      const text = 'select * from gadget where id > $1 order by id';
      await client.query(text, [0]);
      await client.query(text, [0]);
      expect(await preparedTexts(client)).toContain(text);
      await client.query('alter table gadget add column weight int');
      expect((await client.query(text, [1])).rows).toEqual([{ id: 2, name: 'flange', weight: null }]);
    } finally {
      client.release();
    }
  });

  it('keeps at most 100 texts prepared on a connection, whatever it is asked', async () => {
    const client = await pool.connect();
    try {
      for (let n = 0; n < 150; n += 1) {
        const text = `select id + ${n} as shifted from gadget where id = $1`;
        await client.query(text, [1]);
        expect((await client.query(text, [1])).rows).toEqual([{ shifted: 1 + n }]);
      }
      expect((await preparedTexts(client)).length).toBe(100);
    } finally {
      client.release();
    }
  });

  it('leaves alone what is not a plain statement with values (DDL, text only, a config object)', async () => {
    const client = await pool.connect();
    try {
      const before = await preparedTexts(client);
      await client.query('select 1 as one');
      await client.query('select 1 as one');
      await client.query({ text: 'select $1::int as two', values: [2] });
      await client.query({ text: 'select $1::int as two', values: [2] });
      expect(await preparedTexts(client)).toEqual(before);
    } finally {
      client.release();
    }
  });
});
