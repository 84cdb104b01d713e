/**
 * Quantity price breaks (issue 16): from `minQuantity` units up, every unit costs `price`. The one
 * pricing rule of the store, used by the server when it places an order and by the purchase page for
 * its live total (the server's answer wins).
 */
import { z } from 'zod';
import { maxUnits, numberRequired } from './common';
import { dollarsToCents } from './money';

/** The most price breaks one part may have. */
export const maxPriceBreaks = 10;

const dollarsWithCents = (field: string) =>
  z
    .number(numberRequired(field))
    .positive(`${field} must be more than 0`)
    .max(1_000_000, `${field} is too large`)
    .refine(
      (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      `${field} has at most two decimals`,
    );

export const PriceBreak = z.object({
  /** From this many units up… */
  minQuantity: z
    .number(numberRequired('Break quantity'))
    .int('Break quantity must be a whole number')
    .min(1, 'Break quantity must be at least 1')
    .max(maxUnits, 'Break quantity is too large'),
  /** …each unit costs this, in dollars. */
  price: dollarsWithCents('Break price'),
});
export type PriceBreak = z.infer<typeof PriceBreak>;

/** Why a list of breaks is not a valid ladder for a part, or null: the rules the server enforces. */
export function priceBreaksProblem(
  breaks: readonly PriceBreak[],
  part: { minOrderQuantity: number; price: number },
): string | null {
  let previous: { minQuantity: number; priceCents: number } | null = null;
  for (const [index, entry] of breaks.entries()) {
    const priceCents = dollarsToCents(entry.price);
    if (index === 0 && entry.minQuantity < part.minOrderQuantity) {
      return `The first price break must start at the minimum order (${part.minOrderQuantity}) or above.`;
    }
    if (index === 0 && priceCents >= dollarsToCents(part.price)) {
      return 'Each price break must be cheaper than the one before it (the first cheaper than the price).';
    }
    if (previous && entry.minQuantity <= previous.minQuantity) {
      return 'Price break quantities must go up from one break to the next.';
    }
    if (previous && priceCents >= previous.priceCents) {
      return 'Each price break must be cheaper than the one before it (the first cheaper than the price).';
    }
    previous = { minQuantity: entry.minQuantity, priceCents };
  }
  return null;
}

/** A part's list of breaks as it is sent: at most `maxPriceBreaks`, quantities going up, prices down. */
export const PriceBreakList = z
  .array(PriceBreak, { message: 'Price breaks must be a list' })
  .max(maxPriceBreaks, `At most ${maxPriceBreaks} price breaks`)
  .check((ctx) => {
    // The part's own minimum and price are checked by the server, which knows them.
    const problem = priceBreaksProblem(ctx.value, { minOrderQuantity: 0, price: Number.POSITIVE_INFINITY });
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

export interface QuantityPrice {
  /** The unit price the quantity gets, in cents. */
  unitPriceCents: number;
  /** quantity × unit price, in cents. */
  totalCents: number;
}

/**
 * The unit price and total for `quantity` units, in cents: the price of the highest break at or below
 * the quantity, or the part's own price below the first break. `breaks` in any order.
 */
export function quantityPrice(
  quantity: number,
  priceCents: number,
  breaks: readonly { minQuantity: number; priceCents: number }[],
): QuantityPrice {
  let unitPriceCents = priceCents;
  let reached = 0;
  for (const entry of breaks) {
    if (entry.minQuantity <= quantity && entry.minQuantity > reached) {
      reached = entry.minQuantity;
      unitPriceCents = entry.priceCents;
    }
  }
  return { unitPriceCents, totalCents: unitPriceCents * quantity };
}

/** `quantityPrice` for a part as the API answers it (prices in dollars). */
export function partQuantityPrice(
  quantity: number,
  part: { price: number; priceBreaks: readonly PriceBreak[] },
): QuantityPrice {
  return quantityPrice(
    quantity,
    dollarsToCents(part.price),
    part.priceBreaks.map((entry) => ({
      minQuantity: entry.minQuantity,
      priceCents: dollarsToCents(entry.price),
    })),
  );
}

/** A larger order that costs less than the quantity asked: its quantity and total, in cents. */
export interface CheaperOrder {
  quantity: number;
  totalCents: number;
}

/**
 * A break applies to every unit of the order (the all-units rule): 99 units at $10 cost $990, and 100 at
 * the 100-unit break of $9 cost $900. So ordering up to a break can cost less than the quantity asked:
 * this answers the smallest such break quantity (at most `available` units) and its total, or null.
 */
export function cheaperLargerOrder(
  quantity: number,
  priceCents: number,
  breaks: readonly { minQuantity: number; priceCents: number }[],
  available: number = Number.POSITIVE_INFINITY,
): CheaperOrder | null {
  const { totalCents } = quantityPrice(quantity, priceCents, breaks);
  let best: CheaperOrder | null = null;
  for (const entry of breaks) {
    if (entry.minQuantity <= quantity || entry.minQuantity > available) continue;
    const larger = quantityPrice(entry.minQuantity, priceCents, breaks).totalCents;
    if (larger < totalCents && (!best || entry.minQuantity < best.quantity)) {
      best = { quantity: entry.minQuantity, totalCents: larger };
    }
  }
  return best;
}

/** `cheaperLargerOrder` for a part as the API answers it (prices in dollars), within its stock. */
export function partCheaperLargerOrder(
  quantity: number,
  part: { price: number; priceBreaks: readonly PriceBreak[]; availableQuantity: number },
): CheaperOrder | null {
  return cheaperLargerOrder(
    quantity,
    dollarsToCents(part.price),
    part.priceBreaks.map((entry) => ({
      minQuantity: entry.minQuantity,
      priceCents: dollarsToCents(entry.price),
    })),
    part.availableQuantity,
  );
}
