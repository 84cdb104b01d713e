import type { OrderCondition } from '@partsmith/contract/orders';

/**
 * Each condition of Manage All Orders as the (paid, status) pair it is stored as, so every filter reads
 * one range of orders_condition_idx in date order. A new condition is one more line.
 */
export const conditionColumns: Record<OrderCondition, { paid: number; status: string }> = {
  unpaid: { paid: 0, status: 'Pending' },
  pending: { paid: 1, status: 'Pending' },
  shipped: { paid: 1, status: 'Shipped' },
  /** Unpaid past its hold: the stock went back (status set by releaseExpiredOrders). */
  expired: { paid: 0, status: 'Expired' },
};
