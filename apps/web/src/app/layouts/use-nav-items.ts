import { clientRoutes } from '@partsmith/contract/routes';
import type { NavItem } from './nav-items';

const publicItems: NavItem[] = [
  { kind: 'link', label: 'Home', to: clientRoutes.home, end: true },
  { kind: 'link', label: 'Blogs', to: clientRoutes.blogs },
  { kind: 'link', label: 'My Portfolio', to: clientRoutes.portfolio },
];

/**
 * The navbar's entries (spec §2). When sign-in lands, this is the one place that adds "Dashboard" and
 * swaps "Login" for a "Sign Out" action for a signed-in user.
 */
export function useNavItems(): NavItem[] {
  return [...publicItems, { kind: 'link', label: 'Login', to: clientRoutes.login }];
}
