import type { Order } from '@partsmith/contract';

/** Where a paid order stands: Pending until an admin ships it, then Shipped (spec §4). */
export function StatusBadge({ status }: { status: Order['status'] }) {
  return (
    <span
      className={`badge badge-sm font-semibold ${status === 'Shipped' ? 'badge-success' : 'badge-warning'}`}
    >
      {status}
    </span>
  );
}

/** The order's condition for the admin table: Unpaid, or the status of a paid order. */
export function ConditionBadge({ order }: { order: Order }) {
  if (!order.paid) return <span className="badge badge-sm badge-outline font-semibold">Unpaid</span>;
  return <StatusBadge status={order.status} />;
}
