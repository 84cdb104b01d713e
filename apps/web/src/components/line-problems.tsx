import type { BasketLine } from '@partsmith/contract/basket';
import { UseSuccessorButton } from './use-successor-button';

interface LineProblemsProps {
  line: BasketLine;
  busy: boolean;
  /** The line's heading (the successor's button says which line it replaces). */
  describedBy: string;
  /** Replaces a discontinued part's line by its successor (`line.successor`). */
  onUseSuccessor: (partId: string, quantity: number) => void;
  /** A change of the line that failed, said last. */
  failure?: string | null;
}

/**
 * What is wrong with a basket or saved-list line, each problem in the server's words, and for a
 * discontinued part the way out: "Use PS-… instead". Nothing when the line can be ordered as it is.
 */
export function LineProblems({ line, busy, describedBy, onUseSuccessor, failure = null }: LineProblemsProps) {
  if (line.problems.length === 0 && !failure) return null;
  return (
    <ul
      role="list"
      aria-label={`Problems with ${line.name}`}
      className="col-span-2 flex flex-col gap-1 sm:col-span-3"
    >
      {line.problems.map((problem) => (
        <li key={problem.code} className="alert alert-warning alert-soft py-2 text-sm text-warning-content">
          {problem.message}
        </li>
      ))}
      {line.successor && (
        <li>
          <UseSuccessorButton
            successor={line.successor}
            quantity={line.quantity}
            busy={busy}
            describedBy={describedBy}
            onUse={onUseSuccessor}
          />
        </li>
      )}
      {failure && (
        <li role="alert" className="alert alert-error alert-soft py-2 text-sm">
          {failure}
        </li>
      )}
    </ul>
  );
}
