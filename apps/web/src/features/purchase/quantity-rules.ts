import { formatCount } from '@partsmith/contract/format';
import { centsToDollars } from '@partsmith/contract/money';
import { quantityRuleBroken } from '@partsmith/contract/order-rules';
import { partCheaperLargerOrder, partQuantityPrice, type PriceBreak } from '@partsmith/contract/pricing';

interface Stock {
  minOrderQuantity: number;
  availableQuantity: number;
}

/**
 * Why the typed quantity cannot be ordered, or null when it can: a whole number from the part's minimum
 * order up to the units in stock (the contract's `quantityRuleBroken`, which the server applies too).
 */
export function quantityProblem(typed: string, part: Stock): string | null {
  const { minOrderQuantity: min, availableQuantity: available } = part;
  const outOfStock = `Out of stock for now: only ${formatCount(available)} units left, below the minimum order of ${formatCount(min)}.`;
  if (typed.trim() === '') return available < min ? outOfStock : 'Enter a quantity.';
  switch (quantityRuleBroken(Number(typed), part)) {
    case 'out-of-stock':
      return outOfStock;
    case 'not-whole':
      return available < min ? outOfStock : 'The quantity must be a whole number of units.';
    case 'below-minimum':
      return `The minimum order is ${formatCount(min)} units.`;
    case 'over-stock':
      return `Only ${formatCount(available)} units are available.`;
    default:
      return null;
  }
}

/**
 * The unit price and total in dollars for the typed quantity, by the contract's pricing rule (the one
 * the server applies: its answer wins); null while the quantity is not a whole number.
 */
export function orderTotal(
  typed: string,
  part: { price: number; priceBreaks: readonly PriceBreak[] },
): { unitPrice: number; total: number } | null {
  const quantity = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(quantity) || quantity < 0) return null;
  const { unitPriceCents, totalCents } = partQuantityPrice(quantity, part);
  return { unitPrice: centsToDollars(unitPriceCents), total: centsToDollars(totalCents) };
}

/**
 * A break applies to every unit (docs/product.md §17), so a larger order can cost less: the smallest
 * break quantity in stock whose total is below the typed quantity's, in dollars; null when none is, or
 * while the typed quantity cannot be ordered.
 */
export function cheaperOrder(
  typed: string,
  part: Stock & { price: number; priceBreaks: readonly PriceBreak[] },
): { quantity: number; total: number } | null {
  if (quantityProblem(typed, part)) return null;
  const cheaper = partCheaperLargerOrder(Number(typed), part);
  return cheaper && { quantity: cheaper.quantity, total: centsToDollars(cheaper.totalCents) };
}

/**
 * The first few quantities that equip whole vehicles (multiples of `perVehicle`) within the minimum
 * order and the stock: `{ vehicles, quantity }`, smallest first.
 */
export function vehicleSetQuantities(
  perVehicle: number,
  part: { minOrderQuantity: number; availableQuantity: number },
  count = 3,
): { vehicles: number; quantity: number }[] {
  const first = Math.max(1, Math.ceil(part.minOrderQuantity / perVehicle));
  const options: { vehicles: number; quantity: number }[] = [];
  for (let vehicles = first; options.length < count; vehicles += 1) {
    const quantity = vehicles * perVehicle;
    if (quantity > part.availableQuantity) break;
    options.push({ vehicles, quantity });
  }
  return options;
}
