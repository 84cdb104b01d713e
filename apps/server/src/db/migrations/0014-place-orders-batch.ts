import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: the orders of one part that came in together are placed by one function call,
 * `place_orders` (ADR 0026), which replaces `place_order` (0013). Three costs of an order go:
 *
 * - **The part's row is read, locked and written once for the batch**, not once per order: each order
 *   wrote a new version of the row (25 in a batch of 25), which every later order then had to find.
 * - **A buyer's open orders are counted only near the cap.** `open_order_tally` keeps, per buyer, a
 *   number never below their open orders: each order placed adds one, nothing else changes it (an order
 *   paid, deleted or run out only makes it high). While it is under MAX_UNPAID_ORDERS the order may be
 *   placed without counting; at the cap the open orders are counted (up to the cap) and the tally set
 *   to the count. Counting read every open order of the buyer, one table page each: with the cap raised
 *   (the bench: hundreds open per buyer) it cost more than the rest of the order, and grew with them.
 *   Orders are placed only here (generated orders hold no stock), and the buyer's advisory lock keeps
 *   the tally and the count of one buyer from interleaving on any instance.
 * - **The count goes through an index no other query can be mistaken for.** Before PostgreSQL's first
 *   analysis of a growing table (a new store, the bench) its planner had no figures and counted through
 *   the hold sweeper's index (0012), which holds every open order of the store: 21 ms an order at 11,000
 *   open orders, and the bench's orders fell from 830/s to 360/s within 20 s. The buyer's index now
 *   holds open orders only, by a condition written as `paid + stock_released = 0` (both are 0 or 1): the
 *   count states it the same way, so the buyer's index serves it, and the sweeper's index, whose
 *   condition the count does not imply, cannot.
 *
 * The rules are those of `place_order`: per order, the buyer's open orders under the cap, the stock the
 * orders before it left, the minimum order; for the batch, the price and the breaks the orders were
 * priced with. An order a rule refuses is left out; the others stand. The buyers' advisory locks are
 * taken first, in one order on every instance, then the part's row: two batches never wait for each
 * other in a cycle. SQLite keeps its whole index (0011) and its own statements (it counts from the index
 * alone, without reading the table).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index orders_open_by_buyer_idx`.execute(db);
  await sql`create index orders_open_by_buyer_idx on orders (email, hold_until)
    where paid + stock_released = 0`.execute(db);
  await sql`drop function place_order`.execute(db);
  await sql`create table open_order_tally (email text primary key, orders integer not null)`.execute(db);
  await sql`
create function place_orders(
  ordered_part text, priced_cents integer, priced_breaks text, changed_at text, max_open integer,
  new_ids text[], buyer_ids text[], buyer_emails text[], buyer_names text[], ship_addresses text[],
  ship_phones text[], quantities integer[], unit_cents integer[], total_cents integer[], placed_at text[],
  held_until text[])
returns table (placed integer, low_stock_warned integer, margin integer)
language plpgsql as $$
declare
  p record;
  stock integer;
  open_orders integer;
begin
  perform pg_advisory_xact_lock(hashtext('orders:' || buyer))
    from (select distinct buyer from unnest(buyer_emails) as buyer order by buyer) as buyers;
  select part.available_quantity, part.min_order_quantity, part.name, part.part_number,
      part.low_stock_warned as warned,
      coalesce(part.low_stock_threshold, part.min_order_quantity) as threshold
    into p from part
    where part.id = ordered_part and part.price_cents = priced_cents
      and coalesce((select string_agg(b.min_quantity || ':' || b.price_cents, ',' order by b.min_quantity)
        from part_price_break b where b.part_id = ordered_part), '') = priced_breaks
    for no key update;
  if not found then
    return;
  end if;
  stock := p.available_quantity;
  for i in 1 .. coalesce(array_length(new_ids, 1), 0) loop
    continue when quantities[i] < p.min_order_quantity or quantities[i] > stock;
    select t.orders into open_orders from open_order_tally t where t.email = buyer_emails[i];
    if open_orders is null or open_orders >= max_open then
      select count(*) into open_orders from (
        select 1 from orders o where o.email = buyer_emails[i] and o.paid + o.stock_released = 0
          and o.hold_until > placed_at[i]
        limit max_open
      ) counted;
    end if;
    continue when open_orders >= max_open;
    insert into orders (id, user_id, email, name, address, phone, part_id, item_name, part_number, quantity,
      unit_price_cents, price_cents, created_at, hold_until)
    values (new_ids[i], buyer_ids[i], buyer_emails[i], buyer_names[i], ship_addresses[i], ship_phones[i],
      ordered_part, p.name, p.part_number, quantities[i], unit_cents[i], total_cents[i], placed_at[i],
      held_until[i]);
    insert into open_order_tally (email, orders) values (buyer_emails[i], open_orders + 1)
      on conflict (email) do update set orders = excluded.orders;
    stock := stock - quantities[i];
    placed := i;
    low_stock_warned := p.warned;
    margin := stock - p.threshold;
    return next;
  end loop;
  if stock <> p.available_quantity then
    update part set available_quantity = stock, updated_at = changed_at where id = ordered_part;
  end if;
end
$$;
`.execute(db);
}
