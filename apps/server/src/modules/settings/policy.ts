import { forbidden } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';

/** The store's shipping and tax rates are set by admins only (buyers see their effect in a quote). */
export function assertCanManageRates(user: RequestUser): void {
  if (!user.isAdmin) throw forbidden('Only an admin can change the shipping and tax rates.');
}
