/**
 * A part's other numbers (issue 36): competitor (interchange) numbers with their brand, a GTIN/EAN
 * barcode, the numbers it supersedes, and the fitment qualifiers (position, quantity per vehicle,
 * conditions). Search finds a part by any of them in any spelling (`normalizePartNumber`); a GTIN also
 * with or without the zeros in front (`gtinKey`).
 */
import { z } from 'zod';

/** What kind of number a search matched; stored in `part_number.kind` as the index in this list. */
export const numberKinds = ['ours', 'oem', 'competitor', 'gtin', 'superseded'] as const;
export type NumberKind = (typeof numberKinds)[number];

export const MatchedNumber = z.object({
  kind: z.enum(numberKinds),
  /** As the catalogue writes it. */
  number: z.string(),
  /** A competitor number's brand. */
  brand: z.string().optional(),
});
export type MatchedNumber = z.infer<typeof MatchedNumber>;

/** "matched competitor number TRW GDB1550", "matched OEM number 04465-02220". */
export function matchedNumberText(match: MatchedNumber): string {
  const kind = {
    ours: 'part number',
    oem: 'OEM number',
    competitor: 'competitor number',
    gtin: 'barcode (GTIN)',
    superseded: 'superseded number',
  }[match.kind];
  return `matched ${kind} ${match.brand ? `${match.brand} ` : ''}${match.number}`;
}

/** Digits of a GTIN-8, -12 (UPC-A), -13 (EAN) or -14 whose last digit checks the others (GS1 mod 10). */
export function isValidGtin(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits)) return false;
  let sum = 0;
  for (let at = digits.length - 2, weight = 3; at >= 0; at -= 1, weight = 4 - weight) {
    sum += Number(digits[at]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** A GTIN's search key: its 14-digit form, so `04006633123456` and `4006633123456` are one number. */
export function gtinKey(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return isValidGtin(digits) ? digits.padStart(14, '0') : null;
}

export const InterchangeNumber = z.object({
  brand: z
    .string({ message: 'A competitor number needs its brand' })
    .trim()
    .min(1, 'A competitor number needs its brand')
    .max(40, 'Brand is too long (40 characters at most)'),
  number: z
    .string({ message: 'Competitor number must be text' })
    .trim()
    .min(1, 'Competitor number is required')
    .max(40, 'Competitor number is too long (40 characters at most)')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'Competitor number may hold letters, digits, spaces, - . and /'),
});
export type InterchangeNumber = z.infer<typeof InterchangeNumber>;

export const maxInterchangeNumbers = 30;
export const maxSupersededNumbers = 20;

export const gtinProblem = 'GTIN must be 8, 12, 13 or 14 digits with a correct check digit';
export const Gtin = z
  .string({ message: 'GTIN must be text' })
  .trim()
  .refine(isValidGtin, gtinProblem)
  .transform((value) => value.replace(/[\s-]/g, ''));

/** Where on the vehicle a part goes. */
export const fitmentPositions = ['front', 'rear', 'left', 'right', 'axle-set'] as const;
export const FitmentPosition = z.enum(fitmentPositions, {
  message: `Position must be one of ${fitmentPositions.join(', ')}`,
});
export type FitmentPosition = z.infer<typeof FitmentPosition>;

export const positionLabels: Record<FitmentPosition, string> = {
  front: 'front axle',
  rear: 'rear axle',
  left: 'left side',
  right: 'right side',
  'axle-set': 'axle set',
};

export const maxQuantityPerVehicle = 99;
export const QuantityPerVehicle = z
  .number({ message: 'Quantity per vehicle must be a number' })
  .int('Quantity per vehicle must be a whole number')
  .min(1, 'Quantity per vehicle must be at least 1')
  .max(maxQuantityPerVehicle, `Quantity per vehicle is at most ${maxQuantityPerVehicle}`);

export const FitmentConditions = z
  .string()
  .trim()
  .max(200, 'Conditions are too long (200 characters at most)');

/** "front axle, 2 per vehicle, with A/C": what a fitment row says beside the vehicle ('' when nothing). */
export function qualifierText(fit: {
  position: FitmentPosition | null;
  quantityPerVehicle: number | null;
  conditions: string | null;
}): string {
  return [
    fit.position ? positionLabels[fit.position] : '',
    fit.quantityPerVehicle ? `${fit.quantityPerVehicle} per vehicle` : '',
    fit.conditions ?? '',
  ]
    .filter(Boolean)
    .join(', ');
}
