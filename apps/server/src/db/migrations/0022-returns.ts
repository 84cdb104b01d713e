import { type Kysely, sql } from 'kysely';

/**
 * Returns (issue 35 §2, ADR 0037).
 *
 * - `order_return`: one row per return a buyer asks of a shipped order: its units, reason and note, its
 *   state (`requested` → `approved` → `received`, or `refused`, each step a conditional update from the
 *   one before), the admin's message, and once received the refund it made (a `refund` row whose
 *   `return_id` names it, 0018), its amount and the restocking fee kept. For "does not fit", the buyer's
 *   vehicle when they asked (the order keeps none), named, for the catalogue team's fitment check.
 *   Indexes: by order (its returns), by buyer and age (a buyer's list), by state and age (the admin's).
 * - `orders.returned_quantity`: units in returns not refused, admitted by a conditional update keeping
 *   it at most the order's quantity (racing requests take turns on the row's lock), given back on refusal.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_return')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('part_id', 'text')
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('resaleable', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vehicle_id', 'text')
    .addColumn('vehicle_label', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('refund_cents', 'integer')
    .addColumn('fee_cents', 'integer')
    .addColumn('decided_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_return_order_idx').on('order_return').columns(['order_id']).execute();
  await db.schema
    .createIndex('order_return_user_idx')
    .on('order_return')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('order_return_state_idx')
    .on('order_return')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('order_return_created_idx')
    .on('order_return')
    .columns(['created_at'])
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('returned_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
