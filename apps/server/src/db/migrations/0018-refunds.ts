import { type Kysely, sql } from 'kysely';

/**
 * Refunds and credit notes (issue 35, ADR 0033).
 *
 * - `refund`: one row per refund of an order or a checkout, written `pending` with its idempotency key
 *   before the provider is called, then `succeeded` (with its credit note number, from the
 *   `credit_note` row of `invoice_counter`, in the same transaction) or `failed` (retried as a new
 *   attempt, with a new key). Indexes: by order and by checkout (an order's refunds), by state and age
 *   (the sweeper's pending refunds), by the provider's id (its webhooks).
 * - `orders` and `checkout` gain `refund_held_cents` (pending and succeeded refunds: a new refund is
 *   admitted by a conditional update keeping it at most the amount paid), `refunded_cents` (succeeded
 *   only) and `cancelled_at`. A cancelled order's status is `Cancelled`.
 * - `payment_intent.card_last4`: the test processor's card, so refunds of Stripe's "refund fails" test
 *   card fail as they do at Stripe; `test_refund`: the test processor's refunds, one per idempotency key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('refund')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text')
    .addColumn('checkout_id', 'text')
    .addColumn('payment_intent_id', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('cancel', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('provider_refund_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('credit_note_number', 'integer', (col) => col.unique())
    .addColumn('return_id', 'text')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('succeeded_at', 'text')
    .execute();
  await sql`create index refund_order_idx on refund (order_id, created_at) where order_id is not null`.execute(
    db,
  );
  await sql`create index refund_checkout_idx on refund (checkout_id, created_at) where checkout_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('refund_state_idx').on('refund').columns(['state', 'updated_at']).execute();
  await sql`create index refund_provider_idx on refund (provider_refund_id) where provider_refund_id is not null`.execute(
    db,
  );
  for (const table of ['orders', 'checkout']) {
    await db.schema
      .alterTable(table)
      .addColumn('refund_held_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('cancelled_at', 'text').execute();
  }
  await db.schema.alterTable('payment_intent').addColumn('card_last4', 'text').execute();
  await db.schema
    .createTable('test_refund')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_intent_id', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('failure_reason', 'text')
    .addColumn('metadata', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('test_refund_intent_idx')
    .on('test_refund')
    .columns(['payment_intent_id'])
    .execute();
  await db.insertInto('invoice_counter').values({ id: 'credit_note', last_number: 0 }).execute();
}
