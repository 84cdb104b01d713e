import { useState } from 'react';
import type { Order } from '@partsmith/contract/orders';
import { formatDollars } from '@partsmith/contract/money';
import {
  returnableUntil,
  returnReasonLabels,
  returnStateLabels,
  type OrderReturn,
} from '@partsmith/contract/returns';
import { errorMessage } from '../../../lib/error-message';
import { useMyReturns } from '../api/get-returns';
import { useReturnPolicy } from '../api/get-return-policy';
import { ReturnDialog } from './return-dialog';

function refundText(item: OrderReturn): string | null {
  if (item.state !== 'received' || item.refund === null) return null;
  const fee = item.fee ? ` (less a ${formatDollars(item.fee)} restocking fee)` : '';
  if (item.refundState === 'succeeded') return `Refunded ${formatDollars(item.refund)}${fee}`;
  if (item.refundState === 'failed') return `Refund of ${formatDollars(item.refund)} failed; we are on it`;
  return `Refund of ${formatDollars(item.refund)} on its way${fee}`;
}

/** What a lapsed return means for the buyer. */
const lapsedText = (sendBackDays: number | undefined) =>
  `We did not receive it ${sendBackDays === undefined ? 'in time' : `within ${sendBackDays} days of approval`}, so this return lapsed and no refund is due. If it reaches us after all, we still refund it.`;

function ReturnItems({ order, sendBackDays }: { order: Order; sendBackDays: number | undefined }) {
  const returns = useMyReturns();
  if (returns.isPending)
    return <span className="loading loading-dots loading-xs" aria-label="Loading returns" />;
  if (returns.isError)
    return <span className="text-error">{errorMessage(returns.error, 'load the returns')}</span>;
  const mine = returns.data.items.filter((item) => item.orderId === order._id);
  if (mine.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label={`Returns of ${order.itemName}`}>
      {mine.map((item) => (
        <li key={item._id} className="flex flex-col max-md:items-end">
          <span>
            Return of {item.quantity} · {returnReasonLabels[item.reason]} ·{' '}
            <span className="font-semibold">{returnStateLabels[item.state]}</span>
          </span>
          {item.message && (
            <span className="text-xs text-base-content/80">
              {item.state === 'refused' ? 'Reason: ' : 'Instructions: '}
              {item.message}
            </span>
          )}
          {refundText(item) && <span className="text-xs font-semibold">{refundText(item)}</span>}
          {item.state === 'lapsed' && <span className="text-xs">{lapsedText(sendBackDays)}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Returns of a shipped order (buyers): each return's state, the admin's instructions or reason and its
 * refund; "Return" while the store's window is open and units are left to return.
 */
export function OrderReturns({ order }: { order: Order }) {
  if (!order.paid || order.status !== 'Shipped') return null;
  return <ShippedOrderReturns order={order} />;
}

function ShippedOrderReturns({ order }: { order: Order }) {
  const policy = useReturnPolicy();
  const [open, setOpen] = useState(false);
  // The moment the row was first shown: the window is judged against it (the server checks again).
  const [shownAt] = useState(Date.now);
  const left = order.quantity - (order.returned ?? 0);
  const until = policy.data ? returnableUntil(order.shippedAt ?? null, policy.data.windowDays) : null;
  const returnableTo = until !== null && left > 0 && shownAt <= Date.parse(until) ? until : null;
  return (
    <div className="flex flex-col gap-1 text-sm max-md:items-end">
      <ReturnItems order={order} sendBackDays={policy.data?.sendBackDays} />
      {returnableTo && (
        <>
          <button
            type="button"
            className="btn btn-outline btn-sm self-start max-md:self-end"
            aria-label={`Return ${order.itemName}`}
            onClick={() => setOpen(true)}
          >
            Return
          </button>
          <span className="text-xs text-base-content/80">Returnable until {returnableTo.slice(0, 10)}</span>
        </>
      )}
      <ReturnDialog
        order={open ? order : null}
        left={left}
        feePercent={policy.data?.restockingFeePercent ?? 0}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
