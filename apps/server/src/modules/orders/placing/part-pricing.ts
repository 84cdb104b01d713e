import type { Kysely } from 'kysely';
import { priceBreakCentsOf, priceBreaksColumn } from '../../../db/price-breaks';
import type { Tables } from '../../../db/schema';

/** What `quantityPrice` needs of a part: its price and its breaks, in cents. */
export interface PartPricing {
  priceCents: number;
  breaks: { minQuantity: number; priceCents: number }[];
  /** The breaks as the store's one price-break key (`priceBreaksColumn`; '' without breaks). */
  breaksKey: string;
}

/** The most parts whose pricing is kept; the oldest goes first. */
const maxParts = 1000;

/**
 * Parts' pricing as last read by this instance (null: no such part), built in caches.ts and cleared by
 * this instance's `parts` changes. Never trusted on its own: the order statement takes stock only where
 * the stored price and breaks are still these (placing/postgres.ts), and a refused order reads them
 * afresh (`fresh`), so an edit on any instance shows in the next order.
 */
export function partPricingCache(db: Kysely<Tables>) {
  const parts = new Map<string, PartPricing>();
  return {
    async get(partId: string, { fresh = false } = {}): Promise<PartPricing | null> {
      const known = parts.get(partId);
      if (known && !fresh) return known;
      parts.delete(partId);
      const part = await db
        .selectFrom('part as p')
        .select(['p.price_cents', priceBreaksColumn.as('breaks')])
        .where('p.id', '=', partId)
        .executeTakeFirst();
      if (!part) return null;
      const pricing = {
        priceCents: part.price_cents,
        breaks: priceBreakCentsOf(part.breaks),
        breaksKey: part.breaks ?? '',
      };
      if (parts.size >= maxParts) parts.delete(parts.keys().next().value!);
      parts.set(partId, pricing);
      return pricing;
    },
    clear: () => parts.clear(),
  };
}

export type PartPricingCache = ReturnType<typeof partPricingCache>;
