import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const origin = 'https://shop.example';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['sitemap', 'url'].includes(name),
});

interface UrlSet {
  urlset: { '@_xmlns': string; url?: Array<{ loc: string; lastmod?: string }> };
}
interface SitemapIndex {
  sitemapindex: { '@_xmlns': string; sitemap: Array<{ loc: string }> };
}

/** Fetches an XML document, checks it is well-formed XML in UTF-8, and parses it. */
async function xmlAt<T>(t: TestApp, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return parser.parse(res.body) as T;
}

/** The rules of the sitemap protocol (sitemaps.org) a urlset must keep. */
function expectValidUrlSet(doc: UrlSet) {
  expect(doc.urlset['@_xmlns']).toBe(namespace);
  const urls = doc.urlset.url ?? [];
  expect(urls.length).toBeLessThanOrEqual(50_000);
  for (const url of urls) {
    expect(new URL(url.loc).origin).toBe(origin);
    expect(url.loc.length).toBeLessThan(2048);
    if (url.lastmod) expect(new Date(url.lastmod).toISOString()).toBe(url.lastmod);
  }
  return urls.map((url) => url.loc);
}

describe('the sitemap', () => {
  let t: TestApp;
  const partIds: string[] = [];
  beforeAll(async () => {
    // Three addresses a page: seven parts make three pages, the last one short.
    t = await createTestApp({ PUBLIC_URL: origin, SITEMAP_PAGE_SIZE: '3' });
    for (let n = 0; n < 7; n += 1) partIds.push((await insertPart(t.app, { name: `Part ${n}` })).id);
  });
  afterAll(() => t.close());

  it('is a sitemap index whose pages, each within the limits, list every part and the public pages', async () => {
    const index = await xmlAt<SitemapIndex>(t, '/sitemap.xml');
    expect(index.sitemapindex['@_xmlns']).toBe(namespace);
    const sitemaps = index.sitemapindex.sitemap.map((entry) => entry.loc);
    expect(sitemaps).toEqual([
      `${origin}/sitemap/pages.xml`,
      `${origin}/sitemap/parts-1.xml`,
      `${origin}/sitemap/parts-2.xml`,
      `${origin}/sitemap/parts-3.xml`,
    ]);
    const listed: string[] = [];
    for (const loc of sitemaps) {
      const urls = expectValidUrlSet(await xmlAt<UrlSet>(t, new URL(loc).pathname));
      if (loc.includes('parts-')) expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls);
    }
    expect(listed.sort()).toEqual(
      [
        ...['/', '/parts', '/blogs', '/myPortfolio'].map((path) => `${origin}${path}`),
        ...partIds.map((id) => `${origin}/parts/${id}`),
      ].sort(),
    );
  });

  it('follows the catalogue: a new part is listed at once', async () => {
    const added = await insertPart(t.app, { name: 'Part 7' });
    const index = await xmlAt<SitemapIndex>(t, '/sitemap.xml');
    const pages = index.sitemapindex.sitemap.map((entry) => new URL(entry.loc).pathname).slice(1);
    expect(pages).toHaveLength(3);
    const listed = (
      await Promise.all(pages.map(async (page) => expectValidUrlSet(await xmlAt<UrlSet>(t, page))))
    ).flat();
    expect(listed).toContain(`${origin}/parts/${added.id}`);
    expect(listed).toHaveLength(8);
  });

  it('answers a page past the last with 404 and a page that is no number with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/parts-9.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/parts-x.xml' })).statusCode).toBe(400);
  });

  it('is named in robots.txt, which keeps crawlers out of the API and the signed-in pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /dashboard');
  });
});

describe('the sitemap of an empty catalogue', () => {
  it('lists the public pages alone', async () => {
    const t = await createTestApp({ PUBLIC_URL: origin });
    try {
      const index = await xmlAt<SitemapIndex>(t, '/sitemap.xml');
      expect(index.sitemapindex.sitemap.map((entry) => entry.loc)).toEqual([`${origin}/sitemap/pages.xml`]);
    } finally {
      await t.close();
    }
  });
});
