import type { ComponentType } from 'react';

/** Who may open a dashboard page: everyone signed in, buyers only (not admins), or admins only. */
export type DashboardAccess = 'everyone' | 'buyer' | 'admin';

export interface DashboardPage {
  /** Relative to /dashboard; '' is the index page. */
  path: string;
  access: DashboardAccess;
  /** Loads the page's component; every page is its own chunk. */
  load: () => Promise<ComponentType>;
}

/**
 * The dashboard pages that exist (spec §2). Adding one is one line here; admin pages get the admin
 * guard from their access. Still to come with their features: myOrders, addReview and payment/:id
 * (buyers); manageOrders, addProduct and manageProducts (admins). Until then their menu entries lead
 * to the dashboard's "This page does not exist".
 */
export const dashboardPages: DashboardPage[] = [
  {
    path: '',
    access: 'everyone',
    load: async () => (await import('../../features/profile/routes/my-profile-page')).MyProfilePage,
  },
  {
    path: 'users',
    access: 'admin',
    load: async () => (await import('../../features/admin/routes/make-admin-page')).MakeAdminPage,
  },
];
