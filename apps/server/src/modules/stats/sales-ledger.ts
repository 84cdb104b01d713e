import { type Kysely, sql, type Transaction } from 'kysely';
import type { PartSalesDayTable, SalesDayTable, Tables } from '../../db/schema';
import { goodsKeptColumn } from '../../db/order-charge';

/**
 * A sale's day: the UTC day of its payment, `YYYY-MM-DD` (timestamps are ISO-8601 UTC strings on both
 * engines, so it is their first ten characters). The dashboard's days, weeks and months are UTC too.
 */
export const saleDay = (paidAt: string) => paidAt.slice(0, 10);

export interface Sale {
  partId: string | null;
  itemName: string;
  quantity: number;
  /** Its goods net of tax (`goodsNetOf`): the revenue it adds (ADR 0034 addendum). */
  revenueCents: number;
  paidAt: string;
}

/**
 * Adds a just-paid order to the pre-aggregated sales (sales_day, part_sales_day). Called inside the
 * transaction that marks the order paid, which lets one caller through per order, so every paid order
 * is counted exactly once. Upserts, so racing payments on the same day both count.
 */
export const recordSale = (trx: Transaction<Tables>, sale: Sale) => recordSales(trx, [sale]);

/**
 * The same for the lines of one payment (a checkout), in two statements whatever their number: the
 * sales are summed per day and per day and part first, as one statement may not update a row twice.
 */
export async function recordSales(trx: Transaction<Tables>, sales: readonly Sale[]): Promise<void> {
  if (sales.length === 0) return;
  const days = new Map<string, SalesDayTable>();
  const parts = new Map<string, PartSalesDayTable>();
  for (const sale of sales) {
    const day = saleDay(sale.paidAt);
    const total = days.get(day) ?? { day, revenue_cents: 0, paid_orders: 0 };
    total.revenue_cents += sale.revenueCents;
    total.paid_orders += 1;
    days.set(day, total);
    if (!sale.partId) continue;
    const key = `${day} ${sale.partId}`;
    const part = parts.get(key) ?? {
      day,
      part_id: sale.partId,
      item_name: sale.itemName,
      units: 0,
      revenue_cents: 0,
      paid_orders: 0,
    };
    part.units += sale.quantity;
    part.revenue_cents += sale.revenueCents;
    part.paid_orders += 1;
    parts.set(key, part);
  }
  await trx
    .insertInto('sales_day')
    .values([...days.values()])
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({
        revenue_cents: sql`sales_day.revenue_cents + excluded.revenue_cents`,
        paid_orders: sql`sales_day.paid_orders + excluded.paid_orders`,
      }),
    )
    .execute();
  if (parts.size === 0) return;
  await trx
    .insertInto('part_sales_day')
    .values([...parts.values()])
    .onConflict((oc) =>
      oc.columns(['day', 'part_id']).doUpdateSet({
        units: sql`part_sales_day.units + excluded.units`,
        revenue_cents: sql`part_sales_day.revenue_cents + excluded.revenue_cents`,
        paid_orders: sql`part_sales_day.paid_orders + excluded.paid_orders`,
      }),
    )
    .execute();
}

/**
 * Takes a confirmed refund's goods (`revenueCents`: what it took off the goods revenue kept,
 * `goodsKeptOf`) off the revenue of the day its order was paid (and of its part), in the transaction
 * that records the refund: each day's revenue stays the goods revenue kept of the orders paid that day,
 * the same as a recount (`rebuildSalesLedger`). Orders and units stay counted as sold.
 */
export async function recordRefund(
  trx: Transaction<Tables>,
  refund: { partId: string | null; paidAt: string; revenueCents: number },
): Promise<void> {
  if (refund.revenueCents === 0) return;
  const day = saleDay(refund.paidAt);
  const less = { revenue_cents: sql<number>`revenue_cents - ${refund.revenueCents}` };
  await trx.updateTable('sales_day').set(less).where('day', '=', day).execute();
  if (!refund.partId) return;
  await trx
    .updateTable('part_sales_day')
    .set(less)
    .where('day', '=', day)
    .where('part_id', '=', refund.partId)
    .execute();
}

/**
 * Recounts both aggregates from the paid orders (revenue: the goods kept, net of tax, `goodsKeptColumn`), for data written around `recordSale` (the generator's
 * bulk inserts, in their own process: no cache of a server holds them yet). One statement per table,
 * inside one transaction.
 */
export async function rebuildSalesLedger(db: Kysely<Tables>): Promise<void> {
  await db.transaction().execute((trx) => recountSalesLedger(trx));
}

/**
 * The recount of `rebuildSalesLedger` in the caller's transaction (migration 0024's one-off recount runs
 * it in the migration's). Run again, it gives the same figures: it is idempotent.
 */
export async function recountSalesLedger(trx: Transaction<Tables>): Promise<void> {
  const paidDay = sql`substr(coalesce(paid_at, created_at), 1, 10)`;
  await trx.deleteFrom('sales_day').execute();
  await trx.deleteFrom('part_sales_day').execute();
  await sql`
    insert into sales_day (day, revenue_cents, paid_orders)
    select ${paidDay}, sum(${sql.raw(goodsKeptColumn)}), count(*) from orders where paid = 1 group by ${paidDay}
  `.execute(trx);
  await sql`
    insert into part_sales_day (day, part_id, item_name, units, revenue_cents, paid_orders)
    select ${paidDay}, part_id, max(item_name), sum(quantity), sum(${sql.raw(goodsKeptColumn)}), count(*)
    from orders where paid = 1 and part_id is not null group by ${paidDay}, part_id
  `.execute(trx);
}
