import { sql, type Transaction } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
import { conflict } from '../../lib/app-error';

type Trx = Transaction<Tables>;

/**
 * Adds `quantity` units to the order's `returned_quantity` by one conditional update keeping it at most
 * the order's quantity: undefined when they fit, else the order's counts (nothing changed).
 */
async function addReturnedUnits(trx: Trx, orderId: string, quantity: number) {
  const held = await trx
    .updateTable('orders')
    .set({ returned_quantity: sql<number>`returned_quantity + ${quantity}` })
    .where('id', '=', orderId)
    .where(sql<boolean>`returned_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 1) return undefined;
  return trx
    .selectFrom('orders')
    .select(['returned_quantity', 'quantity'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/**
 * Admits a return of `quantity` units of an order by one conditional update: the units in its returns
 * not refused (`returned_quantity`, open or done) stay at most what was shipped. The row's lock (a
 * PostgreSQL row lock until commit, SQLite's one writer) makes racing requests take turns and re-read
 * it, on any number of instances. 409 with what is left otherwise.
 */
export async function holdReturnUnits(trx: Trx, order: OrderRow, quantity: number): Promise<void> {
  const row = await addReturnedUnits(trx, order.id, quantity);
  if (!row) return;
  const left = Math.max(0, row.quantity - row.returned_quantity);
  throw conflict(
    left === 0
      ? `Every unit of this order (${row.quantity}) is already in a return.`
      : `You can return at most ${left} more ${left === 1 ? 'unit' : 'units'} of this order: ${row.quantity} shipped, ${row.returned_quantity} already in returns.`,
  );
}

/** A refused or lapsed return gives its units back to what may still be returned. */
export async function releaseReturnUnits(trx: Trx, orderId: string, quantity: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ returned_quantity: sql<number>`returned_quantity - ${quantity}` })
    .where('id', '=', orderId)
    .execute();
}

/**
 * A lapsed return whose goods arrive after all takes its units back into `returned_quantity` by the same
 * conditional update that admits a request: if the buyer has asked to return them again meanwhile and
 * they no longer fit in what was shipped, 409 and nothing changes.
 */
export async function readmitReturnUnits(trx: Trx, orderId: string, quantity: number): Promise<void> {
  const row = await addReturnedUnits(trx, orderId, quantity);
  if (!row) return;
  throw conflict(
    `This return lapsed and its ${quantity} ${quantity === 1 ? 'unit' : 'units'} no longer fit in the order: ${row.quantity} shipped, ${row.returned_quantity} in other returns since. Settle it with the buyer as a refund of the order instead.`,
  );
}
