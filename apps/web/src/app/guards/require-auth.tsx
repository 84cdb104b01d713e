import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { Loader } from '../../components/loader';
import type { RedirectState } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/use-session';
import { requestToaster } from '../toaster-demand';
import { Redirect } from './redirect';

/**
 * Login-guarded routes (docs/product.md §2.2): a spinner while the session loads, /login for an anonymous visitor
 * (remembering where they were going), the page for a signed-in user. Signed-in pages may toast
 * before any click (the admin guard), so the toast container comes along.
 *
 * While the app is already leaving this page the guard sends nobody anywhere: Sign Out moves home and
 * then ends the session, and the move commits as a transition (after the home route's loader) while
 * the signed-out session renders at once, so this page sees nobody signed in just before it goes.
 * Redirecting then took the user to /login instead of home.
 */
export function RequireAuth() {
  useEffect(() => requestToaster(), []);
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const state = useMemo<RedirectState>(
    () => ({ from: `${pathname}${search}${hash}` }),
    [pathname, search, hash],
  );
  const leaving = useNavigation().state !== 'idle';
  if (session.status === 'loading') return <Loader label="Checking your sign-in…" className="min-h-[50vh]" />;
  if (session.status === 'anonymous')
    return leaving ? null : <Redirect to={clientRoutes.login} state={state} />;
  return <Outlet />;
}
