import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: an order's statement as a function, `place_order`, so each pooled connection plans it once
 * (PL/pgSQL keeps its statements' plans). Sent as text in a simple query, the statement was planned
 * afresh for every order: 0.5–1.2 ms, as much as running it (ADR 0025). The rules are those of the
 * statement it replaces (`modules/orders/stock-taking.ts`): the buyer's open orders under the cap, the
 * stock, the minimum order, and the price and breaks the order was priced with; it takes the units and
 * inserts the order, or changes nothing and answers no row. It counts the buyer's open orders only up to
 * the cap, so an order costs no more for a buyer with many. SQLite plans its statements once anyway.
 *
 * A change to these rules is a new migration that replaces the function.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
create or replace function place_order(
  new_id text, buyer_id text, buyer_email text, buyer_name text, ship_address text, ship_phone text,
  ordered_part text, ordered_quantity integer, priced_cents integer, priced_breaks text,
  unit_cents integer, total_cents integer, placed_at text, held_until text, changed_at text, max_open integer)
returns table (low_stock_warned integer, margin integer)
language plpgsql as $$
begin
  return query
  with open_orders as (
    select count(*) as open from (
      select 1 from orders o where o.email = buyer_email and o.paid = 0
        and o.stock_released = 0 and o.hold_until > placed_at
      limit max_open
    ) counted
  ), taken as (
    update part p set available_quantity = p.available_quantity - ordered_quantity, updated_at = changed_at
    where p.id = ordered_part and p.available_quantity >= ordered_quantity
      and p.min_order_quantity <= ordered_quantity and p.price_cents = priced_cents
      and coalesce((select string_agg(b.min_quantity || ':' || b.price_cents, ',' order by b.min_quantity)
        from part_price_break b where b.part_id = ordered_part), '') = priced_breaks
      and (select o.open from open_orders o) < max_open
    returning p.name, p.part_number, p.low_stock_warned,
      p.available_quantity - coalesce(p.low_stock_threshold, p.min_order_quantity) as margin
  ), placed as (
    insert into orders (id, user_id, email, name, address, phone, part_id, item_name, part_number, quantity,
      unit_price_cents, price_cents, created_at, hold_until)
    select new_id, buyer_id, buyer_email, buyer_name, ship_address, ship_phone, ordered_part, t.name,
      t.part_number, ordered_quantity, unit_cents, total_cents, placed_at, held_until
    from taken t
    returning id
  )
  select t.low_stock_warned, t.margin from taken t join placed on true;
end
$$;
`.execute(db);
}
