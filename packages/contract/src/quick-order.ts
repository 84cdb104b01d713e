/**
 * The quick order pad (issue 33): lines of "part number, quantity" checked before anything is added.
 *
 * `POST /api/quick-order/check` with JSON `QuickOrderCheck` `{ text }`, or a CSV file as multipart field
 * `file` → `QuickOrderReport`. Nothing is stored; the buyer fixes or drops lines, then adds the lines
 * without problems with `POST /api/basket/merge`.
 *
 * A line is a part number (ours or an OEM number, any spelling the catalogue search accepts:
 * `PS-BP-1042`, `psbp1042`, `ps bp 1042`) then a quantity, separated by a tab, `,`, `;` or spaces:
 * `PS-BP-1042 40`, `psbp1042;40`, `PS-BP-1042<TAB>40`. A first line that names columns (`part number,
 * quantity`, `SKU;Qty`) is a header and skipped; blank lines are skipped. A CSV file has the columns
 * `part number` and `quantity` (also `sku`, `number`, `part`, `qty`…), with or without a header row,
 * `,` or `;` separated; any other column is refused (400).
 *
 * Per line: the part found, or `unknown-number` with `suggestions` (the closest numbers), and
 * `below-minimum`, `over-stock`, `bad-quantity`, `merged` (the same part as an earlier line: its
 * quantity is added to that line, which is checked with the sum). Limits: at most
 * `maxQuickOrderLines` lines, `maxQuickOrderTextBytes` of text, `maxQuickOrderFileBytes` of file;
 * beyond, binary data or a file that is not UTF-8 → 400/413 with a sentence saying what to do.
 */
import { z } from 'zod';
import { Id } from './common';
import { LineBreak, LineProblem, LineSuccessor, NextBreak } from './basket';

export const maxQuickOrderLines = 500;
export const maxQuickOrderTextBytes = 64 * 1024;
export const maxQuickOrderFileBytes = 1024 * 1024;

export const QuickOrderCheck = z.object({
  text: z
    .string({ message: 'text must be the pasted lines, as text' })
    .max(maxQuickOrderTextBytes, `The text is too long (${maxQuickOrderTextBytes / 1024} KB at most)`),
});
export type QuickOrderCheck = z.infer<typeof QuickOrderCheck>;

/** A part a line may have meant. */
export const QuickOrderSuggestion = z.object({
  partId: Id,
  partNumber: z.string(),
  name: z.string(),
  /** The number that is close: our number, or the OEM number as the catalogue writes it. */
  matchedNumber: z.string(),
});
export type QuickOrderSuggestion = z.infer<typeof QuickOrderSuggestion>;

export const QuickOrderLine = z.object({
  /** The line's number in the text or file (1 is the first line; a header counts). */
  line: z.number().int(),
  /** The line as written (trimmed, at most 200 characters). */
  input: z.string(),
  /** The part number as read from the line. */
  number: z.string(),
  /** The part found (absent when none was). */
  partId: Id.optional(),
  partNumber: z.string().optional(),
  name: z.string().optional(),
  thumbnail: z.string().optional(),
  /** The quantity read (absent when it could not be); for the first line of a part, the merged sum. */
  quantity: z.number().int().optional(),
  unitPrice: z.number().optional(),
  lineTotal: z.number().optional(),
  minOrderQuantity: z.number().int().optional(),
  availableQuantity: z.number().int().optional(),
  priceBreak: LineBreak.nullable().optional(),
  nextBreak: NextBreak.nullable().optional(),
  /**
   * For a discontinued part (`discontinued` problem): the part that replaces it, also the first of
   * `suggestions`, so the line can be switched to it in one step.
   */
  successor: LineSuccessor.optional(),
  /** For a `merged` line: the line its quantity went to. */
  mergedInto: z.number().int().optional(),
  /** Empty: the line can be added as it is. */
  problems: z.array(LineProblem),
  /**
   * For an unknown or ambiguous number: the closest parts, best first (at most 5); for a discontinued
   * part: its successor.
   */
  suggestions: z.array(QuickOrderSuggestion),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLine>;

export const QuickOrderReport = z.object({
  lines: z.array(QuickOrderLine),
  /** Lines that can be added as they are. */
  ready: z.number().int(),
  /** Lines with a problem (`merged` lines included). */
  withProblems: z.number().int(),
});
export type QuickOrderReport = z.infer<typeof QuickOrderReport>;
