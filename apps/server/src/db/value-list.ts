import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Tables } from './schema';
import { isPostgres } from './unnest-insert';

/**
 * `column in (values)` with the values sent as ONE parameter (PostgreSQL `= any($1::text[])`, SQLite
 * `in (select value from json_each(?))`), so the statement's text is the same whatever the number of
 * values: prepared once and kept (statement-cache.ts), instead of a text of hundreds of placeholders
 * compiled for every different count. Both plans probe the column's index once per value.
 */
export function inTextList(
  db: Kysely<Tables> | Transaction<Tables>,
  column: RawBuilder<unknown>,
  values: readonly string[],
): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`${column} = any(${[...values]}::text[])`
    : sql<boolean>`${column} in (select value from json_each(${JSON.stringify(values)}))`;
}
