import { Link, generatePath } from 'react-router';
import type { Order } from '@partsmith/contract/orders';
import { clientRoutes } from '@partsmith/contract/routes';

/** The purchase page of an order's part with its quantity filled in: `/purchase/{id}?quantity=…`. */
export const orderAgainPath = (partId: string, quantity: number) =>
  `${generatePath(clientRoutes.purchase, { id: partId })}?quantity=${quantity}`;

/**
 * "Order again": the same part and quantity at today's price and stock (the purchase page says so, and
 * why the quantity no longer fits if it does not). A part taken out of the catalogue says that instead.
 */
export function OrderAgainLink({ order }: { order: Order }) {
  if (!order.partId) {
    return <span className="text-sm text-base-content/80">No longer sold, cannot order again</span>;
  }
  return (
    <Link
      to={orderAgainPath(order.partId, order.quantity)}
      className="link text-sm font-semibold"
      aria-label={`Order again: ${order.itemName}, ${order.quantity} units`}
    >
      Order again
    </Link>
  );
}
