import { forbidden } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';

/** Buyers ask for returns of their orders; admins decide them (they place no orders, so return none). */
export function assertCanAskReturn(user: RequestUser): void {
  if (user.isAdmin) throw forbidden('Admins decide returns; only the buyer can ask for one.');
}

/** Only an admin approves, refuses or receives a return. */
export function assertCanDecideReturns(user: RequestUser): void {
  if (!user.isAdmin) throw forbidden('Only an admin can approve, refuse or receive a return.');
}

/** Admins list every return; a buyer only their own (the list is narrowed to them, never refused). */
export const seesEveryReturn = (user: RequestUser): boolean => user.isAdmin;
