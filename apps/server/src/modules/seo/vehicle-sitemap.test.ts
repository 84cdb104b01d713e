import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFitment, insertPart, insertVehicle } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const origin = 'https://shop.example';
const parser = new XMLParser({ isArray: (name) => ['sitemap', 'url'].includes(name) });

async function locs(t: TestApp, url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  const doc = parser.parse(res.body) as {
    sitemapindex?: { sitemap: Array<{ loc: string }> };
    urlset?: { url?: Array<{ loc: string }> };
  };
  return (doc.sitemapindex?.sitemap ?? doc.urlset?.url ?? []).map((entry) => entry.loc);
}

describe('the sitemap of vehicle pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Two addresses a page: three vehicles with parts make two pages.
    t = await createTestApp({ PUBLIC_URL: origin, SITEMAP_PAGE_SIZE: '2' });
    const part = await insertPart(t.app);
    const fitted = [
      await insertVehicle(t.app, { make: 'Toyota', model: 'Corolla', year: 2018, engine: '1.8 L' }),
      await insertVehicle(t.app, { make: 'Toyota', model: 'Corolla', year: 2018, engine: '1.4 L D-4D' }),
      await insertVehicle(t.app, { make: 'Toyota', model: 'Corolla', year: 2019, engine: '1.8 L' }),
      await insertVehicle(t.app, { make: 'Mercedes-Benz', model: 'C Class', year: 2020, engine: 'C 200' }),
    ];
    for (const vehicle of fitted) await insertFitment(t.app, part.id, vehicle.id);
    // No part fits it: no page worth listing.
    await insertVehicle(t.app, { make: 'Toyota', model: 'Yaris', year: 2018 });
  });
  afterAll(() => t.close());

  it('lists each make, model and year that some part fits once, in bounded pages', async () => {
    const index = await locs(t, '/sitemap.xml');
    const vehiclePages = index.filter((loc) => loc.includes('/sitemap/vehicles-'));
    expect(vehiclePages).toEqual([`${origin}/sitemap/vehicles-1.xml`, `${origin}/sitemap/vehicles-2.xml`]);
    const listed: string[] = [];
    for (const loc of vehiclePages) {
      const urls = await locs(t, new URL(loc).pathname);
      expect(urls.length).toBeLessThanOrEqual(2);
      listed.push(...urls);
    }
    expect(listed).toEqual([
      `${origin}/vehicles/Mercedes-Benz/C%20Class/2020`,
      `${origin}/vehicles/Toyota/Corolla/2018`,
      `${origin}/vehicles/Toyota/Corolla/2019`,
    ]);
  });

  it('answers a page past the last with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/vehicles-3.xml' })).statusCode).toBe(404);
  });
});
