import {
  cheaperLargerOrder,
  partQuantityPrice,
  priceBreaksProblem,
  quantityPrice,
} from '@partsmith/contract/pricing';
import { describe, expect, it } from 'vitest';

/** The contract's pricing rule, on its own (no database). */
describe('quantityPrice', () => {
  const breaks = [
    { minQuantity: 100, priceCents: 1855 },
    { minQuantity: 50, priceCents: 2000 },
  ];

  it.each([
    [1, 2450],
    [49, 2450],
    [50, 2000],
    [51, 2000],
    [99, 2000],
    [100, 1855],
    [101, 1855],
  ])('gives %i units the unit price of the break they reach', (quantity, unitPriceCents) => {
    expect(quantityPrice(quantity, 2450, breaks)).toEqual({
      unitPriceCents,
      totalCents: unitPriceCents * quantity,
    });
  });

  it('is the part price without breaks', () => {
    expect(quantityPrice(7, 999, [])).toEqual({ unitPriceCents: 999, totalCents: 6993 });
  });

  it('counts a part answered in dollars in cents, without rounding drift', () => {
    const part = { price: 0.1, priceBreaks: [{ minQuantity: 3, price: 0.07 }] };
    expect(partQuantityPrice(2, part)).toEqual({ unitPriceCents: 10, totalCents: 20 });
    expect(partQuantityPrice(3, part)).toEqual({ unitPriceCents: 7, totalCents: 21 });
  });
});

describe('priceBreaksProblem', () => {
  const part = { minOrderQuantity: 10, price: 24.5 };
  it('accepts a ladder going down in price and up in quantity', () => {
    expect(
      priceBreaksProblem(
        [
          { minQuantity: 10, price: 24 },
          { minQuantity: 11, price: 23.99 },
        ],
        part,
      ),
    ).toBeNull();
    expect(priceBreaksProblem([], part)).toBeNull();
  });
  it.each([
    [[{ minQuantity: 9, price: 20 }], 'minimum order (10)'],
    [[{ minQuantity: 10, price: 24.5 }], 'cheaper'],
    [
      [
        { minQuantity: 20, price: 20 },
        { minQuantity: 20, price: 19 },
      ],
      'go up',
    ],
    [
      [
        { minQuantity: 20, price: 20 },
        { minQuantity: 30, price: 20.01 },
      ],
      'cheaper',
    ],
  ])('refuses %j', (list, message) => {
    expect(priceBreaksProblem(list, part)).toContain(message);
  });
});

describe('cheaperLargerOrder (the all-units rule)', () => {
  const breaks = [
    { minQuantity: 100, priceCents: 900 },
    { minQuantity: 200, priceCents: 400 },
  ];
  it('finds the smallest break whose total is below the quantity asked, within the stock', () => {
    // 99 units cost $990 and 100 cost $900.
    expect(quantityPrice(99, 1000, breaks).totalCents).toBe(99_000);
    expect(cheaperLargerOrder(99, 1000, breaks)).toEqual({ quantity: 100, totalCents: 90_000 });
    expect(cheaperLargerOrder(91, 1000, breaks)).toEqual({ quantity: 100, totalCents: 90_000 });
    expect(cheaperLargerOrder(90, 1000, breaks.slice(0, 1))).toBeNull(); // $900 is not less
    expect(cheaperLargerOrder(199, 1000, breaks)).toEqual({ quantity: 200, totalCents: 80_000 });
    expect(cheaperLargerOrder(199, 1000, breaks, 150)).toBeNull();
    expect(cheaperLargerOrder(200, 1000, breaks)).toBeNull();
    // The next break costs more than 95 units, a later one less: that one is named.
    const ladder = [
      { minQuantity: 100, priceCents: 995 },
      { minQuantity: 120, priceCents: 700 },
    ];
    expect(cheaperLargerOrder(95, 1000, ladder)).toEqual({ quantity: 120, totalCents: 84_000 });
  });
});
