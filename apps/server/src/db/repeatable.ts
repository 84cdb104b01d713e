import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import placeOrders from '../modules/orders/placing/place-orders.sql';
import type { Database } from './database';

/**
 * Repeatable migrations: SQL that defines something as a whole (a function), kept in one readable file
 * beside the code that calls it and applied again whenever the file changes, instead of being copied
 * into a new numbered migration for every edit. Each is applied after the numbered migrations, under an
 * advisory lock (instances starting together apply it once), and its checksum recorded.
 */
const repeatables: { name: string; engine: Database['engine']; text: string }[] = [
  { name: 'place_orders', engine: 'postgres', text: placeOrders },
];

const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Applies the repeatable migrations whose file changed since they were last applied; answers their names. */
export async function applyRepeatableMigrations(database: Database): Promise<string[]> {
  const due = repeatables.filter((repeatable) => repeatable.engine === database.engine);
  if (due.length === 0) return [];
  return database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('partsmith:repeatable-migrations'))`.execute(trx);
    await sql`create table if not exists repeatable_migration (
      name text primary key, checksum text not null, applied_at text not null)`.execute(trx);
    const applied: string[] = [];
    for (const { name, text } of due) {
      const checksum = checksumOf(text);
      const { rows } = await sql<{ checksum: string }>`
        select checksum from repeatable_migration where name = ${name}`.execute(trx);
      if (rows[0]?.checksum === checksum) continue;
      await sql.raw(text).execute(trx);
      await sql`insert into repeatable_migration (name, checksum, applied_at)
        values (${name}, ${checksum}, ${new Date().toISOString()})
        on conflict (name) do update set checksum = excluded.checksum, applied_at = excluded.applied_at`.execute(
        trx,
      );
      applied.push(name);
    }
    return applied;
  });
}
