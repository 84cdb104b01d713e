import { forbidden } from '../../lib/app-error';
import { assertAdmin, type RequestUser } from '../../lib/request-user';

/** Buyers review the store; admins do not write reviews. */
export function assertCanReview(user: RequestUser): void {
  if (user.isAdmin) throw forbidden('Reviews are written by buyers.');
}

/** Admins moderate: they delete reviews. */
export function assertCanModerateReviews(user: RequestUser): void {
  assertAdmin(user);
}
