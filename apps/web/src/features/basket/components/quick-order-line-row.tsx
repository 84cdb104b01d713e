import { useId } from 'react';
import type { QuickOrderLine } from '@partsmith/contract/quick-order';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { QuantityForm } from '../../../components/quantity-form';
import { UseSuccessorButton } from '../../../components/use-successor-button';
import { quantityOf } from '../quick-order-text';

interface QuickOrderLineRowProps {
  line: QuickOrderLine;
  busy: boolean;
  onUseNumber: (partNumber: string) => void;
  /** Replaces a discontinued part by its successor, at the line's quantity or the successor's minimum. */
  onUseSuccessor: (partNumber: string, quantity: number) => void;
  onQuantity: (quantity: string) => void;
  onDrop: () => void;
}

/** One line of the quick order's report: what was found, what is wrong, and the fixes at hand. */
export function QuickOrderLineRow({
  line,
  busy,
  onUseNumber,
  onUseSuccessor,
  onQuantity,
  onDrop,
}: QuickOrderLineRowProps) {
  const headingId = useId();
  const typedQuantity = quantityOf(line);
  const ok = line.problems.length === 0;
  const merged = line.problems.some((problem) => problem.code === 'merged');

  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-2 rounded-box border p-3 ${ok ? 'border-success/50' : 'border-warning'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          <span className="text-base-content/80">Line {line.line}: </span>
          <span className="font-mono">{line.input}</span>
        </h3>
        <span className={`badge ${ok ? 'badge-success' : merged ? 'badge-info' : 'badge-warning'}`}>
          {ok ? 'Ready' : merged ? 'Merged' : 'Needs a fix'}
        </span>
      </div>
      {line.partId && (
        <p className="text-sm">
          <span className="font-mono font-semibold">{line.partNumber}</span> {line.name}
          {line.quantity !== undefined && line.unitPrice !== undefined && line.lineTotal !== undefined && (
            <>
              {' '}
              — {formatCount(line.quantity)} units × {formatDollars(line.unitPrice)} ={' '}
              <strong>{formatDollars(line.lineTotal)}</strong>
            </>
          )}
        </p>
      )}
      {line.problems.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {line.problems.map((problem) => (
            <li key={problem.code} className={merged ? 'text-base-content/80' : 'text-warning-content'}>
              {problem.message}
            </li>
          ))}
        </ul>
      )}
      {line.successor
        ? // A merged line's units are on its first line, which offers the successor.
          !merged && (
            <UseSuccessorButton
              successor={line.successor}
              quantity={typedQuantity === null ? null : Number(typedQuantity)}
              busy={busy}
              describedBy={headingId}
              onUse={(_, quantity) => onUseSuccessor(line.successor!.partNumber, quantity)}
            />
          )
        : line.suggestions.length > 0 && (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold">Did you mean:</p>
              <ul className="flex flex-wrap gap-2">
                {line.suggestions.map((suggestion) => (
                  <li key={suggestion.partId}>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline btn-secondary"
                      disabled={busy}
                      onClick={() => onUseNumber(suggestion.partNumber)}
                      aria-label={`Use ${suggestion.partNumber} ${suggestion.name} for line ${line.line}`}
                    >
                      <span className="font-mono">{suggestion.partNumber}</span>
                      <span className="font-normal">{suggestion.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
      {!merged && (
        <QuantityForm
          quantity={typedQuantity === null ? null : Number(typedQuantity)}
          busy={busy}
          describedBy={headingId}
          submitLabel="Change"
          removeLabel="Drop line"
          onQuantity={(quantity) => onQuantity(String(quantity))}
          onRemove={onDrop}
        />
      )}
    </li>
  );
}
