import { useState } from 'react';
import type { Order } from '@partsmith/contract/orders';
import { RefundDialog } from './refund-dialog';
import { RefundSummary } from './refund-list';

/** Refund / cancel on a paid order of Manage All Orders, with what was refunded so far. */
export function RefundControls({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (!order.paid) return null;
  const left = order.price - order.refunded > 0.001 && !order.refundPending;
  return (
    <div className="flex flex-col gap-2 max-md:items-end">
      <RefundSummary order={order} admin />
      {left && (
        <button
          type="button"
          className="btn btn-outline btn-error btn-sm whitespace-nowrap"
          aria-label={`Refund or cancel ${order.itemName}`}
          onClick={() => setOpen(true)}
        >
          Refund…
        </button>
      )}
      <RefundDialog order={open ? order : null} onClose={() => setOpen(false)} />
    </div>
  );
}
