/**
 * The catalogue's answers (issue 12). Lists are a JSON array plus `X-Total-Count` and `Link` headers
 * (see paging.ts); the others are plain JSON.
 *
 * - `GET /api/part?q=&category=&vehicle=&page=&limit=` → `Part[]`, one page (limit 1–100, default 24).
 *   No parameters → the first page of the catalogue (newest last, as before). `q` matches a part number
 *   or OEM number in any spelling (`PS-BP-1042`, `psbp1042`, `ps bp 1042`: see `normalizePartNumber`) —
 *   exact part number first, then exact OEM number, then parts whose numbers start with it — and words
 *   of the name and description (stemmed, ranked, typo-tolerant on PostgreSQL). Query syntax in `q`
 *   (quotes, `*`, `-`, `NEAR(`, `OR`) is plain text. `vehicle={vehicleId}` keeps only parts that fit it;
 *   `category=` keeps one category; all combine.
 * - `GET /api/part/{id}` → `Part` (now with `partNumber`, `category`, `oemNumbers`).
 * - `GET /api/part/{id}/fitment?page=&limit=&vehicle=` → `PartFitment[]` (`{vehicle, note}`), paged,
 *   ordered make, model, year, engine. With `vehicle=` the page holds that one vehicle if the part fits
 *   it and is empty if not (X-Total-Count 1 or 0): how a page asks "does it fit my vehicle?".
 * - `GET /api/category` → `Category[]` (`{name, count}`), every category with its number of parts, by name.
 * - Admin: `POST /api/part` (`CreatePart`) and `PUT /api/part/{id}` (`UpdatePart`) take `partNumber`
 *   (unique in its normalised form: a clash answers 409 naming the part that has it), `category`,
 *   `oemNumbers` and fitment (`fitment` replaces the list; `addFitment` / `removeFitment` change it).
 *   When a create leaves out `partNumber` the server gives the next free `PS-…` number, and `category`
 *   defaults to "Other", so the spec's original form still works.
 *
 * Vehicles (the picker) are in vehicles.ts; a signed-in buyer's "My vehicle" is `Profile.vehicleId`.
 */
import { z } from 'zod';
import { Id, maxUnits, numberRequired } from './common';
import { PageQuery } from './paging';
import { PriceBreak, PriceBreakList, priceBreaksProblem } from './pricing';
import { Vehicle } from './vehicles';
import {
  FitmentConditions,
  FitmentPosition,
  Gtin,
  InterchangeNumber,
  MatchedNumber,
  maxInterchangeNumbers,
  maxSupersededNumbers,
  QuantityPerVehicle,
} from './part-numbers';

/**
 * A part number as search and uniqueness see it: letters and digits only, upper case
 * (`ps bp-1042` → `PSBP1042`). Full-width and other compatibility forms fold first (NFKC).
 */
export function normalizePartNumber(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The most OEM numbers one part lists, and the most vehicles one write may send. */
export const maxOemNumbers = 30;
export const maxFitmentPerWrite = 500;

export const Part = z.object({
  _id: Id,
  name: z.string(),
  minOrderQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** Unit price in dollars (stored as cents). */
  price: z.number(),
  description: z.string(),
  /** Large image (≤ 1200 px wide). */
  img: z.string(),
  /** Thumbnail (≤ 400 px wide) for cards and tables. */
  thumbnail: z.string(),
  /** Our part number as the admin wrote it, e.g. `PS-BP-1042`. */
  partNumber: z.string(),
  category: z.string(),
  /** Car makers' and other brands' numbers this part replaces, as written. */
  oemNumbers: z.array(z.string()),
  /** Quantity price breaks, by quantity (see pricing.ts); empty when every quantity pays `price`. */
  priceBreaks: z.array(PriceBreak),
  /** Competitor numbers this part interchanges with, as written. */
  interchange: z.array(InterchangeNumber),
  /** Its GTIN/EAN barcode (digits), or null. */
  gtin: z.string().nullable(),
  /** Our older numbers (or others') this part supersedes, as written. */
  supersedes: z.array(z.string()),
  /** The part that replaces this discontinued one; null while it is current. */
  replacedBy: Id.nullable(),
  /** `GET /part/{id}` of a discontinued part: the current part at the end of its replacements. */
  successor: z.object({ _id: Id, partNumber: z.string(), name: z.string() }).optional(),
  /** `GET /part?vehicle=`: how the part fits that vehicle. */
  fit: z
    .object({
      position: FitmentPosition.nullable(),
      quantityPerVehicle: z.number().int().nullable(),
      conditions: z.string().nullable(),
    })
    .optional(),
  /** `GET /part?q=`: the number `q` matched, on the hits found by a number. */
  matchedNumber: MatchedNumber.optional(),
});
export type Part = z.infer<typeof Part>;

export const PartList = z.array(Part);
export type PartList = z.infer<typeof PartList>;

const wholeUnits = (field: string) =>
  z
    .number(numberRequired(field))
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(maxUnits, `${field} is too large`);

/** A part or OEM number: letters, digits, spaces, `-`, `.`, `/`; at least two letters or digits. */
const partNumberText = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(40, `${field} is too long (40 characters at most)`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, `${field} may hold letters, digits, spaces, - . and /`)
    .refine(
      (value) => normalizePartNumber(value).length >= 2,
      `${field} needs at least two letters or digits`,
    );

/** One vehicle a part fits, as an admin sends it. */
export const FitmentInput = z.object({
  vehicleId: Id,
  /** E.g. "front axle". */
  note: z.string().max(120, 'The note is too long (120 characters at most)').trim().optional(),
  position: FitmentPosition.nullable().optional(),
  quantityPerVehicle: QuantityPerVehicle.nullable().optional(),
  /** E.g. "with A/C", "from chassis 8K-123456". */
  conditions: FitmentConditions.optional(),
});
export type FitmentInput = z.infer<typeof FitmentInput>;

const fitmentList = z
  .array(FitmentInput, { message: 'Fitment must be a list' })
  .max(maxFitmentPerWrite, `At most ${maxFitmentPerWrite} vehicles at once`)
  .refine(
    (list) => new Set(list.map((entry) => entry.vehicleId)).size === list.length,
    'Each vehicle may appear once',
  );

const partFields = {
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long (120 characters at most)'),
  minOrderQuantity: wholeUnits('Minimum order quantity'),
  availableQuantity: z
    .number(numberRequired('Available quantity'))
    .int('Available quantity must be a whole number')
    .min(0, 'Available quantity cannot be negative')
    .max(maxUnits, 'Available quantity is too large'),
  price: z
    .number(numberRequired('Price'))
    .positive('Price must be more than 0')
    .max(1_000_000, 'Price is too large')
    .refine(
      (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      'Price has at most two decimals',
    ),
  description: z.string().trim().min(1, 'Description is required').max(2000, 'Description is too long'),
  /** The `url` answered by POST /images. */
  img: z.string().min(1, 'Image is required').max(500),
  partNumber: partNumberText('Part number'),
  category: z
    .string()
    .trim()
    .min(1, 'Category is required')
    .max(60, 'Category is too long (60 characters at most)'),
  oemNumbers: z
    .array(partNumberText('OEM number'), { message: 'OEM numbers must be a list' })
    .max(maxOemNumbers, `At most ${maxOemNumbers} OEM numbers`),
  /** Replaces the part's price breaks (an empty list removes them). */
  priceBreaks: PriceBreakList,
  interchange: z
    .array(InterchangeNumber, { message: 'Competitor numbers must be a list' })
    .max(maxInterchangeNumbers, `At most ${maxInterchangeNumbers} competitor numbers`),
  gtin: Gtin.nullable(),
  supersedes: z
    .array(partNumberText('Superseded number'), { message: 'Superseded numbers must be a list' })
    .max(maxSupersededNumbers, `At most ${maxSupersededNumbers} superseded numbers`),
  /** The part replacing this one (it becomes discontinued); null makes it current again. */
  replacedBy: Id.nullable(),
};

/**
 * Under this many available units a part is low on stock: it shows in the dashboard's low-stock list and
 * the admins get a mail when an order takes it under. Null (or left out when adding): the minimum order.
 */
export const LowStockThreshold = z
  .number(numberRequired('Low-stock threshold'))
  .int('Low-stock threshold must be a whole number')
  .min(0, 'Low-stock threshold cannot be negative')
  .max(maxUnits, 'Low-stock threshold is too large')
  .nullable();

const minWithinStock = (part: { minOrderQuantity?: number; availableQuantity?: number }) =>
  part.minOrderQuantity === undefined ||
  part.availableQuantity === undefined ||
  part.minOrderQuantity <= part.availableQuantity;
const minWithinStockIssue = {
  message: 'The minimum order cannot be more than the available quantity',
  path: ['minOrderQuantity'],
};

/** The breaks fit the part's minimum order and price, when the body carries all three. */
function breaksFitPart(ctx: {
  value: { minOrderQuantity?: number; price?: number; priceBreaks?: PriceBreak[] };
  issues: z.core.$ZodRawIssue[];
}) {
  const { minOrderQuantity, price, priceBreaks } = ctx.value;
  if (priceBreaks === undefined || minOrderQuantity === undefined || price === undefined) return;
  const problem = priceBreaksProblem(priceBreaks, { minOrderQuantity, price });
  if (problem)
    ctx.issues.push({ code: 'custom', message: problem, path: ['priceBreaks'], input: priceBreaks });
}

/**
 * POST /part (admin). The spec's fields, plus the catalogue's: `partNumber` (optional: the server gives
 * the next free one), `category` (default "Other"), `oemNumbers` and `fitment`.
 */
export const CreatePart = z
  .object({
    ...partFields,
    availableQuantity: wholeUnits('Available quantity'),
    partNumber: partFields.partNumber.optional(),
    lowStockThreshold: LowStockThreshold.optional(),
    category: partFields.category.optional(),
    oemNumbers: partFields.oemNumbers.optional(),
    interchange: partFields.interchange.optional(),
    gtin: partFields.gtin.optional(),
    supersedes: partFields.supersedes.optional(),
    replacedBy: partFields.replacedBy.optional(),
    fitment: fitmentList.optional(),
    priceBreaks: partFields.priceBreaks.optional(),
  })
  .refine(minWithinStock, minWithinStockIssue)
  .check(breaksFitPart);
export type CreatePart = z.infer<typeof CreatePart>;

/**
 * PUT /part/{id} (admin): any subset of the fields. Stock changes never overwrite orders placed
 * meanwhile: `restock` adds units to the stock as it is; an absolute `availableQuantity` must carry
 * `expectedAvailableQuantity`, the stock the admin saw, and is refused with 409 when it changed since.
 * `oemNumbers` replaces the list. Fitment: `fitment` replaces the whole list, or `addFitment` adds (or
 * re-notes) vehicles and `removeFitment` takes vehicle ids off; `fitment` cannot be combined with them.
 */
export const UpdatePart = z
  .object({
    ...partFields,
    /** Units to add to the stock, whatever it is now. */
    restock: wholeUnits('Restock'),
    lowStockThreshold: LowStockThreshold,
    /** The stock the admin saw when choosing `availableQuantity`. */
    expectedAvailableQuantity: z
      .number({ message: 'Expected available quantity must be a number' })
      .int('Expected available quantity must be a whole number')
      .min(0, 'Expected available quantity cannot be negative')
      .max(maxUnits, 'Expected available quantity is too large'),
    fitment: fitmentList,
    addFitment: fitmentList,
    removeFitment: z
      .array(Id, { message: 'removeFitment must be a list of vehicle ids' })
      .max(maxFitmentPerWrite, `At most ${maxFitmentPerWrite} vehicles at once`),
  })
  .partial()
  .refine((part) => Object.keys(part).length > 0, 'Nothing to change')
  .refine(minWithinStock, minWithinStockIssue)
  .check(breaksFitPart)
  .refine((part) => part.restock === undefined || part.availableQuantity === undefined, {
    message: 'Send either restock (units to add) or availableQuantity, not both',
    path: ['restock'],
  })
  .refine((part) => part.availableQuantity === undefined || part.expectedAvailableQuantity !== undefined, {
    message:
      'availableQuantity needs expectedAvailableQuantity (the stock you saw), so orders placed meanwhile are not overwritten; or send restock',
    path: ['expectedAvailableQuantity'],
  })
  .refine((part) => part.expectedAvailableQuantity === undefined || part.availableQuantity !== undefined, {
    message: 'expectedAvailableQuantity goes with availableQuantity',
    path: ['expectedAvailableQuantity'],
  })
  .refine((part) => !(part.fitment && (part.addFitment || part.removeFitment)), {
    message: 'Send either fitment (the whole list) or addFitment/removeFitment, not both',
    path: ['fitment'],
  });
export type UpdatePart = z.infer<typeof UpdatePart>;

/** `GET /part`: one page of the catalogue, searched and filtered. Empty values mean "no filter". */
export const PartSearchQuery = PageQuery.extend({
  q: z.string().trim().max(200, 'The search is too long (200 characters at most)').optional(),
  category: z.string().trim().max(60, 'category is too long').optional(),
  vehicle: z.union([Id, z.literal('')]).optional(),
  /** Without `q`: the catalogue oldest first (the default) or newest first (the admin's table). */
  sort: z.enum(['oldest', 'newest']).optional(),
});
export type PartSearchQuery = z.infer<typeof PartSearchQuery>;

/** One vehicle a part fits. */
export const PartFitment = z.object({
  vehicle: Vehicle,
  note: z.string().nullable(),
  position: FitmentPosition.nullable(),
  quantityPerVehicle: z.number().int().nullable(),
  conditions: z.string().nullable(),
});
export type PartFitment = z.infer<typeof PartFitment>;

export const PartFitmentList = z.array(PartFitment);
export type PartFitmentList = z.infer<typeof PartFitmentList>;

/** `GET /part/{id}/fitment`: the vehicles one part fits, a page at a time; `vehicle=` asks about one. */
export const PartFitmentQuery = PageQuery.extend({
  vehicle: Id.optional(),
});
export type PartFitmentQuery = z.infer<typeof PartFitmentQuery>;

export const Category = z.object({
  name: z.string(),
  /** Parts in this category. */
  count: z.number().int(),
  /**
   * The count is a floor: the words matched more parts than a search lists (its first 1,000 results),
   * and only those were counted.
   */
  more: z.boolean().optional(),
});
export type Category = z.infer<typeof Category>;

export const CategoryList = z.array(Category);
export type CategoryList = z.infer<typeof CategoryList>;
