import { basketOf, priceLine, type Basket, type LinePart } from '@partsmith/contract/basket';

/** A demo part as the line rules see it (cents), for page tests. */
export function aLinePart(overrides: Partial<LinePart> = {}): LinePart {
  return {
    id: '0b9d7c1e-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    partNumber: 'PS-BD-2300',
    name: 'Ventilated Brake Disc',
    minOrderQuantity: 10,
    availableQuantity: 800,
    priceCents: 4250,
    breaks: [
      { minQuantity: 50, priceCents: 4000 },
      { minQuantity: 100, priceCents: 3920 },
    ],
    thumbnail: '/images/disc-thumb.webp',
    img: '/images/disc.webp',
    ...overrides,
  };
}

/** A basket priced by the contract's own rule, as the server answers it. */
export function aBasket(lines: { part: LinePart; quantity: number }[]): Basket {
  return basketOf(
    lines.map(({ part, quantity }) =>
      priceLine(
        quantity,
        part,
        { partId: part.id, partNumber: part.partNumber, name: part.name },
        '2026-11-01T10:00:00.000Z',
      ),
    ),
  );
}
