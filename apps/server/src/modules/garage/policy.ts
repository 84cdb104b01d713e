import { forbidden, notFound } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';

/**
 * Who may do what with garages, decided here only. A garage vehicle belongs to the account that kept
 * it (by id) and is private: anyone else asking for it learns nothing, not even that it exists (404).
 * Admins do not shop, so they keep no garage (403, as for the basket and lists).
 */
export function assertCanKeepGarage(user: RequestUser): void {
  if (user.isAdmin) throw forbidden('Admins manage the store; they do not shop, so they keep no garage.');
}

export function assertOwnsGarageVehicle(row: { user_id: string } | undefined, user: RequestUser): void {
  if (!row || row.user_id !== user.id) throw notFound('garage vehicle', 'No such vehicle is in your garage.');
}
