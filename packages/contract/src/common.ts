import { z } from 'zod';

/** Every id the app generates is a UUID; anything else is refused before it reaches the database. */
export const Id = z.uuid({ message: 'Not a valid id' });

/**
 * An optional text field: blank counts as not sent. Its schema checks the length as sent (`.max()`
 * before `.trim()`), so a run of spaces longer than the field is refused like any text too long.
 */
export const optionalText = (schema: z.ZodString) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' && value.length <= (schema.maxLength ?? Infinity)
        ? undefined
        : value,
    schema.optional(),
  );

/** The most units of a part anyone can stock or order at once. */
export const maxUnits = 10_000_000;
export type Id = z.infer<typeof Id>;

/**
 * A number field's message when it holds no number: an empty field (NaN from a form's number input, or
 * nothing sent) says `empty` ("… is required"), anything else that `field` must be a number.
 */
export const numberRequired = (field: string, empty = `${field} is required`) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
      ? empty
      : `${field} must be a number`,
});

export const IdParams = z.object({ id: Id });

/** The answers of writes, in the spec's words: what was created, deleted or changed. */
export const InsertedId = z.object({ insertedId: Id });
export type InsertedId = z.infer<typeof InsertedId>;
export const DeletedCount = z.object({ deletedCount: z.number().int() });
export type DeletedCount = z.infer<typeof DeletedCount>;
export const ModifiedCount = z.object({ modifiedCount: z.number().int() });
export type ModifiedCount = z.infer<typeof ModifiedCount>;

/** The one error shape every failed API call answers with (docs/engineering.md §3). */
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;

export const Health = z.object({
  status: z.literal('ok'),
  database: z.string(),
});
export type Health = z.infer<typeof Health>;
