import type { QuickOrderLine } from '@partsmith/contract/quick-order';

/**
 * The pad's fixes are made to the text itself, then checked again by the server (the one place lines
 * are read). A dropped line becomes blank, so every later line keeps its number.
 */
export function replaceLine(text: string, lineNumber: number, replacement: string): string {
  const lines = text.split(/\r?\n/);
  if (lineNumber < 1 || lineNumber > lines.length) return text;
  lines[lineNumber - 1] = replacement;
  return lines.join('\n');
}

/** The line with another part number (a suggestion clicked), its quantity kept. */
export function withNumber(line: QuickOrderLine, partNumber: string): string {
  const quantity = quantityOf(line);
  return quantity === null ? partNumber : `${partNumber} ${quantity}`;
}

/** The line with another quantity, its number kept. */
export function withQuantity(line: QuickOrderLine, quantity: string): string {
  return `${line.partNumber ?? line.number} ${quantity}`;
}

/** The quantity written on the line (a merged first line's `quantity` is the sum, so read the input). */
export function quantityOf(line: QuickOrderLine): string | null {
  const match = /([0-9][0-9.,]*)\s*$/.exec(line.input);
  return match?.[1] ?? null;
}

/** Lines that can be added as they are: a part found, nothing wrong (a merged line's units are on the first). */
export function readyLines(lines: readonly QuickOrderLine[]): { partId: string; quantity: number }[] {
  return lines.flatMap((line) =>
    line.partId && line.quantity !== undefined && line.problems.length === 0
      ? [{ partId: line.partId, quantity: line.quantity }]
      : [],
  );
}
