import type { Kysely } from 'kysely';

/**
 * Catalogue imports that run as jobs (issue 14): one row per job, its state (`running`, `done`,
 * `failed`), its counts and the final report (JSON). Every import, short or long, holds a `running`
 * row while it works: the partial unique index lets one at a time run per store (across instances too)
 * and finds the running one, which start-up marks failed (its writes were one transaction: nothing stayed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_job')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('report', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('import_job_one_running')
    .on('import_job')
    .column('state')
    .unique()
    .where('state', '=', 'running')
    .execute();
}
