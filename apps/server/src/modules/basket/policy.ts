import { forbidden } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';

/**
 * Who may do what with baskets, decided here only. A basket belongs to the signed-in account (by id):
 * every basket route reaches the caller's own, so no one reads or changes another's. Admins manage
 * orders and place none, so they keep no basket and use no quick order (403, as on POST /order).
 */
export function assertCanKeepBasket(user: RequestUser): void {
  if (user.isAdmin) throw forbidden('Admins manage orders; they cannot buy, so they keep no basket.');
}
