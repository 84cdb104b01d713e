import { z } from 'zod';
import { Id, maxUnits, numberRequired } from './common';

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
};

const minWithinStock = (part: { minOrderQuantity?: number; availableQuantity?: number }) =>
  part.minOrderQuantity === undefined ||
  part.availableQuantity === undefined ||
  part.minOrderQuantity <= part.availableQuantity;
const minWithinStockIssue = {
  message: 'The minimum order cannot be more than the available quantity',
  path: ['minOrderQuantity'],
};

export const CreatePart = z
  .object({ ...partFields, availableQuantity: wholeUnits('Available quantity') })
  .refine(minWithinStock, minWithinStockIssue);
export type CreatePart = z.infer<typeof CreatePart>;

/**
 * PUT /part/{id} (admin): any subset of the fields. Stock changes never overwrite orders placed
 * meanwhile: `restock` adds units to the stock as it is; an absolute `availableQuantity` must carry
 * `expectedAvailableQuantity`, the stock the admin saw, and is refused with 409 when it changed since.
 */
export const UpdatePart = z
  .object({
    ...partFields,
    /** Units to add to the stock, whatever it is now. */
    restock: wholeUnits('Restock'),
    /** The stock the admin saw when choosing `availableQuantity`. */
    expectedAvailableQuantity: z
      .number({ message: 'Expected available quantity must be a number' })
      .int('Expected available quantity must be a whole number')
      .min(0, 'Expected available quantity cannot be negative')
      .max(maxUnits, 'Expected available quantity is too large'),
  })
  .partial()
  .refine((part) => Object.keys(part).length > 0, 'Nothing to change')
  .refine(minWithinStock, minWithinStockIssue)
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
  });
export type UpdatePart = z.infer<typeof UpdatePart>;
