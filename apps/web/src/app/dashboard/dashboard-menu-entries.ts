import type { DashboardAccess } from './dashboard-pages';

export interface DashboardMenuEntry {
  label: string;
  /** Relative to /dashboard, like the routes. */
  to: string;
  access: DashboardAccess;
}

/** The dashboard menu of docs/product.md §2.1, in its order. */
export const dashboardMenuEntries: DashboardMenuEntry[] = [
  { label: 'My Profile', to: '', access: 'everyone' },
  { label: 'My Orders', to: 'myOrders', access: 'buyer' },
  { label: 'My Garage', to: 'garage', access: 'buyer' },
  { label: 'Add Review', to: 'addReview', access: 'buyer' },
  /** The admin's landing page (issue 16): the navbar's Dashboard opens it for admins. */
  { label: 'Sales', to: 'sales', access: 'admin' },
  { label: 'Make Admin', to: 'users', access: 'admin' },
  { label: 'Manage All Orders', to: 'manageOrders', access: 'admin' },
  { label: 'Add A Product', to: 'addProduct', access: 'admin' },
  { label: 'Manage Products', to: 'manageProducts', access: 'admin' },
  { label: 'Import / Export', to: 'importExport', access: 'admin' },
  { label: 'Shipping & tax', to: 'shippingTax', access: 'admin' },
];

/** The menu for a role: admins do not see My Orders or Add Review, buyers see no admin page (docs/product.md §6). */
export function dashboardMenu(role: 'buyer' | 'admin', entries = dashboardMenuEntries): DashboardMenuEntry[] {
  return entries.filter((entry) => entry.access === 'everyone' || entry.access === role);
}
