import { assertAdmin, type RequestUser } from '../../lib/request-user';

/** The sales dashboard (revenue, top parts, low stock) is for admins. */
export function assertCanSeeStats(user: RequestUser): void {
  assertAdmin(user);
}
