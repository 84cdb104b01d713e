import { type Basket, type BasketLineInput, basketOf } from '@partsmith/contract/basket';
import type { Deps } from '../deps';
import { notFound } from '../lib/app-error';
import { addToBasket } from '../modules/basket/service';
import { assertCanKeepBasket } from '../modules/basket/policy';
import type { RequestUser } from '../lib/request-user';
import { linesOfKnownParts, priceWithParts } from './price-lines';
import { viewBasket } from './view-basket';

/** Adds one part to the basket (`POST /api/basket/lines`): 404 for a part not in the catalogue. */
export async function addLineToBasket(
  deps: Pick<Deps, 'db'>,
  user: RequestUser,
  input: BasketLineInput,
): Promise<Basket> {
  assertCanKeepBasket(user);
  const { lines } = await linesOfKnownParts(deps.db, [input]);
  if (lines.length === 0) throw notFound('part');
  await addToBasket(deps.db, user, lines);
  return viewBasket(deps, user);
}

/**
 * Adds many lines (`POST /api/basket/merge`: a visitor's basket on sign-in, a quick order's good lines)
 * or replaces the basket with them (`PUT /api/basket`), in one transaction. Parts not in the catalogue
 * are left out and named in the answer. A `mergeId` already merged adds nothing (see `addToBasket`).
 */
export async function fillBasket(
  deps: Pick<Deps, 'db'>,
  user: RequestUser,
  inputs: readonly BasketLineInput[],
  { replace, mergeId }: { replace: boolean; mergeId?: string },
): Promise<Basket> {
  assertCanKeepBasket(user);
  const { lines, skippedPartIds, parts } = await linesOfKnownParts(deps.db, inputs);
  const written = await addToBasket(deps.db, user, lines, { replace, mergeId });
  // A replaced basket is what was just written, priced against the parts just read: no second look-up.
  if (replace) return basketOf(priceWithParts(parts, written), skippedPartIds);
  return viewBasket(deps, user, skippedPartIds);
}
