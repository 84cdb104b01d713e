import { centsToDollars, dollarsToCents } from '@partsmith/contract/money';
import { type PriceBreak, priceBreaksProblem } from '@partsmith/contract/pricing';
import { type Kysely, sql, type Transaction } from 'kysely';
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

/**
 * The breaks of the part aliased `p`, as one text column of its row (`quantity:cents;…` by quantity, null
 * without breaks): a page of parts comes with its breaks in one query (one round trip on PostgreSQL),
 * each part's breaks found in order through the table's primary key (part_id, min_quantity).
 */
export const priceBreaksColumn = sql<
  string | null
>`(select string_agg(b.min_quantity || ':' || b.price_cents, ';' order by b.min_quantity)
  from part_price_break b where b.part_id = p.id)`;

/** `priceBreaksColumn`'s text as the answer's breaks. */
export function priceBreaksOf(text: string | null): PriceBreak[] {
  if (!text) return [];
  return text.split(';').map((entry) => {
    const [minQuantity, priceCents] = entry.split(':');
    return { minQuantity: Number(minQuantity), price: centsToDollars(Number(priceCents)) };
  });
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
