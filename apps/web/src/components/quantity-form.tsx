import { useId, useState, type FormEvent } from 'react';
import { maxUnits } from '@partsmith/contract/common';

interface QuantityFormProps {
  /** The quantity the line has now; when it changes elsewhere (a merge, another tab) it replaces what was typed. */
  quantity: number | null;
  busy: boolean;
  /** The line's heading: its buttons are described by it ("Update" of which line). */
  describedBy: string;
  submitLabel: string;
  removeLabel: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const typedProblem = (typed: string) => {
  const units = Number(typed.trim());
  if (typed.trim() === '' || !Number.isInteger(units) || units < 1) {
    return 'Enter a whole number of units, at least 1.';
  }
  return units > maxUnits ? 'That is more units than one line can hold.' : null;
};

/**
 * A line's quantity, typed and checked as a whole number of units before it is sent (the rules of the
 * part — minimum, stock — are the server's, shown on the line), and the button that takes the line out.
 * One field for the basket, the quick order's report and saved lists.
 */
export function QuantityForm({
  quantity,
  busy,
  describedBy,
  submitLabel,
  removeLabel,
  onQuantity,
  onRemove,
}: QuantityFormProps) {
  const inputId = useId();
  const [typed, setTyped] = useState(quantity === null ? '' : String(quantity));
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setTyped(quantity === null ? '' : String(quantity));
  }
  const problem = typedProblem(typed);
  const unchanged = quantity !== null && Number(typed) === quantity;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || unchanged) return;
    onQuantity(Number(typed.trim()));
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            Quantity
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className={`input input-sm w-28 ${problem ? 'input-error' : ''}`}
          />
        </div>
        <button
          type="submit"
          className="btn btn-sm btn-outline"
          disabled={busy || problem !== null || unchanged}
          aria-describedby={describedBy}
        >
          {submitLabel}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost text-error"
          disabled={busy}
          onClick={onRemove}
          aria-describedby={describedBy}
        >
          {removeLabel}
        </button>
      </form>
      {problem && (
        <p id={`${inputId}-problem`} className="text-sm text-error">
          {problem}
        </p>
      )}
    </>
  );
}
