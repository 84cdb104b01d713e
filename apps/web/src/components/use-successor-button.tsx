import { type LineSuccessor, successorQuantity } from '@partsmith/contract/basket';
import { formatCount } from '@partsmith/contract/format';

interface UseSuccessorButtonProps {
  successor: LineSuccessor;
  /** The line's quantity now (null when the line has none): the successor takes it, or its minimum. */
  quantity: number | null;
  busy: boolean;
  /** The line's heading, so the button says which line it replaces. */
  describedBy: string;
  onUse: (partId: string, quantity: number) => void;
}

/**
 * "Use PS-… instead" on a discontinued part's line (the basket, a saved list, the quick order's report):
 * the line is replaced by its successor at the same quantity, or at the successor's minimum order when
 * that is more (the contract's `successorQuantity`).
 */
export function UseSuccessorButton({
  successor,
  quantity,
  busy,
  describedBy,
  onUse,
}: UseSuccessorButtonProps) {
  const units = successorQuantity(quantity ?? 0, successor);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={busy}
        aria-describedby={describedBy}
        onClick={() => onUse(successor.partId, units)}
      >
        Use {successor.partNumber} instead
      </button>
      <span className="text-sm text-base-content/80">
        {formatCount(units)} units of {successor.name}
      </span>
    </div>
  );
}
