import type { OrderRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { assertAdmin, type RequestUser } from '../../lib/request-user';
import { now } from '../../lib/ids';
import { expiredMessage, isExpired } from './order-row';

/**
 * Who may do what with orders, decided here only. An order belongs to the account that placed it, by
 * account id (an email address can change hands); admins manage every order but place none.
 */
export const ownsOrder = (order: OrderRow, user: RequestUser): boolean =>
  order.user_id !== null && order.user_id === user.id;

/** Buyers place orders; admins manage them. */
export function assertCanPlaceOrders(user: RequestUser): void {
  if (user.isAdmin) throw forbidden('Admins manage orders; they cannot place them.');
}

/** A buyer lists their own orders (`email` = theirs); an admin lists anyone's, or every order. */
export function assertCanListOrders(email: string | undefined, user: RequestUser): void {
  if (user.isAdmin || (email !== undefined && email === user.email)) return;
  throw forbidden('You can only list your own orders.');
}

/** Its buyer and admins see an order; anyone else is refused, and learns nothing of it. */
export function canSeeOrder(order: OrderRow, user: RequestUser): boolean {
  return user.isAdmin || ownsOrder(order, user);
}

/**
 * Someone else's order is answered exactly as one that does not exist (404, findOrderRow's words), on
 * every route that names an order: whether an id is an order is not revealed either.
 */
export function assertCanSeeOrder(order: OrderRow, user: RequestUser): void {
  if (!canSeeOrder(order, user)) throw notFound('order');
}

/** Its buyer or an admin deletes an order while it is unpaid (expired counts as unpaid). */
export function assertCanDeleteOrder(order: OrderRow, user: RequestUser): void {
  assertCanSeeOrder(order, user);
  if (order.paid === 1) throw conflict('A paid order cannot be deleted.');
}

/** Only its buyer pays for an order (an admin, who sees it, does not pay on a buyer's behalf: 403). */
export function assertCanPay(order: OrderRow, user: RequestUser): void {
  assertCanSeeOrder(order, user);
  if (!ownsOrder(order, user)) throw forbidden('Only the buyer can pay for an order.');
}

/** An unpaid order past its hold is not paid any more: its units went back. */
export function assertNotExpired(order: OrderRow): void {
  if (isExpired(order)) throw conflict(expiredMessage);
}

/** A payment starts only for an order that is unpaid and still holds its stock. */
export function assertPayable(order: OrderRow): void {
  if (order.paid === 1) throw conflict('This order is already paid.');
  if (order.checkout_id)
    throw conflict('This order is a line of a checkout: pay the checkout, once for all its lines.');
  assertNotExpired(order);
}

/** Admins manage every order: the whole list, its export, its counts, shipping. */
export function assertCanManageOrders(user: RequestUser): void {
  assertAdmin(user);
}

/** Only a paid order can be shipped (by those who manage orders: `assertCanManageOrders`). */
export function assertCanShip(order: OrderRow): void {
  if (order.paid !== 1) throw conflict('Only a paid order can be shipped.');
  if (order.status === 'Cancelled') throw conflict('This order was cancelled, so it cannot be shipped.');
}

/** Only a paid order or checkout is refunded. */
export function assertRefundable(row: { paid: number }): void {
  if (row.paid !== 1) throw conflict('Only a paid order can be refunded.');
}

/** Its buyer and admins see a checkout; to anyone else it does not exist (404, as an order). */
export function assertCanSeeCheckout(checkout: { user_id: string }, user: RequestUser): void {
  if (!user.isAdmin && checkout.user_id !== user.id) throw notFound('checkout', 'No checkout was found.');
}

/** Only its buyer pays for a checkout. */
export function assertCanPayCheckout(checkout: { user_id: string; paid: number }, user: RequestUser): void {
  assertCanSeeCheckout(checkout, user);
  if (checkout.user_id !== user.id) throw forbidden('Only the buyer can pay for a checkout.');
  if (checkout.paid === 1) throw conflict('This checkout is already paid.');
}

/**
 * A buyer returns units of their own order once it shipped, within the store's window after shipping
 * (`windowDays`, ADR 0037). Someone else's order is 404, as everywhere.
 */
export function assertCanReturn(order: OrderRow, user: RequestUser, windowDays: number, at = now()): void {
  assertCanSeeOrder(order, user);
  if (user.isAdmin || !ownsOrder(order, user)) throw forbidden('Only the buyer can return an order.');
  if (order.status !== 'Shipped' || !order.shipped_at) {
    throw conflict('Only a shipped order can be returned: cancel it instead if it has not shipped yet.');
  }
  const until = Date.parse(order.shipped_at) + windowDays * 86_400_000;
  if (Date.parse(at) > until) {
    throw conflict(
      `This order can no longer be returned: returns are accepted within ${windowDays} days of shipping, and it shipped on ${order.shipped_at.slice(0, 10)}.`,
    );
  }
}
