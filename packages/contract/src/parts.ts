import { z } from 'zod';
import { Id } from './common';

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
