import { z } from 'zod';
import { Id, numberRequired } from './common';
import { PageQuery } from './paging';

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

/** GET /review: newest first, paged like every list (the home page asks for the latest 6). */
export const ReviewListQuery = PageQuery;
export { homeReviewCount } from './page-size';

export const CreateReview = z.object({
  ratings: z
    .number(numberRequired('Ratings', 'Choose a rating from 1 to 5'))
    .int('Ratings must be a whole number from 1 to 5')
    .min(1, 'Ratings must be a whole number from 1 to 5')
    .max(5, 'Ratings must be a whole number from 1 to 5'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(1000, 'Description is too long (1000 characters at most)'),
});
export type CreateReview = z.infer<typeof CreateReview>;
