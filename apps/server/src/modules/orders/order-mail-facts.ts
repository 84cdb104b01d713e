import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import type { OrderRow } from '../../db/schema';
import { chargeOf } from '../../db/order-charge';

/** What the buyer's mails about an order (paid, shipped) say of it. */
export const orderMailFacts = (order: OrderRow) => ({
  email: order.email,
  name: order.name,
  itemName: order.item_name,
  quantity: order.quantity,
  total: formatDollars(centsToDollars(chargeOf(order))),
  orderId: order.id,
  carrier: order.carrier,
  trackingNumber: order.tracking_number,
});
