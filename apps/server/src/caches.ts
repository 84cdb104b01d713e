import type { Config } from './config';
import { type Database, writeVersion } from './db/database';
import type { Caches } from './deps';
import type { Changes } from './lib/changes';
import { orderCaches } from './modules/orders/order-caches';
import { partPricingCache } from './modules/orders/placing/part-pricing';
import { catalogueCache } from './modules/parts/catalogue-cache';
import { firstReviewPages } from './modules/reviews/first-page-cache';
import { sitemapCache } from './modules/seo/sitemap-cache';
import { ratesCache } from './modules/settings/rates-cache';
import { lowStockListCache, salesCache } from './modules/stats/stats-caches';
import { userTotalsCache } from './modules/users/user-totals';
import { allYearsCache } from './modules/vehicles/service';

/**
 * Every cache of the app, built once per app and each told here which changes make it stale (the one
 * change channel, lib/changes.ts). What is cached and for how long is said where each is defined.
 */
export function createCaches(config: Config, { db, readDb, engine }: Database, changes: Changes): Caches {
  const catalogue = catalogueCache(readDb, engine, writeVersion(db));
  changes.on('stock', () => catalogue.invalidateStock());
  changes.on('parts', () => catalogue.invalidateParts());

  const reviews = firstReviewPages(readDb);
  changes.on('reviews', () => reviews.invalidate());

  const pricing = partPricingCache(db);
  changes.on('parts', () => pricing.clear());

  const orders = orderCaches();
  changes.on('orders', () => orders.invalidate());

  const sales = salesCache();
  changes.on('sales', () => sales.invalidate());

  // Built on the parts' stock: a catalogue write or an order makes it stale.
  const lowStock = lowStockListCache();
  changes.on(['stock', 'parts'], () => lowStock.invalidate());

  const sitemap = sitemapCache(db, config.publicUrl, config.sitemapPageSize);
  changes.on(['stock', 'parts', 'reviews'], () => sitemap.invalidate());

  const rates = ratesCache(db);
  changes.on('rates', () => rates.invalidate());

  const vehicleYears = allYearsCache({ db });
  changes.on(['stock', 'parts', 'reviews'], () => vehicleYears.invalidate());

  return {
    catalogue,
    reviews,
    pricing,
    orders,
    sales,
    lowStock,
    sitemap,
    vehicleYears,
    userTotals: userTotalsCache(),
    rates,
  };
}
