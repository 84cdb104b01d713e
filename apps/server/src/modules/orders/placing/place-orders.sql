-- PostgreSQL's half of the rule that places an order: orders/placing/rules.ts says what the rule is
-- and why an order is refused; this function applies it, atomically, to the orders of one part that came
-- in together (ADR 0025, ADR 0026; placing/postgres.ts calls it). Per order: the buyer's open orders
-- under the cap (rule 1), the minimum order and the stock the orders before it left (rules 3, 4); for the
-- batch, the part, current (not replaced), with the price and breaks the orders were priced with (rule 2: the price-break key
-- is db/price-breaks.ts's `priceBreaksColumn`, built the same way here). Rule 5, the most an order may
-- come to, was checked when the orders were priced. An order a rule refuses is left out; the others
-- stand. The buyers' advisory locks are taken first, in one order on every instance, then the part's
-- row: two batches never wait for each other in a cycle.
--
-- Each order is inserted with its charge (shipping and tax, ADR 0034: null where it owes its price
-- alone), so no order ever stands without the charge it was placed with.
--
-- Applied by a repeatable migration (db/repeatable.ts) whenever this file changes: edit it here, never
-- in a migration. The functions before the charge columns, and before `gross_prices` (0024), took fewer
-- arguments: they are dropped, so no call can reach them.
drop function if exists place_orders(text, integer, text, text, integer, text[], text[], text[], text[],
  text[], text[], integer[], integer[], integer[], text[], text[]);
drop function if exists place_orders(text, integer, text, text, integer, text[], text[], text[], text[],
  text[], text[], integer[], integer[], integer[], text[], text[], text[], text[], integer[], integer[],
  integer[], integer[], integer[]);
create or replace function place_orders(
  ordered_part text, priced_cents integer, priced_breaks text, changed_at text, max_open integer,
  new_ids text[], buyer_ids text[], buyer_emails text[], buyer_names text[], ship_addresses text[],
  ship_phones text[], quantities integer[], unit_cents integer[], total_cents integer[], placed_at text[],
  held_until text[], charge_countries text[], charge_states text[], charge_shipping integer[],
  charge_shipping_tax integer[], charge_tax integer[], charge_reverse integer[], charge_total integer[],
  charge_gross integer[])
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
    where part.id = ordered_part and part.replaced_by is null and part.price_cents = priced_cents
      and coalesce((select string_agg(b.min_quantity || ':' || b.price_cents, ';' order by b.min_quantity)
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
      -- Rule 1 counts a checkout as one open order, however many lines it has.
      select count(*) into open_orders from (
        select distinct coalesce(o.checkout_id, o.id) from orders o
          where o.email = buyer_emails[i] and o.paid + o.stock_released = 0 and o.hold_until > placed_at[i]
        limit max_open
      ) counted;
    end if;
    continue when open_orders >= max_open;
    insert into orders (id, user_id, email, name, address, phone, part_id, item_name, part_number, quantity,
      unit_price_cents, price_cents, created_at, hold_until, country, us_state, shipping_cents,
      shipping_tax_cents, tax_cents, reverse_charge, charge_cents, gross_prices)
    values (new_ids[i], buyer_ids[i], buyer_emails[i], buyer_names[i], ship_addresses[i], ship_phones[i],
      ordered_part, p.name, p.part_number, quantities[i], unit_cents[i], total_cents[i], placed_at[i],
      held_until[i], charge_countries[i], charge_states[i], coalesce(charge_shipping[i], 0),
      coalesce(charge_shipping_tax[i], 0), coalesce(charge_tax[i], 0), coalesce(charge_reverse[i], 0),
      charge_total[i], coalesce(charge_gross[i], 0));
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
