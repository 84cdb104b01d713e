import { CompiledQuery, InsertQueryNode, type Kysely, TableNode, type Transaction } from 'kysely';
import { type OnConflictUpdate, onConflictText } from './on-conflict';
import type { Tables } from './schema';

type Db = Kysely<Tables> | Transaction<Tables>;

/** The most rows per multi-row insert (a power of two): well under SQLite's limit on bound values. */
const insertChunkRows = 256;

/**
 * `values` in chunks of power-of-two sizes (256, 128, …, 1): a batch of any length runs statements of
 * at most nine shapes per table, which the statement cache prepares once and keeps, instead of a new
 * statement (compiled, cached, crowding the cache's memory) for nearly every batch of an import.
 */
function* insertChunks<T>(values: T[]): Generator<T[]> {
  let start = 0;
  while (start < values.length) {
    let size = insertChunkRows;
    while (size > values.length - start) size /= 2;
    yield values.slice(start, start + size);
    start += size;
  }
}

/** Statement texts by table, columns and row count: a handful, each written once. */
const texts = new Map<string, string>();

function insertText(table: string, columns: string[], rows: number, conflict?: OnConflictUpdate): string {
  const upsert = onConflictText(conflict);
  const key = `${table} ${columns.join(',')} ${rows}${upsert}`;
  let text = texts.get(key);
  if (!text) {
    const row = `(${columns.map(() => '?').join(', ')})`;
    text = `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values ${Array<string>(rows).fill(row).join(', ')}${upsert}`;
    texts.set(key, text);
  }
  return text;
}

/**
 * SQLite: inserts rows (all with the same columns) in multi-row statements whose text is built once per
 * shape, their values bound in order. The query builder would build every statement anew, row by row
 * and value by value: for an import's million fitment rows that took seconds of the server's thread.
 * Sent as an insert (the writer thread answers those later; see sqlite-writer-thread.ts). `conflict`
 * makes each statement an upsert (no two rows of one call may share the conflict key).
 */
export async function insertRows(
  db: Db,
  table: keyof Tables & string,
  rows: Record<string, unknown>[],
  between?: () => Promise<void>,
  conflict?: OnConflictUpdate,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  for (const chunk of insertChunks(rows)) {
    const parameters: unknown[] = [];
    for (const row of chunk) for (const column of columns) parameters.push(row[column]);
    await db.executeQuery({
      ...CompiledQuery.raw(insertText(table, columns, chunk.length, conflict), parameters),
      query: InsertQueryNode.create(TableNode.create(table)),
    });
    await between?.();
  }
}
