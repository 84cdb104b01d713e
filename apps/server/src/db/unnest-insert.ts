import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import { type OnConflictUpdate, onConflictText } from './on-conflict';
import type { Tables } from './schema';

type Db = Kysely<Tables> | Transaction<Tables>;

/** The PostgreSQL array type each column's values are sent as. */
export type ColumnTypes<Row> = { [Column in keyof Row & string]: 'text' | 'integer' };

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * PostgreSQL: inserts any number of rows in one statement of one shape, each column sent as one array
 * parameter (`insert … select * from unnest($1::text[], $2::integer[], …)`), instead of a statement of
 * a placeholder per value for every 256 rows: one round trip a table for a whole import batch, and a
 * short text the server parses in no time. `conflict` makes it an upsert (no two rows may share the
 * conflict key: PostgreSQL refuses to update one row twice in a statement).
 */
export async function insertByUnnest<Row extends Record<string, unknown>>(
  db: Db,
  table: keyof Tables & string,
  rows: Row[],
  types: ColumnTypes<Row>,
  conflict?: OnConflictUpdate,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(types) as (keyof Row & string)[];
  const arrays = columns.map(
    (column) => sql`${rows.map((row) => row[column] ?? null)}::${sql.raw(types[column])}[]`,
  );
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    select * from unnest(${sql.join(arrays)})${sql.raw(onConflictText(conflict))}`.execute(db);
}
