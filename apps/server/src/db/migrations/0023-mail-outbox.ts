import type { Kysely } from 'kysely';

/**
 * The mail outbox (issue 33, ADR 0038): `mail_outbox (id, kind, subject_id, transaction_id, created_at,
 * claimed_until, attempts)`, one row per mail a write promised, inserted in that write's transaction
 * (a checkout's payment confirmation) and deleted once the mail is sent. `claimed_until` is the lease
 * of the instance sending it; index (claimed_until, created_at) for the rows free to send, oldest first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('mail_outbox_free_idx')
    .on('mail_outbox')
    .columns(['claimed_until', 'created_at'])
    .execute();
}
