import { type BasketLine, type BasketLineInput, type LinePart, priceLine } from '@partsmith/contract/basket';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import { linePartsByIds } from '../modules/parts/part-lookup';

/** A stored line of the basket or a saved list: the part's number and name as when it was added. */
export interface KeptLine {
  partId: string;
  quantity: number;
  partNumber: string;
  name: string;
  addedAt: string;
}

/**
 * The one place lines of the basket and of saved lists are priced and checked: against each part as it
 * is now (price breaks, minimum order, stock, gone), all parts in one query, by the contract's rule.
 */
export async function priceKeptLines(db: Kysely<Tables>, lines: readonly KeptLine[]): Promise<BasketLine[]> {
  const parts = await linePartsByIds(
    db,
    lines.map((line) => line.partId),
  );
  return priceWithParts(parts, lines);
}

/** The same, against parts already looked up. */
export const priceWithParts = (parts: ReadonlyMap<string, LinePart>, lines: readonly KeptLine[]) =>
  lines.map((line) => priceLine(line.quantity, parts.get(line.partId) ?? null, line, line.addedAt));

/**
 * Lines to keep, with the number and name of their part (one query); lines naming a part that is not in
 * the catalogue are left out and their ids answered. The parts found come too, to price the lines with.
 */
export async function linesOfKnownParts(
  db: Kysely<Tables>,
  inputs: readonly BasketLineInput[],
): Promise<{
  lines: Omit<KeptLine, 'addedAt'>[];
  skippedPartIds: string[];
  parts: ReadonlyMap<string, LinePart>;
}> {
  const parts = await linePartsByIds(
    db,
    inputs.map((input) => input.partId),
  );
  const lines: Omit<KeptLine, 'addedAt'>[] = [];
  const skipped = new Set<string>();
  for (const input of inputs) {
    const part = parts.get(input.partId);
    if (!part) skipped.add(input.partId);
    else
      lines.push({ partId: part.id, quantity: input.quantity, partNumber: part.partNumber, name: part.name });
  }
  return { lines, skippedPartIds: [...skipped], parts };
}
