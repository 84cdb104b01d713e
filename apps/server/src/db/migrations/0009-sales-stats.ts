import { type Kysely, sql } from 'kysely';

/**
 * The sales dashboard (issue 16) reads pre-aggregated sales, kept up to date in the transaction that
 * marks an order paid (modules/stats/sales-ledger.ts):
 * - `sales_day`: revenue and paid orders per UTC day of payment (`substr(paid_at, 1, 10)`);
 * - `part_sales_day`: the same per part and day, with units, for the top parts;
 * both backfilled here from the orders already paid. Sums are bigint: a day's revenue in cents can pass
 * 2^31.
 *
 * Parts get `low_stock_threshold` (null: the minimum order is the threshold), `low_stock_warned` (1 once
 * the admins were mailed that the part went under it, 0 again after a restock lifts it) and an index on
 * the stock's margin over the threshold, so the low-stock list reads only the parts under it, furthest
 * under first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sales_day')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('revenue_cents', 'bigint', (col) => col.notNull())
    .addColumn('paid_orders', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('part_sales_day')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('part_id', 'text', (col) => col.notNull())
    .addColumn('item_name', 'text', (col) => col.notNull())
    .addColumn('units', 'bigint', (col) => col.notNull())
    .addColumn('revenue_cents', 'bigint', (col) => col.notNull())
    .addColumn('paid_orders', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('part_sales_day_pk', ['day', 'part_id'])
    .execute();

  const paidDay = sql`substr(coalesce(paid_at, created_at), 1, 10)`;
  await sql`
    insert into sales_day (day, revenue_cents, paid_orders)
    select ${paidDay}, sum(price_cents), count(*) from orders where paid = 1 group by ${paidDay}
  `.execute(db);
  await sql`
    insert into part_sales_day (day, part_id, item_name, units, revenue_cents, paid_orders)
    select ${paidDay}, part_id, max(item_name), sum(quantity), sum(price_cents), count(*)
    from orders where paid = 1 and part_id is not null group by ${paidDay}, part_id
  `.execute(db);

  await db.schema.alterTable('part').addColumn('low_stock_threshold', 'integer').execute();
  await db.schema
    .alterTable('part')
    .addColumn('low_stock_warned', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('part_low_stock_idx')
    .on('part')
    .expression(sql`(available_quantity - coalesce(low_stock_threshold, min_order_quantity)), id`)
    .execute();
}
