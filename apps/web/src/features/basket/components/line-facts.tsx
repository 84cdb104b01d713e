import type { BasketLine } from '@partsmith/contract/basket';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';

/** A line's minimum order, stock, the price break reached and what the next one would save. */
export function LineFacts({ line }: { line: BasketLine }) {
  if (line.thumbnail === null) return null;
  return (
    <div className="flex flex-col gap-1 text-sm text-base-content/80">
      <p className="flex flex-wrap gap-x-4">
        <span>
          Min order: <strong className="text-base-content">{formatCount(line.minOrderQuantity)} units</strong>
        </span>
        <span>
          In stock: <strong className="text-base-content">{formatCount(line.availableQuantity)} units</strong>
        </span>
      </p>
      <p>
        {line.priceBreak
          ? `Break price from ${formatCount(line.priceBreak.minQuantity)} units (list price ${formatDollars(line.listPrice)})`
          : `List price, ${formatDollars(line.listPrice)} per unit`}
      </p>
      {line.nextBreak && (
        <p className="font-semibold text-base-content">
          Order {formatCount(line.nextBreak.minQuantity)} and pay {formatDollars(line.nextBreak.saving)} less
          per unit
        </p>
      )}
    </div>
  );
}
