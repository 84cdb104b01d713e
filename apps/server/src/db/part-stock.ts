import { type Kysely, sql, type Transaction } from 'kysely';
import type { Tables } from './schema';

/**
 * The part row's stock columns, shared by every writer of stock (orders placed, released and deleted,
 * restocks, imports): what "low" means and the flag that makes the low-stock mail go once.
 */

/** Available units minus the threshold in force (its minimum order when none is set): negative when low. */
export const stockMargin = sql<number>`(available_quantity - coalesce(low_stock_threshold, min_order_quantity))`;

/**
 * Marks the part warned if it is under its threshold and was not warned since it last went under, and
 * answers what the warning says; null when there is nothing to warn of. A conditional update, so of
 * concurrent orders on any instance exactly one claims it.
 */
export async function claimLowStockWarning(db: Kysely<Tables>, partId: string) {
  const part = await db
    .updateTable('part')
    .set({ low_stock_warned: 1 })
    .where('id', '=', partId)
    .where('low_stock_warned', '=', 0)
    .where(stockMargin, '<', 0)
    .returning(['name', 'part_number', 'available_quantity', 'min_order_quantity', 'low_stock_threshold'])
    .executeTakeFirst();
  return part
    ? {
        name: part.name,
        partNumber: part.part_number,
        available: part.available_quantity,
        threshold: part.low_stock_threshold ?? part.min_order_quantity,
      }
    : null;
}

/**
 * After units came back to a part (a restock, a new threshold, an order deleted or expired): once it is
 * no longer under its threshold, the next time it goes under warns the admins again.
 */
export async function rearmLowStockWarning(
  db: Kysely<Tables> | Transaction<Tables>,
  partId: string,
): Promise<void> {
  await db
    .updateTable('part')
    .set({ low_stock_warned: 0 })
    .where('id', '=', partId)
    .where('low_stock_warned', '=', 1)
    .where(stockMargin, '>=', 0)
    .execute();
}
