import type { Kysely } from 'kysely';

/** The hold an order had before holds existed: the default, counted from this migration. */
const defaultHoldMs = 2880 * 60_000;

/**
 * Unpaid orders hold their stock until `hold_until`; `stock_released` marks that the units went back
 * (the order shows as expired), `needs_attention` a payment that arrived after that without enough
 * stock. One payment intent per order, enforced by a unique index (duplicates from before are dropped,
 * keeping a succeeded one, else the oldest).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('hold_until', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('stock_released', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('needs_attention', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('orders')
    .set({ hold_until: new Date(Date.now() + defaultHoldMs).toISOString() })
    .where('paid', '=', 0)
    .execute();
  await db.schema
    .createIndex('orders_unpaid_hold_idx')
    .on('orders')
    .columns(['paid', 'stock_released', 'hold_until'])
    .execute();

  const intents = (await db
    .selectFrom('payment_intent')
    .select(['id', 'order_id', 'status', 'created_at'])
    .orderBy('order_id')
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as Array<{ id: string; order_id: string; status: string }>;
  const kept = new Map<string, { id: string; status: string }>();
  const dropped: string[] = [];
  for (const intent of intents) {
    const first = kept.get(intent.order_id);
    if (!first) kept.set(intent.order_id, intent);
    else if (intent.status === 'succeeded' && first.status !== 'succeeded') {
      dropped.push(first.id);
      kept.set(intent.order_id, intent);
    } else dropped.push(intent.id);
  }
  for (const id of dropped) await db.deleteFrom('payment_intent').where('id', '=', id).execute();
  await db.schema
    .createIndex('payment_intent_order_unique')
    .on('payment_intent')
    .column('order_id')
    .unique()
    .execute();
}
