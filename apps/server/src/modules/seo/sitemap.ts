import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';

/** The public pages that are not parts, as they are listed in the sitemap. */
export const sitemapPaths = ['/', '/parts', '/blogs', '/myPortfolio'] as const;

export interface SitemapPart {
  id: string;
  updatedAt: string;
}

/**
 * Where each page of part addresses starts: the first part id of each page, parts in id order, found by
 * keyset paging (each step skips one page from the previous start along the primary key). One entry for
 * an empty catalogue would be wrong: no parts, no pages.
 */
export async function sitemapPageStarts(db: Kysely<Tables>, pageSize: number): Promise<string[]> {
  const starts: string[] = [];
  let next = await db.selectFrom('part').select('id').orderBy('id').limit(1).executeTakeFirst();
  while (next) {
    starts.push(next.id);
    next = await db
      .selectFrom('part')
      .select('id')
      .where('id', '>=', next.id)
      .orderBy('id')
      .offset(pageSize)
      .limit(1)
      .executeTakeFirst();
  }
  return starts;
}

/** One page of part addresses: up to `pageSize` parts in id order from `start`. */
export async function sitemapPartsFrom(
  db: Kysely<Tables>,
  start: string,
  pageSize: number,
): Promise<SitemapPart[]> {
  const rows = await db
    .selectFrom('part')
    .select(['id', 'updated_at'])
    .where('id', '>=', start)
    .orderBy('id')
    .limit(pageSize)
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

/** The vehicles (make, model, year) that have a page worth listing: at least one part fits them. */
function vehiclesWithParts(db: Kysely<Tables>) {
  return db
    .selectFrom('vehicle as v')
    .select(['v.make', 'v.model', 'v.year'])
    .distinct()
    .where((eb) =>
      eb.exists(
        eb.selectFrom('part_vehicle as pv').select('pv.part_id').whereRef('pv.vehicle_id', '=', 'v.id'),
      ),
    );
}

/** How many vehicle pages there are (one per make, model and year that some part fits). */
export async function countVehiclePages(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom(vehiclesWithParts(db).as('x'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of vehicle page addresses, in make, model, year order: the (make, model, year, engine)
 * index read in order, each vehicle's fitment probed once by part_vehicle's listing index (vehicle_id first). The
 * vehicle table is the catalogue's list of models (thousands of rows), so an offset is cheap here.
 */
export async function sitemapVehiclesPage(
  db: Kysely<Tables>,
  page: number,
  pageSize: number,
): Promise<Array<{ make: string; model: string; year: number }>> {
  return vehiclesWithParts(db)
    .orderBy('v.make')
    .orderBy('v.model')
    .orderBy('v.year')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const lastmod = (at: string | undefined) =>
  at ? `<lastmod>${escapeXml(new Date(at).toISOString())}</lastmod>` : '';

/** The sitemap index: the page of other pages, then one sitemap per page of parts, then of vehicles. */
export function sitemapIndexXml(origin: string, partPages: number, vehiclePages = 0): string {
  const sitemaps = [`${origin}/sitemap/pages.xml`];
  for (let page = 1; page <= partPages; page += 1) sitemaps.push(`${origin}/sitemap/parts-${page}.xml`);
  for (let page = 1; page <= vehiclePages; page += 1) sitemaps.push(`${origin}/sitemap/vehicles-${page}.xml`);
  return `${xmlHead}<sitemapindex xmlns="${namespace}">\n${sitemaps
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** A urlset of addresses (each absolute), with when each last changed where known. */
export function urlSetXml(urls: Array<{ loc: string; lastmod?: string }>): string {
  return `${xmlHead}<urlset xmlns="${namespace}">\n${urls
    .map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${lastmod(url.lastmod)}</url>`)
    .join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /purchase/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
