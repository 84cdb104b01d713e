import { Link, generatePath } from 'react-router';
import { matchedNumberText } from '@partsmith/contract/part-numbers';
import type { Part } from '@partsmith/contract/parts';
import { clientRoutes } from '@partsmith/contract/routes';

/**
 * What number a search found the part by: "matched competitor number TRW GDB1550", or, for an older
 * number it replaces, "PS-BP-1040 is replaced by PS-BP-1042". Nothing for our own number.
 */
export function MatchedNumberNote({ part }: { part: Pick<Part, 'partNumber' | 'matchedNumber'> }) {
  const match = part.matchedNumber;
  if (!match || match.kind === 'ours') return null;
  const text =
    match.kind === 'superseded'
      ? `${match.number} is replaced by ${part.partNumber}`
      : matchedNumberText(match);
  return (
    <p className="self-start rounded-field border border-info bg-base-100 px-2 py-1 text-sm font-medium text-base-content">
      {text}
    </p>
  );
}

/** A discontinued part names the part that replaces it, linked: "PS-BP-1040 is replaced by PS-BP-1042". */
export function ReplacedByNotice({ part }: { part: Pick<Part, 'partNumber' | 'successor'> }) {
  if (!part.successor) return null;
  return (
    <p role="status" className="alert alert-warning flex flex-wrap gap-1">
      <span>{part.partNumber} is replaced by</span>
      <Link
        to={generatePath(clientRoutes.part, { id: part.successor._id })}
        className="link font-mono font-semibold"
      >
        {part.successor.partNumber}
      </Link>
    </p>
  );
}

/** A discontinued part's order action: it leads to ordering its successor. */
export function OrderSuccessorLink({ successor }: { successor: NonNullable<Part['successor']> }) {
  return (
    <Link
      to={generatePath(clientRoutes.purchase, { id: successor._id })}
      className="btn btn-primary btn-block"
    >
      Order {successor.partNumber} instead
    </Link>
  );
}
