import { type Kysely, sql } from 'kysely';

/**
 * `orders.gross_prices` (ADR 0034 addendum): 1 when the order was placed on gross prices (the tax
 * included in the prices and the shipping shown), written with its charge. The payment pages need it to
 * show what was charged: with no tax on the goods and taxed shipping, the stored figures add up the
 * same way on net and gross prices, and only this says whether the shipping shown includes its tax.
 * Orders placed before: 1 where the stored figures tell (tax on goods that the charge does not add to
 * the price), else 0, as they were shown until now.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('gross_prices', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update orders set gross_prices = 1
    where charge_cents is not null and tax_cents > 0 and reverse_charge = 0
      and charge_cents = price_cents + shipping_cents + shipping_tax_cents`.execute(db);
}
