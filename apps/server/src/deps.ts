import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Tables } from './db/schema';
import type { Changes } from './lib/changes';
import type { ImageStore } from './lib/images/image-store';
import type { Mailer } from './lib/mail/mailer';
import type { Auth } from './modules/identity/auth';
import type { OrderCaches } from './modules/orders/order-caches';
import type { OrderPlacer } from './modules/orders/placing/order-placer';
import type { PartPricingCache } from './modules/orders/placing/part-pricing';
import type { CatalogueCache } from './modules/parts/catalogue-cache';
import type { PaymentProvider } from './modules/payments/provider';
import type { TestPaymentProcessor } from './modules/payments/test-processor';
import type { FirstReviewPages } from './modules/reviews/first-page-cache';
import type { SitemapCache } from './modules/seo/sitemap-cache';
import type { RatesCache } from './modules/settings/rates-cache';
import type { LowStockListCache, SalesCache } from './modules/stats/stats-caches';
import type { UserTotalsCache } from './modules/users/user-totals';
import type { YearsCache } from './modules/vehicles/service';

/** Every cache of the app, built in caches.ts, each listening to `changes` there. */
export interface Caches {
  /** The public catalogue reads (pages of parts, single parts, categories). */
  catalogue: CatalogueCache;
  /** The first page of reviews per page size, and their number. */
  reviews: FirstReviewPages;
  /** Parts' prices and breaks as orders are priced with them. */
  pricing: PartPricingCache;
  /** The admin order lists' totals and anchors, and the counts per condition. */
  orders: OrderCaches;
  /** The sales dashboard's answers. */
  sales: SalesCache;
  /** The low-stock list's pages. */
  lowStock: LowStockListCache;
  sitemap: SitemapCache;
  /** Every model year, for the vehicle picker. */
  vehicleYears: YearsCache;
  /** The number of all accounts. */
  userTotals: UserTotalsCache;
  /** The shipping and tax rates: whether a single order owes anything beyond its price. */
  rates: RatesCache;
}

/**
 * What a service is given: the app's shared services, as one typed object. The Fastify app carries each
 * of them (app-context.ts), so a route passes `app`; a service that needs only some names them with
 * `Pick<Deps, …>`, so the CLI and tests can pass just those. A helper that joins its caller's
 * transaction takes that transaction instead. Only types are imported here, from files that import
 * nothing of the app's modules.
 */
export interface Deps {
  config: Config;
  db: Kysely<Tables>;
  log: FastifyBaseLogger;
  mailer: Mailer;
  images: ImageStore;
  payments: PaymentProvider;
  /** The built-in test card processor, when it is the payment provider. */
  testPayments: TestPaymentProcessor | null;
  /** The identity library (sign-up, sessions, OAuth). */
  auth: Auth;
  /** What a write changed; the caches listen (lib/changes.ts). */
  changes: Changes;
  caches: Caches;
  /** Places orders by the one rule (orders/placing/rules.ts), batching them per engine. */
  orderPlacer: OrderPlacer;
}
