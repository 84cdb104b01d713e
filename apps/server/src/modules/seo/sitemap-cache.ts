import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { clientRoutes, vehiclePagePath } from '@partsmith/contract/routes';
import type { Tables } from '../../db/schema';
import { cachedValue } from '../../lib/keyed-cache';
import { prepareBody, type PreparedJson } from '../../lib/prepared-json';
import { notFound } from '../../lib/app-error';
import {
  countVehiclePages,
  sitemapIndexXml,
  sitemapPageStarts,
  sitemapPartsFrom,
  sitemapPaths,
  sitemapVehiclesPage,
  urlSetXml,
} from './sitemap';

/** Other instances' catalogue writes show in the sitemap within this time; this instance's at once. */
const maxAgeMs = 60_000;
const maxBytes = 32 * 1024 * 1024;

/**
 * The sitemap, built from the catalogue and kept (serialised and compressed once) until the catalogue
 * changes: the page starts (one keyset pass over the part ids), the index, and each page asked for.
 */
export function sitemapCache(db: Kysely<Tables>, origin: string, pageSize: number) {
  const starts = cachedValue(() => sitemapPageStarts(db, pageSize), maxAgeMs);
  const vehiclePages = cachedValue(async () => Math.ceil((await countVehiclePages(db)) / pageSize), maxAgeMs);
  const index = cachedValue(
    async () =>
      prepareBody(
        Buffer.from(sitemapIndexXml(origin, (await starts.get()).length, await vehiclePages.get())),
      ),
    maxAgeMs,
  );
  const pages = new LRUCache<string, PreparedJson>({
    maxSize: maxBytes,
    sizeCalculation: (page) => 2 * page.body.length + 200,
    ttl: maxAgeMs,
  });
  const pagesOfSite = prepareBody(
    Buffer.from(urlSetXml(sitemapPaths.map((path) => ({ loc: `${origin}${path}` })))),
  );

  return {
    index: () => index.get(),
    /** The sitemap of the pages that are not parts. */
    sitePages: () => pagesOfSite,
    /** Page `page` (from 1) of part addresses; 404 past the last. */
    async parts(page: number): Promise<PreparedJson> {
      const hit = pages.get(`parts-${page}`);
      if (hit) return hit;
      const start = (await starts.get())[page - 1];
      if (start === undefined) throw notFound('sitemap page');
      const parts = await sitemapPartsFrom(db, start, pageSize);
      const xml = prepareBody(
        Buffer.from(
          urlSetXml(
            parts.map((part) => ({
              loc: `${origin}${clientRoutes.part.replace(':id', encodeURIComponent(part.id))}`,
              lastmod: part.updatedAt,
            })),
          ),
        ),
      );
      pages.set(`parts-${page}`, xml);
      return xml;
    },
    /** Page `page` (from 1) of vehicle page addresses; 404 past the last. */
    async vehicles(page: number): Promise<PreparedJson> {
      const hit = pages.get(`vehicles-${page}`);
      if (hit) return hit;
      if (page > (await vehiclePages.get())) throw notFound('sitemap page');
      const vehicles = await sitemapVehiclesPage(db, page, pageSize);
      const xml = prepareBody(
        Buffer.from(urlSetXml(vehicles.map((vehicle) => ({ loc: `${origin}${vehiclePagePath(vehicle)}` })))),
      );
      pages.set(`vehicles-${page}`, xml);
      return xml;
    },
    invalidate() {
      starts.invalidate();
      vehiclePages.invalidate();
      index.invalidate();
      pages.clear();
    },
  };
}
export type SitemapCache = ReturnType<typeof sitemapCache>;
