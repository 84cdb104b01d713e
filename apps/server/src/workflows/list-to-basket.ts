import type { Basket } from '@partsmith/contract/basket';
import type { Deps } from '../deps';
import { addToBasket } from '../modules/basket/service';
import type { RequestUser } from '../lib/request-user';
import { findList, readListLines } from '../modules/lists/service';
import { linesOfKnownParts } from './price-lines';
import { viewBasket } from './view-basket';

/**
 * Adds a whole saved list to the basket (`POST /api/lists/{id}/to-basket`) in one transaction: the
 * same part's quantities add up; refused whole (409) if the basket would hold more than 500 lines.
 * Parts gone from the catalogue are left out and named.
 */
export async function listToBasket(deps: Pick<Deps, 'db'>, user: RequestUser, id: string): Promise<Basket> {
  const list = await findList(deps.db, user, id);
  const { lines, skippedPartIds } = await linesOfKnownParts(deps.db, await readListLines(deps.db, list));
  await addToBasket(deps.db, user, lines);
  return viewBasket(deps, user, skippedPartIds);
}
