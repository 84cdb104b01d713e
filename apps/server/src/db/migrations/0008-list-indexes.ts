import { type Kysely, sql } from 'kysely';

/**
 * Every list reads one index in its own order (newest first, id as the tiebreak), so a page costs the
 * same whatever its number and the totals are counted from the index alone:
 * - all orders, by condition (paid, status), by buyer (email), and the item-name search;
 * - reviews newest first.
 * Users are listed by email through better-auth's unique index on `user.email`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('orders_condition_idx')
    .on('orders')
    .columns(['paid', 'status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_buyer_idx')
    .on('orders')
    .columns(['email', 'created_at', 'id'])
    .execute();
  // Replaced by orders_buyer_idx, which carries the id tiebreak too.
  await db.schema.dropIndex('orders_email_idx').execute();
  await db.schema
    .createIndex('orders_item_name_idx')
    .on('orders')
    .expression(sql`lower(item_name), created_at, id`)
    .execute();
  await db.schema.createIndex('review_created_idx').on('review').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('user_role_role_idx').on('user_role').columns(['role', 'email']).execute();
}
