import { type Basket, type BasketLineInput, basketOf } from '@partsmith/contract/basket';
import type { Deps } from '../deps';
import { linesOfKnownParts, priceKeptLines } from './price-lines';

/**
 * A visitor's browser basket priced and checked as a buyer's is (`POST /api/basket/price`): nothing is
 * stored and no one is named. The same part twice adds up, in the order first seen; parts not in the
 * catalogue are left out and named in `skippedPartIds`. Two queries, bounded by the 500 lines a body holds.
 */
export async function priceBasket(
  { db }: Pick<Deps, 'db'>,
  inputs: readonly BasketLineInput[],
  addedAt: string,
): Promise<Basket> {
  const { lines, skippedPartIds } = await linesOfKnownParts(db, inputs);
  const merged = new Map<string, (typeof lines)[number]>();
  for (const line of lines) {
    const earlier = merged.get(line.partId);
    merged.set(line.partId, earlier ? { ...earlier, quantity: earlier.quantity + line.quantity } : line);
  }
  const kept = [...merged.values()].map((line) => ({ ...line, addedAt }));
  return basketOf(await priceKeptLines(db, kept), skippedPartIds);
}
