import { forbidden, notFound } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';

/**
 * Who may do what with saved lists, decided here only. A list belongs to the account that saved it (by
 * id) and is private: anyone else asking for it learns nothing of it, not even that it exists (404).
 * Admins place no orders and keep no lists (403, as for the basket).
 */
export function assertCanKeepLists(user: RequestUser): void {
  if (user.isAdmin) throw forbidden('Admins manage orders; they cannot buy, so they keep no lists.');
}

export function assertOwnsList(list: { user_id: string } | undefined, user: RequestUser): void {
  if (!list || list.user_id !== user.id) throw notFound('list', 'No such list was found.');
}
