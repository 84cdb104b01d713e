import { useAdminCheck } from '../api/get-admin-check';
import { useSession } from './use-session';

export interface AdminState {
  /** True only once the server said so; false for anonymous visitors and buyers. */
  isAdmin: boolean;
  /** The session or the admin check is still on its way. */
  isPending: boolean;
  /** The account's email makes it an admin once verified (the server says so only to its owner). */
  verifyEmailToBeAdmin: boolean;
}

/**
 * Whether the signed-in user is an admin, asked of the server (GET /admin/{email}). One query per
 * email, cached and shared by every component of the page, never one per card.
 */
export function useIsAdmin(): AdminState {
  const session = useSession();
  const check = useAdminCheck(session.user?.email);
  if (session.status === 'loading') return { isAdmin: false, isPending: true, verifyEmailToBeAdmin: false };
  if (session.status === 'anonymous')
    return { isAdmin: false, isPending: false, verifyEmailToBeAdmin: false };
  return {
    isAdmin: check.data?.admin === true,
    isPending: check.isPending,
    verifyEmailToBeAdmin: check.data?.verifyEmailToBeAdmin === true,
  };
}
