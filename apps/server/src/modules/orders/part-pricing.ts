import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { priceBreakCents } from '../parts/price-breaks';

/** What `quantityPrice` needs of a part: its price and its breaks, in cents. */
export interface PartPricing {
  priceCents: number;
  breaks: { minQuantity: number; priceCents: number }[];
  /** The breaks as `min:price` pairs by quantity, comma-separated, as `place_orders` (migration 0014) reads them. */
  breaksKey: string;
}

/** The most parts whose pricing is kept; the oldest goes first. */
const maxParts = 1000;

const kept = new WeakMap<Kysely<Tables>, Map<string, PartPricing>>();

/**
 * A part's pricing as last read by this instance (null: no such part). Never trusted on its own: the
 * order statement takes stock only where the stored price and breaks are still these (stock-taking.ts),
 * and a refused order reads them afresh (`fresh`), so an edit on any instance shows in the next order.
 */
export async function partPricing(
  db: Kysely<Tables>,
  partId: string,
  { fresh = false } = {},
): Promise<PartPricing | null> {
  let parts = kept.get(db);
  if (!parts) {
    parts = new Map();
    kept.set(db, parts);
  }
  const known = parts.get(partId);
  if (known && !fresh) return known;
  parts.delete(partId);
  const part = await db.selectFrom('part').select('price_cents').where('id', '=', partId).executeTakeFirst();
  if (!part) return null;
  const breaks = await priceBreakCents(db, partId);
  const pricing = {
    priceCents: part.price_cents,
    breaks,
    breaksKey: breaks.map((entry) => `${entry.minQuantity}:${entry.priceCents}`).join(','),
  };
  if (parts.size >= maxParts) parts.delete(parts.keys().next().value!);
  parts.set(partId, pricing);
  return pricing;
}
