import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Selling in bulk (issue 16):
 * - `part_price_break (part_id, min_quantity, price_cents)`: a part's quantity price breaks, read by
 *   part through the primary key (WITHOUT ROWID on SQLite); they go with their part.
 * - `orders.invoice_number`: given when the order is paid, from the one row of `invoice_counter`
 *   updated in the paying transaction (so numbers are sequential, gapless and never reused); unique.
 *   Orders paid before this migration are numbered now, in the order they were paid.
 * - `orders.part_number`: the part number when ordered, for the invoice (null for older orders: the
 *   invoice reads the part's current number, if the part is still there).
 * - `orders.carrier` / `orders.tracking_number`: set when the admin ships the order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('part_price_break')
    .addColumn('part_id', 'text', (col) => col.notNull().references('part.id').onDelete('cascade'))
    .addColumn('min_quantity', 'integer', (col) => col.notNull().check(sql`min_quantity >= 1`))
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
    .addPrimaryKeyConstraint('part_price_break_pk', ['part_id', 'min_quantity'])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();

  await db.schema
    .createTable('invoice_counter')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('orders').addColumn('invoice_number', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('part_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  await db.schema
    .createIndex('orders_invoice_number_unique')
    .on('orders')
    .column('invoice_number')
    .unique()
    .execute();
  await sql`
    update orders set invoice_number = numbered.n
    from (select id, row_number() over (order by paid_at, created_at, id) as n from orders where paid = 1) as numbered
    where orders.id = numbered.id`.execute(db);
  const last = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('invoice_number').as('last'))
    .executeTakeFirst();
  await db
    .insertInto('invoice_counter')
    .values({ id: 'invoice', last_number: Number(last?.last ?? 0) })
    .execute();
}
