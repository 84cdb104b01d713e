import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { toast } from 'react-toastify';
import { clientRoutes } from '@partsmith/contract/routes';
import { Loader } from '../../components/loader';
import { useIsAdmin } from '../../lib/session/use-is-admin';
import { Redirect } from './redirect';

export const ADMIN_ONLY_MESSAGE = 'Only admins can open that page.';

/** Admin pages: the server decides (GET /admin/{email}); anyone else goes back to the dashboard. */
export function RequireAdmin() {
  const { isAdmin, isPending } = useIsAdmin();
  const refused = !isPending && !isAdmin;
  useEffect(() => {
    // The id keeps StrictMode's second effect run from showing the toast twice.
    if (refused) toast.error(ADMIN_ONLY_MESSAGE, { toastId: 'admin-only' });
  }, [refused]);
  if (isPending) return <Loader label="Checking your access…" />;
  if (!isAdmin) return <Redirect to={clientRoutes.dashboard} />;
  return <Outlet />;
}
