/**
 * Saved lists (issue 33): a buyer's named sets of part and quantity ("Monthly brake restock"), private to
 * them (another buyer's list id → 404; admins 403), at most `maxLists` per buyer and `maxListLines` lines
 * each.
 *
 * - `GET /api/lists` → `SavedListSummary[]`, newest first (at most `maxLists`, so one answer).
 * - `POST /api/lists` `CreateList` → 201 `SavedList`: `{ name, lines }` or `{ name, fromBasket: true }`
 *   (the basket as it is now). Lines of parts not in the catalogue are left out (`skippedPartIds`).
 * - `GET /api/lists/{id}` → `SavedList`: its lines priced and checked with today's prices and stock
 *   (the basket's line rules: `BasketLine`).
 * - `PUT /api/lists/{id}` `UpdateList` `{ name?, lines? }` → `SavedList` (`lines` replaces them).
 * - `DELETE /api/lists/{id}` → `{ deletedCount: 1 }`.
 * - `POST /api/lists/{id}/to-basket` → `Basket`: adds every line to the basket in one transaction (the
 *   same part's quantities add up), all or nothing against the basket's 500 lines (409).
 */
import { z } from 'zod';
import { Id } from './common';
import { BasketLine, BasketLineInputs, maxListLines } from './basket';

const listName = z
  .string({ message: 'The name must be text' })
  .trim()
  .min(1, 'Give the list a name')
  .max(80, 'The name is too long (80 characters at most)');

const listLines = BasketLineInputs.max(maxListLines, `A list holds at most ${maxListLines} lines`);

export const CreateList = z
  .object({
    name: listName,
    lines: listLines.optional(),
    /** Save the basket as it is now. */
    fromBasket: z.literal(true, { message: 'fromBasket can only be true' }).optional(),
  })
  .refine((body) => (body.lines === undefined) !== (body.fromBasket === undefined), {
    message: 'Send either lines or fromBasket: true',
    path: ['lines'],
  });
export type CreateList = z.infer<typeof CreateList>;

export const UpdateList = z
  .object({ name: listName, lines: listLines })
  .partial()
  .refine((body) => body.name !== undefined || body.lines !== undefined, 'Nothing to change');
export type UpdateList = z.infer<typeof UpdateList>;

export const SavedListSummary = z.object({
  _id: Id,
  name: z.string(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedListSummary = z.infer<typeof SavedListSummary>;
export const SavedListSummaries = z.array(SavedListSummary);

export const SavedList = SavedListSummary.extend({
  /** In the order they were saved, priced as the basket prices them today. */
  lines: z.array(BasketLine),
  /** Sum of the line totals today, in dollars. */
  total: z.number(),
  /** On writes: parts left out because they are not in the catalogue. Empty otherwise. */
  skippedPartIds: z.array(Id),
});
export type SavedList = z.infer<typeof SavedList>;
