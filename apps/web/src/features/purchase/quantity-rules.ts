import { formatCount } from '@partsmith/contract/format';
import { centsToDollars, dollarsToCents } from '@partsmith/contract/money';

interface Stock {
  minOrderQuantity: number;
  availableQuantity: number;
}

/**
 * Why the typed quantity cannot be ordered, or null when it can: a whole number from the part's minimum
 * order up to the units in stock. The server checks the same rules again.
 */
export function quantityProblem(typed: string, part: Stock): string | null {
  const { minOrderQuantity: min, availableQuantity: available } = part;
  if (available < min) {
    return `Out of stock for now: only ${formatCount(available)} units left, below the minimum order of ${formatCount(min)}.`;
  }
  if (typed.trim() === '') return 'Enter a quantity.';
  const quantity = Number(typed);
  if (!Number.isInteger(quantity)) return 'The quantity must be a whole number of units.';
  if (quantity < min) return `The minimum order is ${formatCount(min)} units.`;
  if (quantity > available) return `Only ${formatCount(available)} units are available.`;
  return null;
}

/** quantity × unit price in dollars, counted in cents; null while the quantity is not a whole number. */
export function orderTotal(typed: string, unitPrice: number): number | null {
  const quantity = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(quantity) || quantity < 0) return null;
  return centsToDollars(dollarsToCents(unitPrice) * quantity);
}
