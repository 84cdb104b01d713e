import { assertAdmin, type RequestUser } from '../../lib/request-user';

/**
 * Who may do what with the catalogue: anyone reads it; admins add, edit, restock and remove parts, and
 * import and export it as spreadsheets (csv/).
 */
export function assertCanManageCatalogue(user: RequestUser): void {
  assertAdmin(user);
}
