import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Two indexes that cost every order on PostgreSQL (ADR 0025):
 *
 * - **The part's stock is updated in place.** PostgreSQL updates a row in place (a HOT update: no new
 *   index entries) only while no indexed column changes. `part_low_stock_idx` indexed the low-stock
 *   margin, i.e. `available_quantity`, so every order wrote a new version of its part with an entry in
 *   each of its seven indexes, two of them GIN (search and trigram): 365 µs an update against 50 µs in
 *   place, and the part's row stays locked by the order for that long. The low-stock list now finds its
 *   parts through `low_stock`: 1 while the part is under its threshold, a generated column that changes
 *   only when a part crosses it. On PostgreSQL it is stored and indexed (partial: only the parts under),
 *   the margin's index goes, and the table keeps a tenth of each page free for the versions an update
 *   leaves in place. SQLite has no such cost (it rewrites its index entries either way): there the column
 *   is virtual, so the one query reads the same on both engines, and the margin's index stays.
 * - **The hold sweeper's index holds only the orders it sweeps** (PostgreSQL): unpaid orders still holding
 *   stock, by the end of their hold. As `(paid, stock_released, hold_until)` it matched the count of a
 *   buyer's open orders as well as `orders_open_by_buyer_idx` did, and before PostgreSQL's first analysis
 *   of a growing table (a new store, the bench) its planner counted through it: every open order of the
 *   store, for each order placed (5 ms at 15,000 open orders). Partial, it can serve that count only by
 *   reading every open order's end of hold, which no planner prefers over the buyer's own index. SQLite
 *   keeps it whole: it reads a partial index only for terms written as its condition is (literals, not
 *   the bound parameters Kysely sends), and its planner picks the buyer's index for the count anyway.
 */
const margin = sql`available_quantity - coalesce(low_stock_threshold, min_order_quantity)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const lowStock = sql`(case when ${margin} < 0 then 1 else 0 end)`;
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`alter table part add column low_stock integer generated always as ${lowStock} virtual`.execute(
      db,
    );
    return;
  }
  await sql`drop index orders_unpaid_hold_idx`.execute(db);
  await sql`create index orders_unpaid_hold_idx on orders (hold_until) where paid = 0 and stock_released = 0`.execute(
    db,
  );
  await sql`alter table part set (fillfactor = 90)`.execute(db);
  // Rewrites the table, so the pages get their free tenth now.
  await sql`alter table part add column low_stock integer generated always as ${lowStock} stored`.execute(db);
  await sql`drop index part_low_stock_idx`.execute(db);
  await sql`create index part_low_stock_idx on part (id) where low_stock = 1`.execute(db);
}
