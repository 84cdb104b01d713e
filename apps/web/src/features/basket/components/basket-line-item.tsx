import { useId, useState } from 'react';
import { Link, generatePath } from 'react-router';
import type { BasketLine } from '@partsmith/contract/basket';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { clientRoutes } from '@partsmith/contract/routes';
import { QuantityForm } from '../../../components/quantity-form';
import { LineProblems } from '../../../components/line-problems';
import { errorMessage } from '../../../lib/error-message';
import { LineFacts } from './line-facts';

interface BasketLineItemProps {
  line: BasketLine;
  onQuantity: (quantity: number) => Promise<void>;
  onRemove: () => Promise<void>;
  /** Replaces a discontinued part's line by its successor. */
  onUseSuccessor: (partId: string, quantity: number) => Promise<void>;
}

/** One basket line: the part, its quantity (editable), prices, breaks, stock and what is wrong with it. */
export function BasketLineItem({ line, onQuantity, onRemove, onUseSuccessor }: BasketLineItemProps) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<void>, failedTo: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, failedTo));
    } finally {
      setBusy(false);
    }
  };

  const gone = line.thumbnail === null;
  return (
    <li
      aria-labelledby={headingId}
      className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-[6rem_1fr_auto]"
    >
      <div className="row-span-2 aspect-square overflow-hidden rounded-field bg-base-200 sm:row-span-1">
        {line.thumbnail && (
          <img src={line.thumbnail} alt="" width={96} height={96} className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {gone ? (
            line.name
          ) : (
            <Link to={generatePath(clientRoutes.part, { id: line.partId })} className="link-hover">
              {line.name}
            </Link>
          )}
        </h2>
        <p className="font-mono text-sm font-semibold">{line.partNumber}</p>
        <LineFacts line={line} />
      </div>
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:items-end">
        <p className="text-sm text-base-content/80 sm:text-right">
          {formatDollars(line.unitPrice)} per unit
          <br />
          <span className="text-xl font-bold text-base-content tabular-nums">
            {formatDollars(line.lineTotal)}
          </span>
        </p>
        <QuantityForm
          quantity={line.quantity}
          busy={busy}
          describedBy={headingId}
          submitLabel="Update"
          removeLabel="Remove"
          onQuantity={(quantity) => void run(() => onQuantity(quantity), 'change the quantity')}
          onRemove={() => void run(onRemove, 'remove the line')}
        />
        {line.nextBreak && (
          <button
            type="button"
            className="btn btn-xs btn-success btn-soft"
            disabled={busy}
            onClick={() => void run(() => onQuantity(line.nextBreak!.minQuantity), 'change the quantity')}
          >
            Order {formatCount(line.nextBreak.minQuantity)}
          </button>
        )}
      </div>
      <LineProblems
        line={line}
        busy={busy}
        describedBy={headingId}
        failure={failure}
        onUseSuccessor={(partId, quantity) =>
          void run(
            () => onUseSuccessor(partId, quantity),
            `use ${line.successor?.partNumber ?? 'the successor'}`,
          )
        }
      />
    </li>
  );
}
