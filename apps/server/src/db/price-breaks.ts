import { sql } from 'kysely';

/**
 * A part's price breaks as one text, `quantity:cents;…` by quantity (null without breaks): the one
 * price-break key of the store. Pages of parts read their breaks in it (one query for the page), an
 * order is priced from it, and PostgreSQL's `place_orders` (orders/placing/place-orders.sql) checks that
 * the breaks an order was priced with are still the part's by building the same text.
 */
export const priceBreaksColumn = sql<
  string | null
>`(select string_agg(b.min_quantity || ':' || b.price_cents, ';' order by b.min_quantity)
  from part_price_break b where b.part_id = p.id)`;

/** `priceBreaksColumn`'s text as the breaks in cents, by quantity: what `quantityPrice` takes. */
export function priceBreakCentsOf(key: string | null): { minQuantity: number; priceCents: number }[] {
  if (!key) return [];
  return key.split(';').map((entry) => {
    const [minQuantity, priceCents] = entry.split(':');
    return { minQuantity: Number(minQuantity), priceCents: Number(priceCents) };
  });
}
