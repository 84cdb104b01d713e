import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { Loader } from '../components/loader';
import { catalogueFilters } from '../features/catalogue/catalogue-search';
import { RouteErrorPage } from '../features/errors/routes/route-error-page';
import { reviewsQueryOptions } from '../features/home/api/get-reviews';
import { featuredPartsSearch } from '../features/home/featured';
import { HomePage } from '../features/home/routes/home-page';
import { partsQueryOptions } from '../lib/api/get-parts';
import { categoriesQueryOptions } from '../lib/api/get-categories';
import { vehicleEnginesQueryOptions, vehicleYearsQueryOptions } from '../lib/api/get-vehicles';
import { vehiclePartsQueryOptions } from '../features/vehicles/api/get-vehicle-parts';
import { vehiclePageAddress } from '../features/vehicles/vehicle-page-address';
import { fitmentPageSize, partFitmentQueryOptions } from '../lib/api/get-part-fitment';
import { pageParam } from '../lib/use-page-param';
import { partQueryOptions } from '../features/purchase/api/get-part';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { RootLayout } from './layouts/root-layout';
import { RootErrorBoundary } from './root-error-boundary';

/**
 * Every page but the home page is its own lazily loaded chunk, so the first visit downloads only the
 * shell (navbar, footer, providers) and the page it lands on. The home page, where most visits start,
 * travels with the shell: it renders without waiting for a second round trip. The error page is
 * bundled with the shell on purpose: it must render even when a page chunk fails to download.
 * The catalogue pages' loaders start their queries as soon as the visitor heads there, in parallel with
 * the page's code, and never make the navigation wait: each page shows its own loading state.
 */
const pages = (queryClient: QueryClient, { waitForData }: AppRouteOptions): RouteObject[] => {
  /** In the browser the page shows its own loading state; the server renders once the data is there. */
  const prefetch = async (...loads: Promise<void>[]) => {
    if (waitForData) await Promise.all(loads);
    return null;
  };
  return [
    {
      index: true,
      loader: () =>
        prefetch(
          queryClient.prefetchQuery(partsQueryOptions(featuredPartsSearch)),
          queryClient.prefetchInfiniteQuery(reviewsQueryOptions()),
        ),
      Component: HomePage,
    },
    {
      path: clientRoutes.parts,
      loader: ({ request }) =>
        prefetch(
          queryClient.prefetchQuery(partsQueryOptions(catalogueFilters(new URL(request.url).searchParams))),
          queryClient.prefetchQuery(categoriesQueryOptions()),
          queryClient.prefetchQuery(vehicleYearsQueryOptions()),
        ),
      lazy: { Component: async () => (await import('../features/catalogue/routes/parts-page')).PartsPage },
    },
    {
      path: clientRoutes.part,
      loader: ({ params, request }) =>
        prefetch(
          queryClient.prefetchQuery(partQueryOptions(params.id ?? '')),
          queryClient.prefetchQuery(
            partFitmentQueryOptions(
              params.id ?? '',
              pageParam(new URL(request.url).searchParams),
              fitmentPageSize,
            ),
          ),
        ),
      lazy: { Component: async () => (await import('../features/purchase/routes/part-page')).PartPage },
    },
    {
      path: clientRoutes.vehicle,
      loader: ({ params, request }) => {
        const address = vehiclePageAddress(params, new URL(request.url).searchParams);
        return prefetch(
          queryClient.prefetchQuery(vehiclePartsQueryOptions(address)),
          queryClient.prefetchQuery(vehicleEnginesQueryOptions(address.year, address.make, address.model)),
        );
      },
      lazy: { Component: async () => (await import('../features/vehicles/routes/vehicle-page')).VehiclePage },
    },
    {
      path: clientRoutes.blogs,
      lazy: { Component: async () => (await import('../features/static-pages/routes/blogs-page')).BlogsPage },
    },
    {
      path: clientRoutes.portfolio,
      lazy: {
        Component: async () => (await import('../features/static-pages/routes/portfolio-page')).PortfolioPage,
      },
    },
    // The sign-in pages share one chunk (see auth-pages.ts).
    {
      path: clientRoutes.login,
      lazy: { Component: async () => (await import('../features/auth/routes/auth-pages')).LoginPage },
    },
    {
      path: clientRoutes.register,
      lazy: { Component: async () => (await import('../features/auth/routes/auth-pages')).RegisterPage },
    },
    {
      path: clientRoutes.resetPassword,
      lazy: {
        Component: async () => (await import('../features/auth/routes/auth-pages')).ResetPasswordPage,
      },
    },
    {
      path: clientRoutes.basket,
      lazy: { Component: async () => (await import('../features/basket/routes/basket-page')).BasketPage },
    },
    {
      // Login-guarded pages.
      lazy: { Component: async () => (await import('./guards/require-auth')).RequireAuth },
      children: [
        {
          path: clientRoutes.purchase,
          lazy: {
            Component: async () => (await import('../features/purchase/routes/purchase-page')).PurchasePage,
          },
        },
        {
          path: clientRoutes.quickOrder,
          lazy: {
            Component: async () =>
              (await import('../features/basket/routes/quick-order-page')).QuickOrderPage,
          },
        },
        {
          path: clientRoutes.checkout,
          lazy: {
            Component: async () => (await import('../features/basket/routes/checkout-page')).CheckoutPage,
          },
        },
        {
          path: clientRoutes.checkoutPayment,
          lazy: {
            Component: async () =>
              (await import('../features/payment/routes/checkout-payment-page')).CheckoutPaymentPage,
          },
        },
        {
          path: clientRoutes.lists,
          lazy: { Component: async () => (await import('../features/lists/routes/lists-page')).ListsPage },
        },
        {
          path: clientRoutes.list,
          lazy: { Component: async () => (await import('../features/lists/routes/list-page')).ListPage },
        },
        {
          path: clientRoutes.dashboard,
          lazy: { Component: async () => (await import('./dashboard/dashboard-layout')).DashboardLayout },
          children: dashboardRoutes(),
        },
      ],
    },
    {
      path: '*',
      lazy: {
        Component: async () => (await import('../features/errors/routes/not-found-page')).NotFoundPage,
      },
    },
  ];
};

function PageLoader() {
  return <Loader label="Loading page…" className="min-h-[50vh]" />;
}

export interface AppRouteOptions {
  /** Loaders wait for their queries (server rendering); in the browser they only start them. */
  waitForData?: boolean;
}

export function appRoutes(queryClient: QueryClient, options: AppRouteOptions = {}): RouteObject[] {
  return [
    {
      path: clientRoutes.home,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        // A pathless layer so errors and the first page load render inside the navbar and footer.
        {
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: PageLoader,
          children: pages(queryClient, options),
        },
      ],
    },
  ];
}

export function createAppRouter(
  queryClient: QueryClient,
  routes = appRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, { hydrationData });
}
