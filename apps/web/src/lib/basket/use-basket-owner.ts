import { useIsAdmin } from '../session/use-is-admin';
import { useSession } from '../session/use-session';

/**
 * Whose basket the page shows: a signed-in buyer's (on the server), a visitor's (in this browser), none
 * for an admin (admins manage orders and buy nothing), or not known yet while the session loads.
 */
export type BasketOwner = 'buyer' | 'visitor' | 'admin' | 'loading';

export function useBasketOwner(): BasketOwner {
  const session = useSession();
  const admin = useIsAdmin();
  if (session.status === 'anonymous') return 'visitor';
  if (session.status === 'loading' || admin.isPending) return 'loading';
  return admin.isAdmin ? 'admin' : 'buyer';
}
