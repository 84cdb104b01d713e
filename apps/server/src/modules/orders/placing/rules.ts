import { centsToDollars, formatDollars, maxOrderCents } from '@partsmith/contract/money';
import {
  discontinuedMessage,
  quantityRuleBroken,
  quantityRuleMessages,
} from '@partsmith/contract/order-rules';
import { type AppError, conflict, invalid, notFound } from '../../../lib/app-error';

/**
 * THE RULE THAT PLACES AN ORDER, in one place. An order is placed only if, checked in this order:
 *
 * 1. its buyer has fewer than MAX_UNPAID_ORDERS open (unpaid, holding stock, hold not run out; a
 *    checkout counts as one, however many lines it has);
 * 2. the part exists (and, on PostgreSQL, still has the price and breaks the order was priced with) and
 *    is current: a discontinued part (one another part replaces) is refused, naming its successor;
 * 3. the quantity is a whole number of at least the part's minimum order (`quantityRuleBroken`);
 * 4. the part has the units (`quantityRuleBroken`): the units are taken in the same transaction;
 * 5. the total, by the one pricing rule `quantityPrice`, is at most `maxOrderCents`.
 *
 * Each engine applies it atomically in its own language, and each points here: `sqlite.ts` (SQL run
 * in one transaction per batch) and `place-orders.sql` (PostgreSQL's function, applied by a repeatable
 * migration). They answer only placed or not; `refusalOf` says why, from the facts read afterwards,
 * and the browser says the quantity part early with the same contract function.
 */
export interface PlacingFacts {
  openOrders: number;
  maxUnpaidOrders: number;
  part: {
    name: string;
    partNumber: string;
    minOrderQuantity: number;
    availableQuantity: number;
    /** The part that replaces it (a discontinued part), or null. */
    successor: { partNumber: string; name: string } | null;
  } | null;
  quantity: number;
  /** The total at the part's pricing now; null when there is no part. */
  totalCents: number | null;
}

export const unpaidLimitMessage = (max: number) =>
  `You have ${max} unpaid orders, the most you can keep open. Pay or delete one of them to order again.`;

/** The first rule the facts break, as the answer the buyer gets; null when none does. */
export function refusalOf(facts: PlacingFacts): AppError | null {
  if (facts.openOrders >= facts.maxUnpaidOrders) return conflict(unpaidLimitMessage(facts.maxUnpaidOrders));
  const { part, quantity } = facts;
  if (!part) return notFound('part');
  if (part.successor) return conflict(discontinuedMessage(part, part.successor));
  switch (quantityRuleBroken(quantity, part)) {
    case 'not-whole':
    case 'below-minimum':
      return invalid(quantityRuleMessages.belowMinimum(part.name, part.minOrderQuantity));
    case 'out-of-stock':
      if (quantity < part.minOrderQuantity) {
        return invalid(quantityRuleMessages.belowMinimum(part.name, part.minOrderQuantity));
      }
      return conflict(quantityRuleMessages.overStock(part.name, part.availableQuantity));
    case 'over-stock':
      return conflict(quantityRuleMessages.overStock(part.name, part.availableQuantity));
  }
  if (facts.totalCents !== null && facts.totalCents > maxOrderCents) {
    return invalid(
      `An order can come to at most ${formatDollars(centsToDollars(maxOrderCents))}; please order fewer units.`,
    );
  }
  return null;
}
