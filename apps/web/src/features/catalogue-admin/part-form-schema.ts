import { z } from 'zod';
import type { InterchangeNumber } from '@partsmith/contract/part-numbers';
import { CreatePart, UpdatePart } from '@partsmith/contract/parts';
import { type PriceBreak, priceBreaksProblem } from '@partsmith/contract/pricing';
import { acceptedImageTypes, maxImageBytes } from '@partsmith/contract/uploads';
import { FitmentDraft } from './fitment-draft';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const isAccepted = (type: string) => (acceptedImageTypes as readonly string[]).includes(type);

/**
 * The picked picture, checked before it is sent (the server checks the bytes again). One `check` with
 * continuable issues, so a missing picture does not hide the "minimum ≤ stock" message.
 */
function imageFile({ required }: { required: boolean }) {
  return z.custom<File | undefined>().check((ctx) => {
    const file = ctx.value;
    const problem = (message: string) =>
      ctx.issues.push({ code: 'custom', message, input: file, continue: true });
    if (!(file instanceof File)) {
      if (required || file !== undefined) problem('Choose an image for the part');
      return;
    }
    if (!isAccepted(file.type)) problem('Choose a JPEG, PNG, WebP, AVIF or GIF image');
    else if (file.size > maxImageBytes) {
      problem(`The image is ${megabytes(file.size)}; choose one of ${megabytes(maxImageBytes)} at most`);
    }
  });
}

export const isPreviewable = (file: File | undefined): file is File =>
  file !== undefined && isAccepted(file.type) && file.size <= maxImageBytes;

// The contract's field schemas (and their messages); `img` is the upload's answer, not a form field, and
// the catalogue's fields take a form's shape below.
const {
  img: _img,
  fitment: _fitment,
  partNumber,
  category,
  oemNumbers,
  priceBreaks,
  interchange,
  gtin,
  supersedes,
  replacedBy: _replacedBy,
  ...createFields
} = CreatePart.shape;

/** Numbers as typed: one per line or separated by commas; each checked as the contract checks it. */
const numbersText = (list: z.ZodType<string[]>, what: string) =>
  z.string().transform((text, ctx) => {
    const numbers = [
      ...new Set(
        text
          .split(/[,;\n]/)
          .map((each) => each.trim())
          .filter(Boolean),
      ),
    ];
    const checked = list.safeParse(numbers);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? `Check the ${what}` });
    return z.NEVER;
  });

/** The list as the form shows it: one number per line. */
export const oemNumbersAsText = (numbers: string[]) => numbers.join('\n');

/**
 * Competitor numbers as typed: one per line as "brand: number" (`TRW: GDB1550`), each checked as the
 * contract checks it (a brand is required).
 */
const interchangeText = z.string().transform((text, ctx) => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const list: InterchangeNumber[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Write each competitor number as "brand: number", e.g. "TRW: GDB1550" (not "${line}")`,
      });
      return z.NEVER;
    }
    list.push({ brand: line.slice(0, colon).trim(), number: line.slice(colon + 1).trim() });
  }
  const checked = interchange.unwrap().safeParse(list);
  if (checked.success) return checked.data;
  ctx.addIssue({
    code: 'custom',
    message: checked.error.issues[0]?.message ?? 'Check the competitor numbers',
  });
  return z.NEVER;
});

/** The competitor numbers as the form shows them: one "brand: number" per line. */
export const interchangeAsText = (numbers: readonly InterchangeNumber[]) =>
  numbers.map((entry) => `${entry.brand}: ${entry.number}`).join('\n');

/** The GTIN as typed: empty is none (null), else the contract's check digit rule. */
const gtinText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  gtin.unwrap(),
);

/**
 * "Replaced by" as typed: the successor's part number (empty: the part is current). The form resolves it
 * to the part when it is sent (`findPartByNumber`), and says so when no part has that number.
 */
const replacedByText = z.string().trim().max(40, 'Replaced by is too long (40 characters at most)');
/**
 * Price breaks as typed: one per line, "units: price per unit" (`50: 19.90`), each checked as the
 * contract checks it; the ladder's fit with the minimum order and price is checked on the whole form.
 */
const priceBreaksText = z.string().transform((text, ctx) => {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const list: { minQuantity: number; price: number }[] = [];
  for (const line of lines) {
    const match = /^(\d+)\s*(?:\+|units?)?\s*[:=@]\s*\$?\s*(\d+(?:\.\d+)?)$/.exec(line);
    if (!match) {
      ctx.addIssue({
        code: 'custom',
        message: `Write each break as "units: price", e.g. "50: 19.90" (not "${line}")`,
      });
      return z.NEVER;
    }
    list.push({ minQuantity: Number(match[1]), price: Number(match[2]) });
  }
  const checked = priceBreaks.unwrap().safeParse(list);
  if (checked.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Check the price breaks' });
  return z.NEVER;
});

/** The breaks as the form shows them: one "units: price" per line. */
export const priceBreaksAsText = (breaks: readonly PriceBreak[]) =>
  breaks.map((entry) => `${entry.minQuantity}: ${entry.price.toFixed(2)}`).join('\n');

/** Left empty (only when adding), the field is not sent: the server gives its default. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const catalogueFields = {
  category: category.unwrap(),
  oemNumbers: numbersText(oemNumbers.unwrap(), 'OEM numbers'),
  interchange: interchangeText,
  gtin: gtinText,
  supersedes: numbersText(supersedes.unwrap(), 'superseded numbers'),
  replacedBy: replacedByText,
  fitment: FitmentDraft,
  priceBreaks: priceBreaksText,
};

/** The contract's "minimum ≤ stock" rule, checked as soon as both numbers are valid. */
function minWithinStock<T extends z.ZodType<{ minOrderQuantity: number; availableQuantity: number }>>(
  schema: T,
) {
  return schema.refine((part) => part.minOrderQuantity <= part.availableQuantity, {
    message: 'The minimum order cannot be more than the available quantity',
    path: ['minOrderQuantity'],
    when: ({ value }) => {
      const part = value as { minOrderQuantity?: unknown; availableQuantity?: unknown };
      return Number.isInteger(part.minOrderQuantity) && Number.isInteger(part.availableQuantity);
    },
  });
}

/** The contract's "breaks fit the minimum order and price" rule, once the three are valid. */
function breaksFitPart<
  T extends z.ZodType<{ minOrderQuantity: number; price: number; priceBreaks: PriceBreak[] }>,
>(schema: T) {
  return schema.check((ctx) => {
    const { minOrderQuantity, price, priceBreaks: breaks } = ctx.value;
    if (!Number.isInteger(minOrderQuantity) || !Number.isFinite(price) || !Array.isArray(breaks)) return;
    const problem = priceBreaksProblem(breaks, { minOrderQuantity, price });
    if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['priceBreaks'], input: breaks });
  });
}

/**
 * Add A Product: the spec's six fields required (quantities whole and at least 1, price over 0 with two
 * decimals); part number and category may stay empty and the server fills them (the next free number,
 * the category Other), so the spec's form alone adds a part.
 */
export const AddPartForm = breaksFitPart(
  minWithinStock(
    z.object({
      ...createFields,
      ...catalogueFields,
      partNumber: emptyAsUnset(partNumber),
      category: emptyAsUnset(category),
      image: imageFile({ required: true }),
    }),
  ),
);

/** Edit: the same rules, but the stock may be 0 and a new picture is optional. */
export const EditPartForm = breaksFitPart(
  minWithinStock(
    z.object({
      ...createFields,
      ...catalogueFields,
      partNumber: partNumber.unwrap(),
      availableQuantity: UpdatePart.shape.availableQuantity.unwrap(),
      image: imageFile({ required: false }).optional(),
    }),
  ),
);

/** What the shared fields read from either form (the add form's picture is only required at runtime). */
export type PartFormValues = z.input<typeof EditPartForm>;
