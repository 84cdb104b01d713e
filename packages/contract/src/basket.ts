/**
 * The basket (issue 33): a signed-in buyer's lines of part and quantity, kept on the server, priced and
 * checked against each part as it is now every time it is read. Admins manage orders and keep no basket
 * (403 on every basket, list, quick-order and checkout route).
 *
 * - `GET /api/basket` → `Basket`.
 * - `PUT /api/basket` `ReplaceBasket` `{ lines: [{ partId, quantity }] }` → `Basket`: replaces every line.
 * - `POST /api/basket/merge` `MergeBasket` `{ lines, mergeId? }` → `Basket`: adds each line as
 *   `POST /api/basket/lines` would (the same part's quantities add up), all or nothing. For a visitor's
 *   browser basket when they sign in (the web then empties its copy) and for the good lines of a quick
 *   order. A merge sent again with a `mergeId` already merged adds nothing (a page reloaded before the
 *   first answer came): the answer is the basket as it is.
 * - `POST /api/basket/lines` `AddBasketLine` `{ partId, quantity }` → `Basket`: adds to the line of that
 *   part (quantities add up, also under concurrent adds) or appends a line. 404 for a part that is not in
 *   the catalogue.
 * - `PATCH /api/basket/lines/{partId}` `ChangeBasketLine` `{ quantity }` → `Basket`: sets one line's
 *   quantity; `DELETE /api/basket/lines/{partId}` → `Basket`: removes it (404 when the basket has no
 *   line of that part).
 * - `DELETE /api/basket` → `Basket` (empty).
 * - `POST /api/basket/price` `ReplaceBasket` → `Basket` (anyone, no sign-in): a visitor's browser basket
 *   priced and checked as a buyer's is, nothing stored; the same part twice adds up, unknown parts are
 *   left out (`skippedPartIds`).
 *
 * A basket holds at most `maxBasketLines` lines: a write that would make more is refused whole (409)
 * and changes nothing. Quantities are stored as sent (1 to `maxUnits`); one below the part's minimum or
 * above its stock is kept and flagged on its line (`problems`), so the buyer sees and fixes it.
 * Multi-line writes (PUT, merge, a list to the basket) leave out lines of parts no longer in the
 * catalogue and name them in `skippedPartIds`.
 */
import { z } from 'zod';
import { Id, maxUnits } from './common';
import { centsToDollars, dollarsToCents, formatDollars, maxOrderCents } from './money';
import { discontinuedMessage, quantityRuleMessages } from './order-rules';
import { quantityPrice } from './pricing';

/** The most lines one basket holds, one saved list holds, and the most lists one buyer keeps. */
export const maxBasketLines = 500;
export const maxListLines = 500;
export const maxLists = 50;

/** Why a line cannot be ordered as it is. Each is a code for programs and a sentence for people. */
export const lineProblemCodes = [
  /** The part is no longer in the catalogue. */
  'part-gone',
  /** Fewer units than the part's minimum order. */
  'below-minimum',
  /** More units than are in stock (the message says how many are). */
  'over-stock',
  /** The part's stock is below its minimum order: it cannot be ordered at all for now. */
  'out-of-stock',
  /** The line would come to more than one order (a card payment) can take. */
  'over-total',
  /** The part is discontinued: another part replaces it (`successor`); the order rule refuses it. */
  'discontinued',
  // The quick order's own (quick-order.ts):
  /** No part has this number (ours or an OEM number); `suggestions` holds the closest. */
  'unknown-number',
  /** An OEM number several parts carry; `suggestions` lists them. */
  'ambiguous-number',
  /** The quantity is missing, not a whole number, 0, or too large. */
  'bad-quantity',
  /** A cell starting with = + - @ (a spreadsheet formula): read as plain text, never run. */
  'formula',
  /** The line cannot be read as "part number, quantity". */
  'bad-line',
  /** The same part as an earlier line: its quantity was added to that line (`mergedInto`). */
  'merged',
] as const;
export const LineProblemCode = z.enum(lineProblemCodes);
export type LineProblemCode = z.infer<typeof LineProblemCode>;

export const LineProblem = z.object({
  code: LineProblemCode,
  /** E.g. "The minimum order for Brake Disc is 10 units." */
  message: z.string(),
});
export type LineProblem = z.infer<typeof LineProblem>;

const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(maxUnits, 'Quantity is too large');

export const BasketLineInput = z.object({ partId: Id, quantity });
export type BasketLineInput = z.infer<typeof BasketLineInput>;

/** `POST /api/basket/lines`. */
export const AddBasketLine = BasketLineInput;
export type AddBasketLine = z.infer<typeof AddBasketLine>;

/** `PATCH /api/basket/lines/{partId}`. */
export const ChangeBasketLine = z.object({ quantity });
export type ChangeBasketLine = z.infer<typeof ChangeBasketLine>;

export const BasketLineParams = z.object({ partId: Id });

/** Lines as a multi-line write sends them: at most `maxBasketLines`; the same part twice adds up. */
export const BasketLineInputs = z
  .array(BasketLineInput, { message: 'lines must be a list of { partId, quantity }' })
  .max(maxBasketLines, `At most ${maxBasketLines} lines at once`);

/** `PUT /api/basket` and `POST /api/basket/price`. */
export const ReplaceBasket = z.object({ lines: BasketLineInputs });
export type ReplaceBasket = z.infer<typeof ReplaceBasket>;

/** `POST /api/basket/merge`: `mergeId` names a visitor's browser basket, so it is merged once. */
export const MergeBasket = ReplaceBasket.extend({ mergeId: Id.optional() });
export type MergeBasket = z.infer<typeof MergeBasket>;

/** A price break as a line sees it (dollars). */
export const LineBreak = z.object({
  minQuantity: z.number().int(),
  unitPrice: z.number(),
});

export const NextBreak = LineBreak.extend({
  /** What each unit would cost less than now, in dollars ("order 100 and pay $0.80 less per unit"). */
  saving: z.number(),
});
export type NextBreak = z.infer<typeof NextBreak>;

/**
 * The part that replaces a discontinued one (its direct successor, as the order rule's refusal names
 * it), with what the browser needs to put it in the line's place: "Use PS-… instead" takes the line's
 * quantity, or the successor's minimum order when that is more.
 */
export const LineSuccessor = z.object({
  partId: Id,
  partNumber: z.string(),
  name: z.string(),
  minOrderQuantity: z.number().int(),
});
export type LineSuccessor = z.infer<typeof LineSuccessor>;

/** The quantity a line takes when its successor replaces it: the same, or the successor's minimum. */
export const successorQuantity = (quantity: number, successor: LineSuccessor) =>
  Math.max(quantity, successor.minOrderQuantity);

/**
 * One line, priced and checked against the part as it is now. A part gone from the catalogue keeps the
 * number and name it had when added, prices and stock 0, and the `part-gone` problem.
 */
export const BasketLine = z.object({
  partId: Id,
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Dollars per unit at the break `quantity` reaches (every unit pays it). */
  unitPrice: z.number(),
  /** quantity × unitPrice, in dollars. */
  lineTotal: z.number(),
  problems: z.array(LineProblem),
  /** The part's picture (≤ 400 px wide) and large picture; null once the part is gone. */
  thumbnail: z.string().nullable(),
  img: z.string().nullable(),
  /** The part's price for a single unit (below its first break), in dollars. */
  listPrice: z.number(),
  minOrderQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** The break `quantity` reaches; null below the first one. */
  priceBreak: LineBreak.nullable(),
  /** The next break up and what it saves per unit; null when there is none above. */
  nextBreak: NextBreak.nullable(),
  /** The part that replaces this one when it is discontinued (with the `discontinued` problem); else null. */
  successor: LineSuccessor.nullable(),
  addedAt: z.string(),
});
export type BasketLine = z.infer<typeof BasketLine>;

export const Basket = z.object({
  /** Oldest added first. */
  lines: z.array(BasketLine),
  /** Sum of the line totals, in dollars. */
  total: z.number(),
  lineCount: z.number().int(),
  /** Every line can be ordered as it is (and there is at least one): what checkout needs. */
  orderable: z.boolean(),
  /** On multi-line writes: parts left out because they are not in the catalogue. Empty otherwise. */
  skippedPartIds: z.array(Id),
});
export type Basket = z.infer<typeof Basket>;

/** What the line rules need of a part, in cents. */
export interface LinePart {
  id: string;
  partNumber: string;
  name: string;
  minOrderQuantity: number;
  availableQuantity: number;
  priceCents: number;
  /** Any order. */
  breaks: readonly { minQuantity: number; priceCents: number }[];
  thumbnail: string;
  img: string;
  /** Set when the part is discontinued: the part that replaces it. */
  successor?: LineSuccessor | null;
}

/** The problem of a discontinued part's line (the order rule's refusal, word for word); null when current. */
export function discontinuedProblem(
  part: Pick<LinePart, 'partNumber' | 'name' | 'successor'>,
): LineProblem | null {
  return part.successor ? { code: 'discontinued', message: discontinuedMessage(part, part.successor) } : null;
}

/**
 * Why `quantity` of `part` cannot be ordered now, in the order the order rules apply them; empty when
 * it can. The same sentences the single order's refusals use.
 */
export function lineProblems(quantity: number, part: LinePart, totalCents: number): LineProblem[] {
  const { name, minOrderQuantity: min, availableQuantity: available } = part;
  // Rule 2 of the order rule: a discontinued part is refused whatever the quantity.
  const discontinued = discontinuedProblem(part);
  if (discontinued) return [discontinued];
  if (available < min) {
    return [
      {
        code: 'out-of-stock',
        message: quantityRuleMessages.outOfStock(name, available, min),
      },
    ];
  }
  const problems: LineProblem[] = [];
  if (quantity < min) {
    problems.push({ code: 'below-minimum', message: quantityRuleMessages.belowMinimum(name, min) });
  }
  if (quantity > available) {
    problems.push({ code: 'over-stock', message: quantityRuleMessages.overStock(name, available) });
  }
  if (totalCents > maxOrderCents) {
    problems.push({
      code: 'over-total',
      message: `An order can come to at most ${formatDollars(centsToDollars(maxOrderCents))}; please order fewer ${name}.`,
    });
  }
  return problems;
}

/** A part's line that is not in the catalogue any more, as it was added. */
export interface GoneLine {
  partId: string;
  partNumber: string;
  name: string;
}

/**
 * The one line-pricing rule of the basket, lists and quick order: the unit price of the break the
 * quantity reaches (`quantityPrice`, every unit pays it), the next break and its saving, and the
 * line's problems. `part` null: the part is gone.
 */
export function priceLine(
  quantity: number,
  part: LinePart | null,
  gone: GoneLine,
  addedAt: string,
): BasketLine {
  if (!part) {
    return {
      partId: gone.partId,
      partNumber: gone.partNumber,
      name: gone.name,
      quantity,
      unitPrice: 0,
      lineTotal: 0,
      problems: [
        { code: 'part-gone', message: `${gone.partNumber} ${gone.name} is no longer in the catalogue.` },
      ],
      thumbnail: null,
      img: null,
      listPrice: 0,
      minOrderQuantity: 0,
      availableQuantity: 0,
      priceBreak: null,
      nextBreak: null,
      successor: null,
      addedAt,
    };
  }
  const { unitPriceCents, totalCents } = quantityPrice(quantity, part.priceCents, part.breaks);
  const byQuantity = [...part.breaks].sort((a, b) => a.minQuantity - b.minQuantity);
  const reached = byQuantity.filter((entry) => entry.minQuantity <= quantity).at(-1);
  const next = byQuantity.find((entry) => entry.minQuantity > quantity && entry.priceCents < unitPriceCents);
  return {
    partId: part.id,
    partNumber: part.partNumber,
    name: part.name,
    quantity,
    unitPrice: centsToDollars(unitPriceCents),
    lineTotal: centsToDollars(totalCents),
    problems: lineProblems(quantity, part, totalCents),
    thumbnail: part.thumbnail,
    img: part.img,
    listPrice: centsToDollars(part.priceCents),
    minOrderQuantity: part.minOrderQuantity,
    availableQuantity: part.availableQuantity,
    priceBreak: reached
      ? { minQuantity: reached.minQuantity, unitPrice: centsToDollars(reached.priceCents) }
      : null,
    nextBreak: next
      ? {
          minQuantity: next.minQuantity,
          unitPrice: centsToDollars(next.priceCents),
          saving: centsToDollars(unitPriceCents - next.priceCents),
        }
      : null,
    successor: part.successor ?? null,
    addedAt,
  };
}

/** The basket answer of priced lines (`skippedPartIds` from a multi-line write). */
export function basketOf(lines: BasketLine[], skippedPartIds: string[] = []): Basket {
  const totalCents = lines.reduce((sum, line) => sum + dollarsToCents(line.lineTotal), 0);
  return {
    lines,
    total: centsToDollars(totalCents),
    lineCount: lines.length,
    orderable: lines.length > 0 && lines.every((line) => line.problems.length === 0),
    skippedPartIds,
  };
}
