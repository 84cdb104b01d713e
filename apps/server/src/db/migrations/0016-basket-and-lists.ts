import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Buying in bulk (issue 33): a buyer's basket and saved lists.
 *
 * - `basket_line (user_id, part_id, quantity, added_at, part_number, name)`: one line per part, primary
 *   key (user_id, part_id), so a basket is one range of the key and an add is an upsert on it. No
 *   foreign key to the part: a line outlives its part being deleted and says so, with the number and
 *   name it was added under (kept up to date on every add).
 * - `saved_list (id, user_id, name, created_at, updated_at)`, index (user_id, created_at) for a buyer's
 *   lists newest first; `saved_list_line (list_id, part_id, position, quantity, part_number, name)`,
 *   primary key (list_id, part_id), going with their list.
 * Both belong to the account (cascade when it is deleted). On SQLite the line tables are WITHOUT ROWID
 * (the key is the table). At most 500 lines per basket and list and 50 lists per buyer: kept by the
 * services, inside the writing transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withoutRowid = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    postgres ? table : table.modifyEnd(sql`without rowid`);

  await db.schema
    .createTable('basket_line')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('part_id', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity between 1 and 10000000`))
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addColumn('part_number', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('basket_line_pk', ['user_id', 'part_id'])
    .$call(withoutRowid)
    .execute();

  await db.schema
    .createTable('saved_list')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('saved_list_user_idx')
    .on('saved_list')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('saved_list_line')
    .addColumn('list_id', 'text', (col) => col.notNull().references('saved_list.id').onDelete('cascade'))
    .addColumn('part_id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity between 1 and 10000000`))
    .addColumn('part_number', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_list_line_pk', ['list_id', 'part_id'])
    .$call(withoutRowid)
    .execute();
}
