import { type Kysely, sql, type Transaction } from 'kysely';
import { batchesByKey } from '../lib/batches';
import type { Tables } from './schema';
import { isPostgres } from './unnest-insert';

type Work = (trx: Transaction<Tables>) => Promise<unknown>;
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** The most writes one transaction carries: a group holds the one connection while it runs. */
export const maxGroupedWrites = 32;

const groups = new WeakMap<Kysely<Tables>, (key: string, work: Work) => Promise<Outcome>>();

/**
 * Runs `work` in a transaction, all or nothing, as `db.transaction().execute` does. On SQLite, whose one
 * connection writes one transaction at a time and whose commit appends every page a write changed to the
 * write-ahead log, the writes asked for in one turn of the event loop (and those asked for while a group
 * runs) go in one transaction and one commit (`batchesByKey` gathering the turn, as single orders are
 * placed: ADR 0025, ADR 0041). Each runs inside a savepoint of its own, so a write that fails or is
 * refused is rolled back alone and the others stand; each caller hears its own answer or error once the
 * commit is done, and a commit that fails fails every write of its group. On PostgreSQL, one transaction
 * each (the pool writes in parallel).
 */
export async function groupedTransaction<T>(
  db: Kysely<Tables>,
  work: (trx: Transaction<Tables>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    group = batchesByKey((works: Work[]) => runGroup(db, works), maxGroupedWrites, { gatherTurn: true });
    groups.set(db, group);
  }
  const outcome = await group('writes', work);
  if (!outcome.ok) throw outcome.error;
  return outcome.value as T;
}

async function runGroup(db: Kysely<Tables>, works: Work[]): Promise<Outcome[]> {
  if (works.length === 1) {
    return [
      await db
        .transaction()
        .execute(works[0]!)
        .then(
          (value): Outcome => ({ ok: true, value }),
          (error: unknown): Outcome => ({ ok: false, error }),
        ),
    ];
  }
  return db.transaction().execute(async (trx) => {
    const outcomes: Outcome[] = [];
    for (const work of works) {
      await sql`savepoint grouped_write`.execute(trx);
      try {
        const value = await work(trx);
        await sql`release grouped_write`.execute(trx);
        outcomes.push({ ok: true, value });
      } catch (error) {
        await sql`rollback to grouped_write`.execute(trx);
        await sql`release grouped_write`.execute(trx);
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  });
}
