import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A visitor's basket is merged into the buyer's once (issue 33): `basket_merge (user_id, merge_id,
 * merged_at)`, primary key (user_id, merge_id). The browser names its basket with a random id and sends
 * it with the merge; a merge whose id is already there adds nothing, so a page reloaded (or a second tab
 * signed in) before the first answer came does not add the same lines twice. A buyer's merges older
 * than a day are dropped by the next one, so the table holds a few rows a buyer. On SQLite WITHOUT ROWID.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('basket_merge')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('merge_id', 'text', (col) => col.notNull())
    .addColumn('merged_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('basket_merge_pk', ['user_id', 'merge_id'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
}
