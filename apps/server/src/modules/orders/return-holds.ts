import { sql, type Transaction } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
import { conflict } from '../../lib/app-error';

type Trx = Transaction<Tables>;

/**
 * Admits a return of `quantity` units of an order by one conditional update: the units in its returns
 * not refused (`returned_quantity`, open or done) stay at most what was shipped. The row's lock (a
 * PostgreSQL row lock until commit, SQLite's one writer) makes racing requests take turns and re-read
 * it, on any number of instances. 409 with what is left otherwise.
 */
export async function holdReturnUnits(trx: Trx, order: OrderRow, quantity: number): Promise<void> {
  const held = await trx
    .updateTable('orders')
    .set({ returned_quantity: sql<number>`returned_quantity + ${quantity}` })
    .where('id', '=', order.id)
    .where(sql<boolean>`returned_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 1) return;
  const row = await trx
    .selectFrom('orders')
    .select(['returned_quantity', 'quantity'])
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, row.quantity - row.returned_quantity);
  throw conflict(
    left === 0
      ? `Every unit of this order (${row.quantity}) is already in a return.`
      : `You can return at most ${left} more ${left === 1 ? 'unit' : 'units'} of this order: ${row.quantity} shipped, ${row.returned_quantity} already in returns.`,
  );
}

/** A refused return gives its units back to what may still be returned. */
export async function releaseReturnUnits(trx: Trx, orderId: string, quantity: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ returned_quantity: sql<number>`returned_quantity - ${quantity}` })
    .where('id', '=', orderId)
    .execute();
}
