import { type Kysely, sql, type Transaction } from 'kysely';
import { groupedTransaction } from './grouped-transaction';
import type { Tables } from './schema';
import { isPostgres } from './unnest-insert';

/**
 * Runs `write` in a transaction that no other write under the same `key` (`basket:{userId}`) runs
 * beside: SQLite writes one transaction at a time (the writes waiting meanwhile committed together,
 * each all or nothing: grouped-transaction.ts); on PostgreSQL a transaction-scoped advisory lock on
 * the key, so a bound counted inside (a buyer's basket lines, lists, garage) holds with several instances.
 */
export async function ownerTransaction<T>(
  db: Kysely<Tables>,
  key: string,
  write: (trx: Transaction<Tables>) => Promise<T>,
): Promise<T> {
  return groupedTransaction(db, async (trx) => {
    if (isPostgres(db)) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
    return write(trx);
  });
}
