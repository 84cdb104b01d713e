/**
 * Search helpers of the catalogue (issue 34, ADR 0032).
 *
 * - `GET /api/category?vehicle=&q=` → `Category[]` (parts.ts): without filters every category with its
 *   number of parts; with a vehicle and/or words, how many of the parts that fit it and match the words
 *   each category has (the same matches as `GET /api/part`), categories without one left out.
 * - Admin: `GET /api/synonym?page=&limit=` → `Synonym[]` (paged, by term), `POST /api/synonym`
 *   (`Synonym`: the pair finds each other both ways), `DELETE /api/synonym?term=&alternative=` (both ways).
 */
import { z } from 'zod';
import { Id } from './common';
import { PageQuery } from './paging';

/** `GET /category`: filters of the counts. Empty values mean "no filter". */
export const CategoryQuery = z.object({
  q: z.string().trim().max(200, 'The search is too long (200 characters at most)').optional(),
  vehicle: z.union([Id, z.literal('')]).optional(),
});
export type CategoryQuery = z.infer<typeof CategoryQuery>;

/** A trade word or phrase: letters, digits and single spaces, lower-cased by the server. */
const TradeWords = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} is too long (60 characters at most)`)
    .regex(
      /^[\p{L}\p{N}]+( [\p{L}\p{N}]+){0,2}$/u,
      `${label} must be one to three words of letters and digits`,
    )
    .transform((value) => value.toLowerCase());

export const Synonym = z
  .object({ term: TradeWords('The term'), alternative: TradeWords('The synonym') })
  .refine((pair) => pair.term !== pair.alternative, {
    message: 'A word is not its own synonym',
    path: ['alternative'],
  });
export type Synonym = z.infer<typeof Synonym>;

export const SynonymList = z.array(z.object({ term: z.string(), alternative: z.string() }));
export type SynonymList = z.infer<typeof SynonymList>;

/** `POST /synonym`'s answer: the pair is stored (both ways). */
export const SynonymAdded = z.object({ ok: z.literal(true) });
export type SynonymAdded = z.infer<typeof SynonymAdded>;

export const SynonymQuery = PageQuery;
export type SynonymQuery = z.infer<typeof SynonymQuery>;
