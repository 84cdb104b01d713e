import type { Kysely } from 'kysely';

/**
 * Approved returns lapse (issue 35 leftovers, ADR 0037 addendum): `order_return.approved_at`, when the
 * return was approved; an approved return not marked received within `RETURN_SEND_BACK_DAYS` of it
 * becomes `lapsed` and gives its units back. Returns approved before this migration take their last
 * update (their approval: an approved return is not updated again until it is received) as their
 * approval time. Index (state, approved_at): the sweeper's look-up of approved returns past the cutoff.
 *
 * A received return refunds its units' goods and their tax (ADR 0037 addendum): `goods_cents` and
 * `tax_cents` keep the two, as its credit note prints them (null for returns received before).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_return').addColumn('approved_at', 'text').execute();
  await db.schema.alterTable('order_return').addColumn('goods_cents', 'integer').execute();
  await db.schema.alterTable('order_return').addColumn('tax_cents', 'integer').execute();
  await db
    .updateTable('order_return')
    .set((eb) => ({ approved_at: eb.ref('updated_at') }))
    .where('state', '=', 'approved')
    .execute();
  await db.schema
    .createIndex('order_return_approved_idx')
    .on('order_return')
    .columns(['state', 'approved_at'])
    .execute();
}
