import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import {
  type OrderReturn,
  receivableStates,
  returnReasonLabels,
  returnStateLabels,
} from '@partsmith/contract/returns';
import type { Decision } from './decide-return-dialog';
import { Cell, ResponsiveTable, Row, RowNumber, type Column } from './responsive-table';

const number: Column = { label: '#' };
const buyer: Column = { label: 'Buyer' };
const item: Column = { label: 'Item' };
const why: Column = { label: 'Reason' };
const state: Column = { label: 'State' };
const control: Column = { label: 'Control' };
const columns = [number, buyer, item, why, state, control];

/** The catalogue team's cue: this part was returned as not fitting this vehicle. */
function FitmentFlag({ item: row }: { item: OrderReturn }) {
  if (!row.checkFitment) return null;
  return (
    <span className="badge badge-warning badge-sm h-auto py-0.5 text-left font-semibold">
      Check fitment: {row.checkFitment.part} on {row.checkFitment.vehicle}
    </span>
  );
}

function Controls({ row, onDecide }: { row: OrderReturn; onDecide: (decision: Decision) => void }) {
  if (row.state === 'requested') {
    return (
      <span className="flex flex-wrap gap-2 max-md:justify-end">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-label={`Approve the return of ${row.itemName}`}
          onClick={() => onDecide('approved')}
        >
          Approve…
        </button>
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm"
          aria-label={`Refuse the return of ${row.itemName}`}
          onClick={() => onDecide('refused')}
        >
          Refuse…
        </button>
      </span>
    );
  }
  if (receivableStates.includes(row.state)) {
    return (
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-label={`Mark the return of ${row.itemName} received`}
        onClick={() => onDecide('received')}
      >
        Mark received…
      </button>
    );
  }
  if (row.state === 'received' && row.refund !== null) {
    const text =
      row.refundState === 'succeeded'
        ? 'Refunded'
        : row.refundState === 'failed'
          ? 'Refund failed'
          : 'Refund pending';
    return (
      <span className="text-sm">
        {text} {formatDollars(row.refund)}
        {row.fee ? ` (fee ${formatDollars(row.fee)})` : ''}
      </span>
    );
  }
  return <span className="text-sm text-base-content/80">Nothing to do</span>;
}

interface ReturnsTableProps {
  items: OrderReturn[];
  firstNumber: number;
  onDecide: (row: OrderReturn, decision: Decision) => void;
}

/** Every return, newest first: who, what, why (with the fitment flag), where it stands, what to do. */
export function ReturnsTable({ items, firstNumber, onDecide }: ReturnsTableProps) {
  return (
    <ResponsiveTable label="Returns" caption="Returns, newest first" columns={columns}>
      {items.map((row, index) => (
        <Row key={row._id}>
          <RowNumber column={number}>{formatCount(firstNumber + index)}</RowNumber>
          <Cell column={buyer} className="wrap-anywhere md:min-w-44">
            {row.email}
          </Cell>
          <Cell column={item} className="md:min-w-44">
            <span className="flex flex-col max-md:items-end">
              <span className="font-medium">{row.itemName}</span>
              <span className="text-sm text-base-content/80">
                {formatCount(row.quantity)} {row.quantity === 1 ? 'unit' : 'units'} · asked{' '}
                {row.createdAt.slice(0, 10)}
              </span>
            </span>
          </Cell>
          <Cell column={why} className="md:min-w-48">
            <span className="flex flex-col gap-1 max-md:items-end">
              <span>{returnReasonLabels[row.reason]}</span>
              {row.note && <span className="text-sm text-base-content/80 wrap-anywhere">“{row.note}”</span>}
              <FitmentFlag item={row} />
            </span>
          </Cell>
          <Cell column={state}>
            <span className="flex flex-col max-md:items-end">
              <span className="font-semibold">{returnStateLabels[row.state]}</span>
              {row.message && (
                <span className="text-xs text-base-content/80 wrap-anywhere">{row.message}</span>
              )}
              {row.state === 'lapsed' && (
                <span className="text-xs text-base-content/80">
                  Not received in time: its units may be asked back again. Late goods can still be received.
                </span>
              )}
            </span>
          </Cell>
          <Cell column={control}>
            <Controls row={row} onDecide={(decision) => onDecide(row, decision)} />
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}
