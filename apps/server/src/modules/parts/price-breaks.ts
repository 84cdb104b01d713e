import { centsToDollars, dollarsToCents } from '@partsmith/contract/money';
import { type PriceBreak, priceBreaksProblem } from '@partsmith/contract/pricing';
import type { Kysely, Transaction } from 'kysely';
import { priceBreakCentsOf } from '../../db/price-breaks';
import type { Tables } from '../../db/schema';
import { invalid } from '../../lib/app-error';

type Db = Kysely<Tables> | Transaction<Tables>;

/** A part's breaks in cents, by quantity: what `quantityPrice` takes. */
export async function priceBreakCents(
  db: Db,
  partId: string,
): Promise<{ minQuantity: number; priceCents: number }[]> {
  const rows = await db
    .selectFrom('part_price_break')
    .select(['min_quantity', 'price_cents'])
    .where('part_id', '=', partId)
    .orderBy('min_quantity')
    .execute();
  return rows.map((row) => ({ minQuantity: row.min_quantity, priceCents: row.price_cents }));
}

/** The price-break key (`priceBreaksColumn`) as the answer's breaks, in dollars. */
export function priceBreaksOf(key: string | null): PriceBreak[] {
  return priceBreakCentsOf(key).map(({ minQuantity, priceCents }) => ({
    minQuantity,
    price: centsToDollars(priceCents),
  }));
}

/** 400 unless the breaks fit the part's minimum order and price (as they will be after the write). */
export function assertPriceBreaksFit(
  breaks: readonly PriceBreak[],
  part: { minOrderQuantity: number; priceCents: number },
): void {
  const problem = priceBreaksProblem(breaks, {
    minOrderQuantity: part.minOrderQuantity,
    price: centsToDollars(part.priceCents),
  });
  if (problem) throw invalid(problem);
}

/** Replaces a part's breaks. */
export async function storePriceBreaks(db: Db, partId: string, breaks: readonly PriceBreak[]): Promise<void> {
  await db.deleteFrom('part_price_break').where('part_id', '=', partId).execute();
  if (breaks.length === 0) return;
  await db
    .insertInto('part_price_break')
    .values(
      breaks.map((entry) => ({
        part_id: partId,
        min_quantity: entry.minQuantity,
        price_cents: dollarsToCents(entry.price),
      })),
    )
    .execute();
}
