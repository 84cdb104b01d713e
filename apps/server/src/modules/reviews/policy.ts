import { forbidden } from '../../lib/app-error';
import type { RequestUser } from '../identity/auth-guard';

/** Buyers review the store; admins moderate (delete) reviews, which the route's admin guard decides. */
export function assertCanReview(user: RequestUser): void {
  if (user.isAdmin) throw forbidden('Reviews are written by buyers.');
}
