import type { Order } from '@partsmith/contract/orders';

/** Where a paid order stands: Pending until an admin ships it, then Shipped (docs/product.md §4.2). */
export function StatusBadge({ status }: { status: Order['status'] }) {
  return (
    <span
      className={`badge badge-sm font-semibold ${status === 'Shipped' ? 'badge-success' : 'badge-warning'}`}
    >
      {status}
    </span>
  );
}

/** Not paid within its hold: the units went back in stock; it can only be deleted. */
export function ExpiredBadge() {
  return (
    <span
      className="badge badge-sm badge-ghost font-semibold"
      title="Not paid in time: its units went back in stock. Delete it and order again."
    >
      Expired
    </span>
  );
}

/** Paid after it expired, when the stock was gone: the admin must refund or restock. */
export function AttentionBadge() {
  return (
    <span
      className="badge badge-sm badge-error font-semibold"
      title="Paid after it expired, with not enough stock left: refund it or restock the part."
    >
      Needs attention
    </span>
  );
}

/** The order's condition for the admin table: Unpaid or Expired, or the status of a paid order. */
export function ConditionBadge({ order }: { order: Order }) {
  if (order.expired) return <ExpiredBadge />;
  if (!order.paid) return <span className="badge badge-sm badge-outline font-semibold">Unpaid</span>;
  if (order.cancelled) return <span className="badge badge-sm badge-neutral font-semibold">Cancelled</span>;
  if (order.needsAttention) {
    return (
      <span className="inline-flex flex-wrap gap-1">
        <StatusBadge status={order.status} />
        <AttentionBadge />
      </span>
    );
  }
  return <StatusBadge status={order.status} />;
}
