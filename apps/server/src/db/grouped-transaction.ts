import { type Kysely, sql, type Transaction } from 'kysely';
import type { Tables } from './schema';
import { isPostgres } from './unnest-insert';

type Work<T> = (trx: Transaction<Tables>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The most writes one transaction carries: a group holds the one connection while it runs. */
export const maxGroupedWrites = 32;

const groups = new WeakMap<Kysely<Tables>, { pending: Pending[]; running: boolean }>();

/**
 * Runs `work` in a transaction of its own, all or nothing, as `db.transaction().execute` does. On SQLite,
 * whose one connection writes one transaction at a time, the writes asked for in the same turn of the
 * event loop (and those asked for while a group runs) are run together in one transaction and one
 * commit (ADR 0041): each inside a savepoint, so a write that fails is rolled
 * back alone and its neighbours are kept; each caller hears its own answer or error once the commit is
 * done. A commit that fails fails every write of its group. On PostgreSQL, one transaction each (the
 * pool writes in parallel).
 */
export function groupedTransaction<T>(db: Kysely<Tables>, work: Work<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    group = { pending: [], running: false };
    groups.set(db, group);
  }
  const waiting = group;
  return new Promise<T>((resolve, reject) => {
    waiting.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (waiting.running) return;
    // better-sqlite3 answers at once, so a transaction never yields to the network: the writes whose
    // requests arrived in this turn of the event loop are gathered first, and run after it.
    waiting.running = true;
    setImmediate(() => void runGroups(db, waiting));
  });
}

async function runGroups(db: Kysely<Tables>, group: { pending: Pending[]; running: boolean }) {
  try {
    while (group.pending.length > 0) {
      const batch = group.pending.splice(0, maxGroupedWrites);
      if (batch.length === 1) {
        const [only] = batch as [Pending];
        await db.transaction().execute(only.work).then(only.resolve, only.reject);
        continue;
      }
      await runGroup(db, batch);
    }
  } finally {
    group.running = false;
  }
}

async function runGroup(db: Kysely<Tables>, batch: Pending[]) {
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const entry of batch) {
        await sql`savepoint grouped_write`.execute(trx);
        try {
          const value = await entry.work(trx);
          await sql`release grouped_write`.execute(trx);
          outcomes.push({ ok: true, value });
        } catch (error) {
          await sql`rollback to grouped_write`.execute(trx);
          await sql`release grouped_write`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    for (const entry of batch) entry.reject(error);
    return;
  }
  batch.forEach((entry, index) => {
    const outcome = outcomes[index]!;
    if (outcome.ok) entry.resolve(outcome.value);
    else entry.reject(outcome.error);
  });
}
