import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * One checkout for many part numbers (issue 33): the basket placed at once and paid once.
 *
 * - `checkout`: the buyer, the spec's address and phone, an optional PO reference and note, when it was
 *   placed and until when it holds its stock, and, once paid, the one transaction and the one invoice
 *   number (from the same gapless counter as single orders). Index (user_id, created_at).
 * - `orders.checkout_id`, `orders.po_reference`: each basket line is an order of the spec's shape,
 *   sharing its checkout's id and PO reference; indexed (partial: most orders have neither) for the
 *   checkout's lines and the admin's filters.
 * - A checkout is one open order, however many lines it has: a buyer's open orders are counted as
 *   `count(*) - count(checkout_id) + count(distinct checkout_id)`. SQLite's index of open orders by buyer
 *   (0011) gains `checkout_id` so that count stays an index-only read; PostgreSQL counts only near the
 *   cap (place-orders.sql).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('checkout')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('po_reference', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('hold_until', 'text', (col) => col.notNull())
    .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paid_at', 'text')
    .addColumn('transaction_id', 'text')
    .addColumn('payment_intent_id', 'text')
    .addColumn('invoice_number', 'integer', (col) => col.unique())
    .execute();
  await db.schema
    .createIndex('checkout_by_buyer_idx')
    .on('checkout')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.alterTable('orders').addColumn('checkout_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('po_reference', 'text').execute();
  await sql`create index orders_checkout_idx on orders (checkout_id, created_at) where checkout_id is not null`.execute(
    db,
  );
  await sql`create index orders_po_reference_idx on orders (po_reference, created_at)
    where po_reference is not null`.execute(db);
  if (!postgres) {
    await sql`drop index orders_open_by_buyer_idx`.execute(db);
    await sql`create index orders_open_by_buyer_idx
      on orders (email, paid, stock_released, hold_until, checkout_id)`.execute(db);
  }
}
