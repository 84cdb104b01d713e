import type { Part } from '@partsmith/contract/parts';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';

/** The quantity ranges and their unit prices: the part's price up to the first break, then each break. */
function priceRows(part: Part) {
  const starts = [
    { minQuantity: part.minOrderQuantity, price: part.price },
    ...part.priceBreaks.filter((entry) => entry.minQuantity > part.minOrderQuantity),
  ];
  if (part.priceBreaks[0]?.minQuantity === part.minOrderQuantity) starts[0] = part.priceBreaks[0];
  return starts.map((entry, index) => {
    const next = starts[index + 1];
    const range = next
      ? `${formatCount(entry.minQuantity)}–${formatCount(next.minQuantity - 1)}`
      : `${formatCount(entry.minQuantity)} or more`;
    return { range, price: entry.price };
  });
}

/** Quantity price breaks on the purchase page: what a unit costs at each quantity. */
export function PriceBreakTable({ part }: { part: Part }) {
  if (part.priceBreaks.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm">
        <caption className="px-4 pt-3 text-left font-semibold">Buy more, pay less per unit</caption>
        <thead>
          <tr>
            <th scope="col">Units</th>
            <th scope="col" className="text-right">
              Price per unit
            </th>
          </tr>
        </thead>
        <tbody>
          {priceRows(part).map((row) => (
            <tr key={row.range}>
              <td className="tabular-nums">{row.range}</td>
              <td className="text-right font-semibold tabular-nums">{formatDollars(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
