import { forbidden } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';

/** Admins refund and cancel orders and checkouts, and retry failed refunds; buyers ask for a return. */
export function assertCanRefund(user: RequestUser): void {
  if (!user.isAdmin) throw forbidden('Only an admin can refund or cancel an order.');
}
