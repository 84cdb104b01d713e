import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
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
 * A session that ends while the page is open (Sign Out, another tab signing out, a revoked token) goes
 * home, as Sign Out does, not to /login. Sign Out cannot rely on being home first: its move to the
 * home page commits as a transition after the home route's loader, and the session reads signed out
 * at once, so this page renders signed out before the home page replaces it.
 */
export function RequireAuth() {
  useEffect(() => requestToaster(), []);
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const state = useMemo<RedirectState>(
    () => ({ from: `${pathname}${search}${hash}` }),
    [pathname, search, hash],
  );
  const [seenSignedIn, setSeenSignedIn] = useState(false);
  if (session.status === 'signed-in' && !seenSignedIn) setSeenSignedIn(true);
  if (session.status === 'loading') return <Loader label="Checking your sign-in…" className="min-h-[50vh]" />;
  if (session.status === 'anonymous') {
    return seenSignedIn ? <Redirect to={clientRoutes.home} /> : <Redirect to={clientRoutes.login} state={state} />;
  }
  return <Outlet />;
}
