import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('part_id', 'text', (col) => col.references('part.id').onDelete('set null'))
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('Pending'))
    .addColumn('transaction_id', 'text', (col) => col.unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('shipped_at', 'text')
    .execute();
  await db.schema.createIndex('orders_email_idx').on('orders').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('orders_part_idx').on('orders').column('part_id').execute();
}
