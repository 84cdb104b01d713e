import type { Kysely, Transaction } from 'kysely';
import { recountSalesLedger } from '../../modules/stats/sales-ledger';
import type { Tables } from '../schema';

/**
 * Sales days counted before revenue became the goods kept, net of tax and of refunds (ADR 0034's revenue
 * addendum) kept their old figures: this recounts the sales ledger once, from the orders, with the
 * ledger's own recount (`recountSalesLedger`, what `rebuildSalesLedger` runs), in one transaction (the
 * migrator's on PostgreSQL, its own on SQLite, where Kysely runs migrations without one): done whole or
 * not at all. Two PostgreSQL instances starting together take turns on the migrator's advisory lock
 * and the second, re-reading the migrations done, skips it; and a recount run again (a crash before the
 * migration is recorded) gives the same figures. Cost: ADR 0034's addendum.
 *
 * It calls the live recount, not a frozen copy: while that recount reads only columns that exist at this
 * migration (those of 0021 and before), replaying the migrations on a new database works; if it ever
 * reads a later column, this migration must get a frozen copy of today's SQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const ledger = db as Kysely<Tables>;
  // PostgreSQL runs migrations in a transaction; Kysely runs SQLite's without one: the recount makes its own.
  if (ledger.isTransaction) await recountSalesLedger(ledger as Transaction<Tables>);
  else await ledger.transaction().execute((trx) => recountSalesLedger(trx));
}
