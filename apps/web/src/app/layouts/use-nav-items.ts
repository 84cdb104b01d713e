import { clientRoutes } from '@partsmith/contract/routes';
import { useIsAdmin } from '../../lib/session/use-is-admin';
import { useSignOut } from '../../lib/session/use-sign-out';
import { useSession, type Session } from '../../lib/session/use-session';
import type { NavItem } from './nav-items';

const publicItems: NavItem[] = [
  { kind: 'link', label: 'Home', to: clientRoutes.home, end: true },
  { kind: 'link', label: 'Blogs', to: clientRoutes.blogs },
  { kind: 'link', label: 'My Portfolio', to: clientRoutes.portfolio },
];

const loginItem: NavItem = { kind: 'link', label: 'Login', to: clientRoutes.login };
const dashboardItem: NavItem = { kind: 'link', label: 'Dashboard', to: clientRoutes.dashboard };
/** An admin lands on the Sales page (issue 16); My Profile stays the dashboard's index. */
const adminDashboardItem: NavItem = { ...dashboardItem, to: `${clientRoutes.dashboard}/sales` };

/**
 * The navbar's entries (docs/product.md §2.2): Dashboard and a Sign Out action for a signed-in user, Login for
 * anyone else. While a stored session is being checked neither shows, so the bar does not flip twice.
 */
export function navItemsFor(status: Session['status'], onSignOut: () => void, isAdmin = false): NavItem[] {
  if (status === 'signed-in') {
    const dashboard = isAdmin ? adminDashboardItem : dashboardItem;
    return [...publicItems, dashboard, { kind: 'action', label: 'Sign Out', onSelect: onSignOut }];
  }
  if (status === 'loading') return publicItems;
  return [...publicItems, loginItem];
}

export function useNavItems(): NavItem[] {
  const session = useSession();
  const signOut = useSignOut();
  const { isAdmin } = useIsAdmin();
  return navItemsFor(session.status, signOut, isAdmin);
}
