import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart, insertReview, insertVehicle } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));

/** The JSON-LD blocks of a page, parsed. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** The CSP allows scripts from our origin only: a rendered page may carry data blocks, no inline script. */
function expectNoInlineScript(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) {
    expect(attributes).toMatch(/type="application\/(ld\+)?json"|src="/);
  }
}

const pageState = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as {
    queries: { queries: unknown[] };
  } | null;

// The app's own index.html and its server entry, run from source (the build is the same code bundled).
describe('server-rendered public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'partsmith-dist-'));
    fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
    t = await createTestApp({
      WEB_DIST: dist,
      WEB_SSR_ENTRY: path.join(webDir, 'src/ssr/entry-server.tsx'),
      PUBLIC_URL: 'https://shop.example',
    });
  });
  afterAll(() => t.close());

  it('renders the home page with its welcome, parts, Trusted Business figures and reviews', async () => {
    await insertPart(t.app, { name: 'Ventilated brake disc', price_cents: 4250 });
    await insertPart(t.app, { name: 'Oil filter cartridge' });
    await insertReview(t.app, { author_name: 'Rita Garage', description: 'Pads fitted first time.' });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('Welcome to Partsmith');
    expect(html).toContain('Ventilated brake disc');
    expect(html).toContain('Oil filter cartridge');
    expect(html).toContain('Trusted Business');
    for (const figure of ['500+', '100M+', '300+']) expect(html).toContain(figure);
    expect(html).toContain('Rita Garage');
    expect(html).toContain('Pads fitted first time.');
    expect(html).not.toContain('<noscript>');
    // #root holds exactly what the browser hydrates: no text or placeholder around the app.
    expect(html).toMatch(
      /<div id="root"><div class="flex min-h-dvh[^"]*">[\s\S]*<\/div><\/div>\s*<script type="application\/json" id="page-state">/,
    );
    expect(html).toContain('<link rel="canonical" href="https://shop.example/" />');
    expect(structuredData(html)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Partsmith' }),
    ]);
    // The browser hydrates from the same data: the parts and the reviews travel with the page.
    expect(pageState(html)?.queries.queries).toHaveLength(2);
    expectNoInlineScript(html);
  });

  it('renders a part page with its name, price and a JSON-LD Product', async () => {
    const part = await insertPart(t.app, {
      name: 'Ceramic pads <front>',
      part_number: 'PS-BP-1042',
      price_cents: 2450,
      available_quantity: 5,
      min_order_quantity: 10,
    });
    const res = await t.app.inject({ method: 'GET', url: `/parts/${part.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Ceramic pads &lt;front&gt;');
    expect(res.body).toContain('$24.50');
    expect(res.body).toContain('<title>Ceramic pads &lt;front&gt; — Partsmith</title>');
    const [product, breadcrumbs] = structuredData(res.body);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ceramic pads <front>',
      sku: 'PS-BP-1042',
      mpn: 'PS-BP-1042',
      image: ['https://shop.example/images/pads-large.webp'],
      description: 'Low-dust ceramic pads for front axles.',
      category: 'Brakes',
      brand: { '@type': 'Brand', name: 'Partsmith' },
      url: `https://shop.example/parts/${part.id}`,
      offers: {
        '@type': 'Offer',
        url: `https://shop.example/parts/${part.id}`,
        price: '24.50',
        priceCurrency: 'USD',
        // 5 left, 10 the least order: none can be bought.
        availability: 'https://schema.org/OutOfStock',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 10 },
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(res.body).toContain(
      '<meta property="og:image" content="https://shop.example/images/pads-large.webp" />',
    );
  });

  it('answers an unknown part and an unknown path with a rendered 404 page', async () => {
    const part = await t.app.inject({ method: 'GET', url: '/parts/7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a' });
    expect(part.statusCode).toBe(404);
    expect(part.body).toContain('This part is not in the catalogue');
    expect(part.body).toContain('<meta name="robots" content="noindex" />');
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>Page not found — Partsmith</title>');
  });

  it('renders the catalogue with its query, and renders it again after the catalogue changes', async () => {
    await insertPart(t.app, { name: 'Timing belt kit', category: 'Engine' });
    const engine = await t.app.inject({ method: 'GET', url: '/parts?category=Engine' });
    expect(engine.statusCode).toBe(200);
    expect(engine.body).toContain('Timing belt kit');
    expect(engine.body).not.toContain('Ventilated brake disc');
    expectNoInlineScript(engine.body);
    await insertPart(t.app, { name: 'Water pump', category: 'Engine' });
    const again = await t.app.inject({ method: 'GET', url: '/parts?category=Engine' });
    expect(again.body).toContain('Water pump');
  });

  it("renders the catalogue's vehicle picker with its years, not a placeholder", async () => {
    await insertVehicle(t.app, { year: 2019, make: 'Skoda', model: 'Octavia' });
    await insertVehicle(t.app, { year: 2021, make: 'Skoda', model: 'Octavia' });
    const { body } = await t.app.inject({ method: 'GET', url: '/parts' });
    const yearSelect =
      /<label for="([^"]+)"[^>]*>Year<\/label><select id="\1"[^>]*>([\s\S]*?)<\/select>/.exec(body);
    expect(yearSelect?.[2]).toContain('<option value="" selected="">Choose year</option>');
    expect(yearSelect?.[2]).toContain('<option value="2021">2021</option><option value="2019">2019</option>');
    expect(body).not.toContain('Loading the vehicle picker');
    expect(body).toContain('Show parts for this vehicle');
    // A browser without JavaScript says why the picker stays put (Playwright's "JavaScript disabled"
    // still parses <noscript> as a scripting browser would, so this is checked here).
    expect(body).toMatch(/<noscript><p[^>]*>Choosing a vehicle needs JavaScript\./);
  });

  it("shows another instance's catalogue write once the page's second is over", async () => {
    const part = await insertPart(t.app, { name: 'Radiator hose', category: 'Cooling' });
    const url = '/parts?category=Cooling';
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Radiator hose');
    // Written as another instance would: nothing on this one is told.
    await t.app.db.updateTable('part').set({ name: 'Coolant hose' }).where('id', '=', part.id).execute();
    // The page and the API's catalogue cache are a second old at most (lru-cache keeps its own clock).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await t.app.inject({ method: 'GET', url });
    expect(later.body).toContain('Coolant hose');
    expect(later.body).not.toContain('Radiator hose');
  });

  it('leaves the signed-in pages to the browser: they get the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard/myOrders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'));
  });
});
