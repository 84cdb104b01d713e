import { NavLink } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { useIsAdmin } from '../../lib/session/use-is-admin';
import { dashboardMenu } from './dashboard-menu-entries';

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'menu-active font-semibold' : '';
}

/** The dashboard's page links for the signed-in user's role (the role comes from the server). */
export function DashboardMenu({ onChosen }: { onChosen?: () => void }) {
  const { isAdmin, isPending } = useIsAdmin();
  const entries = dashboardMenu(isAdmin ? 'admin' : 'buyer');
  return (
    <ul className="menu w-full gap-1 p-0 text-base">
      {(isPending ? entries.slice(0, 1) : entries).map((entry) => (
        <li key={entry.to}>
          <NavLink
            to={entry.to === '' ? clientRoutes.dashboard : `${clientRoutes.dashboard}/${entry.to}`}
            end
            className={linkClass}
            onClick={onChosen}
          >
            {entry.label}
          </NavLink>
        </li>
      ))}
      {isPending && (
        <li className="menu-disabled">
          <span role="status">
            <span className="loading loading-dots loading-sm" aria-hidden="true" />
            <span className="sr-only">Loading your pages…</span>
          </span>
        </li>
      )}
    </ul>
  );
}
