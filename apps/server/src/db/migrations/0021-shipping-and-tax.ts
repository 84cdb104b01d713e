import { sql, type Kysely } from 'kysely';

/**
 * Shipping and tax (issue 35, ADR 0034). On every order (a single one, or a line of a checkout): its
 * destination (`country`, `us_state` for sales tax), the shipping charged with it and that shipping's
 * tax (a checkout's shipping rides on its first line), the tax on its goods, whether it was a reverse
 * charge, and `charge_cents`: what its payment takes. All written when the order is placed and never
 * recomputed. `charge_cents` null (orders placed before this, or in the instant between a single
 * order's placement and its charges) reads as the spec's price with no shipping or tax.
 *
 * Existing orders were sent within the store's country: they take `STORE_COUNTRY` as configured when
 * this runs (the same default as the config's). `store_setting` holds the admin's shipping and tax
 * rates as JSON, one row per key. `profile.tax_id`: a buyer's business tax ID ('' for none).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const storeCountry = (process.env.STORE_COUNTRY ?? 'US').trim().toUpperCase() || 'US';
  await db.schema.alterTable('orders').addColumn('country', 'text').execute();
  await db.schema.alterTable('orders').addColumn('us_state', 'text').execute();
  for (const column of ['shipping_cents', 'shipping_tax_cents', 'tax_cents', 'reverse_charge']) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.alterTable('orders').addColumn('charge_cents', 'integer').execute();
  await sql`update orders set country = ${storeCountry}`.execute(db);
  await db.schema
    .createTable('store_setting')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('profile')
    .addColumn('tax_id', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}
