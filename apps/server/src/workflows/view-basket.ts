import { type Basket, basketOf } from '@partsmith/contract/basket';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { readBasket } from '../modules/basket/service';
import { priceKeptLines } from './price-lines';

/** The buyer's basket, each line priced and checked against its part as it is now (two queries). */
export async function viewBasket(
  { db }: Pick<Deps, 'db'>,
  user: RequestUser,
  skippedPartIds: string[] = [],
): Promise<Basket> {
  return basketOf(await priceKeptLines(db, await readBasket(db, user)), skippedPartIds);
}
