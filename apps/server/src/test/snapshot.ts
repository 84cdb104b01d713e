import type { FastifyInstance } from 'fastify';

const keyOf = {
  part: 'id',
  orders: 'id',
  review: 'id',
  profile: 'email',
  user_role: 'email',
  payment_intent: 'id',
  user: 'id',
  basket_line: 'added_at',
  saved_list: 'id',
  saved_list_line: 'list_id',
  checkout: 'id',
  refund: 'id',
  test_refund: 'id',
  order_return: 'id',
} as const;

/** Every row of the store's own tables and its accounts, to compare before and after a request. */
export async function databaseSnapshot(app: FastifyInstance) {
  const tables = Object.entries(keyOf) as Array<[keyof typeof keyOf, string]>;
  const contents = await Promise.all(
    tables.map(([table, key]) =>
      app.db
        .selectFrom(table)
        .selectAll()
        .orderBy(key as never)
        .execute(),
    ),
  );
  return Object.fromEntries(tables.map(([table], index) => [table, contents[index]]));
}
