import { z } from 'zod';
import { Id } from './common';

export const Review = z.object({
  _id: Id,
  ratings: z.number().int().min(1).max(5),
  description: z.string(),
  /** Display name of the buyer who wrote it. */
  name: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewList = z.array(Review);
export type ReviewList = z.infer<typeof ReviewList>;
