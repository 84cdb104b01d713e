import { useId } from 'react';
import { QuantityForm } from '../../../components/quantity-form';
import { LineProblems } from '../../../components/line-problems';
import type { BasketLine } from '@partsmith/contract/basket';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';

interface ListLineRowProps {
  line: BasketLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Replaces a discontinued part's line by its successor. */
  onUseSuccessor: (partId: string, quantity: number) => void;
}

/** A saved list's line with today's price and stock; its quantity can be changed or the line removed. */
export function ListLineRow({ line, busy, onQuantity, onRemove, onUseSuccessor }: ListLineRowProps) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className="grid grid-cols-[3.5rem_1fr] gap-x-3 gap-y-2 rounded-box border border-base-300 bg-base-100 p-3 sm:grid-cols-[4rem_1fr_auto]"
    >
      <div className="aspect-square overflow-hidden rounded-field bg-base-200">
        {line.thumbnail && (
          <img src={line.thumbnail} alt="" width={64} height={64} className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <h2 id={headingId} className="font-semibold">
          {line.name}
        </h2>
        <p className="font-mono text-sm font-semibold">{line.partNumber}</p>
        <p className="text-sm text-base-content/80">
          Today {formatDollars(line.unitPrice)} per unit · {formatCount(line.availableQuantity)} in stock ·
          min {formatCount(line.minOrderQuantity)}
        </p>
      </div>
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:items-end">
        <p className="text-lg font-bold tabular-nums">{formatDollars(line.lineTotal)}</p>
        <QuantityForm
          quantity={line.quantity}
          busy={busy}
          describedBy={headingId}
          submitLabel="Update"
          removeLabel="Remove"
          onQuantity={onQuantity}
          onRemove={onRemove}
        />
      </div>
      <LineProblems line={line} busy={busy} describedBy={headingId} onUseSuccessor={onUseSuccessor} />
    </li>
  );
}
