/**
 * The quantity rule of an order line, the same on the server (which decides, under its stock lock) and
 * in the browser (which says it early): a whole number of units, at least the part's minimum order, at
 * most its units in stock. The server's full rule, with the open-orders cap and the most an order may
 * come to, is `apps/server/src/modules/orders/placing/rules.ts`.
 */
export type QuantityProblem = 'not-whole' | 'out-of-stock' | 'below-minimum' | 'over-stock';

export function quantityRuleBroken(
  quantity: number,
  part: { minOrderQuantity: number; availableQuantity: number },
): QuantityProblem | null {
  if (!Number.isInteger(quantity)) return 'not-whole';
  if (part.availableQuantity < part.minOrderQuantity) return 'out-of-stock';
  if (quantity < part.minOrderQuantity) return 'below-minimum';
  if (quantity > part.availableQuantity) return 'over-stock';
  return null;
}

/**
 * What each broken rule says, in one place: the server's refusal of an order (placing/rules.ts) and
 * the problems of a basket line (basket.ts) use the same sentences.
 */
export const quantityRuleMessages = {
  belowMinimum: (name: string, minOrderQuantity: number) =>
    `The minimum order for ${name} is ${minOrderQuantity} units.`,
  overStock: (name: string, availableQuantity: number) =>
    `Only ${availableQuantity} units of ${name} are available.`,
  outOfStock: (name: string, availableQuantity: number, minOrderQuantity: number) =>
    `${name} is out of stock for now: ${availableQuantity} units left, below its minimum order of ${minOrderQuantity}.`,
};

/**
 * A discontinued part (one another part replaces) is neither ordered nor put in a basket: the server
 * refuses it with this sentence, which leads the buyer to the successor.
 */
export const discontinuedMessage = (
  part: { partNumber: string; name: string },
  successor: { partNumber: string; name: string },
) =>
  `${part.partNumber} ${part.name} is discontinued: it is replaced by ${successor.partNumber} ${successor.name}. Order that part instead.`;
