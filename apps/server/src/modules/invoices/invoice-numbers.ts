import { type Kysely, sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/schema';

/**
 * Gives a just-paid order the next invoice number, in the paying transaction: the counter row's update
 * holds its lock until commit (PostgreSQL; SQLite has one writer), so concurrent payments take distinct
 * numbers in turn, and a payment that rolls back gives its number back: no gaps, no reuse.
 */
export async function assignInvoiceNumber(trx: Transaction<Tables>, orderId: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ invoice_number: await nextInvoiceNumber(trx) })
    .where('id', '=', orderId)
    .execute();
}

/** The same for a just-paid checkout: its one invoice, numbered in the same sequence as single orders. */
export async function assignCheckoutInvoiceNumber(
  trx: Transaction<Tables>,
  checkoutId: string,
): Promise<void> {
  await trx
    .updateTable('checkout')
    .set({ invoice_number: await nextInvoiceNumber(trx) })
    .where('id', '=', checkoutId)
    .execute();
}

/**
 * The next credit note number (CN-000001…), its own gapless sequence: taken in the transaction that
 * records the refund's success, like an invoice's (ADR 0033).
 */
export const nextCreditNoteNumber = (trx: Transaction<Tables>) => nextNumber(trx, 'credit_note');

const nextInvoiceNumber = (trx: Transaction<Tables>) => nextNumber(trx, 'invoice');

async function nextNumber(trx: Transaction<Tables>, sequence: 'invoice' | 'credit_note'): Promise<number> {
  const counter = await trx
    .updateTable('invoice_counter')
    .set({ last_number: sql`last_number + 1` })
    .where('id', '=', sequence)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return counter.last_number;
}

/**
 * Numbers the paid orders that have no invoice number yet (orders written in bulk, as the data generator
 * does), after the last number given, in the order they were paid; the counter follows in the same
 * transaction, so the numbers stay sequential and unique.
 */
export async function numberUninvoicedPaidOrders(db: Kysely<Tables>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const counter = await trx
      .selectFrom('invoice_counter')
      .select('last_number')
      .where('id', '=', 'invoice')
      .executeTakeFirstOrThrow();
    await sql`
      update orders set invoice_number = ${counter.last_number} + numbered.n
      from (
        select id, row_number() over (order by paid_at, created_at, id) as n
        from orders where paid = 1 and invoice_number is null
      ) as numbered
      where orders.id = numbered.id`.execute(trx);
    const last = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.max('invoice_number').as('last'))
      .executeTakeFirst();
    // Checkouts take numbers from the same counter: it never goes back below theirs.
    const lastCheckout = await trx
      .selectFrom('checkout')
      .select((eb) => eb.fn.max('invoice_number').as('last'))
      .executeTakeFirst();
    await trx
      .updateTable('invoice_counter')
      .set({
        last_number: Math.max(counter.last_number, Number(last?.last ?? 0), Number(lastCheckout?.last ?? 0)),
      })
      .where('id', '=', 'invoice')
      .execute();
  });
}
