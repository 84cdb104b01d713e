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
 * The dashboard pages (docs/product.md §2.1). Adding one is one line here; admin pages get the admin guard from
 * their access. An address with no page here shows the dashboard's "This page does not exist".
 */
export const dashboardPages: DashboardPage[] = [
  {
    path: '',
    access: 'everyone',
    load: async () => (await import('../../features/profile/routes/my-profile-page')).MyProfilePage,
  },
  {
    path: 'myOrders',
    access: 'buyer',
    load: async () => (await import('../../features/orders/routes/my-orders-page')).MyOrdersPage,
  },
  {
    path: 'payment/:id',
    access: 'buyer',
    load: async () => (await import('../../features/payment/routes/payment-page')).PaymentPage,
  },
  {
    path: 'sales',
    access: 'admin',
    load: async () => (await import('../../features/sales/routes/sales-page')).SalesPage,
  },
  {
    path: 'manageOrders',
    access: 'admin',
    load: async () => (await import('../../features/orders/routes/manage-orders-page')).ManageOrdersPage,
  },
  {
    path: 'returns',
    access: 'admin',
    load: async () => (await import('../../features/orders/routes/returns-page')).ReturnsPage,
  },
  {
    path: 'users',
    access: 'admin',
    load: async () => (await import('../../features/admin/routes/make-admin-page')).MakeAdminPage,
  },
  {
    path: 'garage',
    access: 'buyer',
    load: async () => (await import('../../features/garage/routes/garage-page')).GaragePage,
  },
  {
    path: 'addReview',
    access: 'buyer',
    load: async () => (await import('../../features/reviews/routes/add-review-page')).AddReviewPage,
  },
  {
    path: 'addProduct',
    access: 'admin',
    load: async () => (await import('../../features/catalogue-admin/routes/add-product-page')).AddProductPage,
  },
  {
    path: 'manageProducts',
    access: 'admin',
    load: async () =>
      (await import('../../features/catalogue-admin/routes/manage-products-page')).ManageProductsPage,
  },
  {
    path: 'synonyms',
    access: 'admin',
    load: async () => (await import('../../features/catalogue-admin/routes/synonyms-page')).SynonymsPage,
  },
  {
    path: 'importExport',
    access: 'admin',
    load: async () =>
      (await import('../../features/catalogue-admin/routes/import-export-page')).ImportExportPage,
  },
  {
    path: 'shippingTax',
    access: 'admin',
    load: async () => (await import('../../features/shipping-tax/routes/shipping-tax-page')).ShippingTaxPage,
  },
];
