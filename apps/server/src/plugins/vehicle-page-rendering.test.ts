import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFitment, insertPart, insertVehicle } from '../test/fixtures';
import { createRenderingTestApp } from '../test/rendering-app';
import type { TestApp } from '../test/test-app';

const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

describe('server-rendered vehicle pages (issue 36)', () => {
  let t: TestApp;
  let petrol: { id: string };
  let pads: { id: string };
  beforeAll(async () => {
    t = await createRenderingTestApp();
    petrol = await insertVehicle(t.app, {
      make: 'Toyota',
      model: 'Corolla',
      year: 2018,
      engine: '1.8 L 2ZR-FE',
    });
    const diesel = await insertVehicle(t.app, {
      make: 'Toyota',
      model: 'Corolla',
      year: 2018,
      engine: '1.4 L D-4D',
    });
    const yaris = await insertVehicle(t.app, { make: 'Toyota', model: 'Yaris', year: 2018, engine: '1.5 L' });
    pads = await insertPart(t.app, { name: 'Ceramic front brake pads', category: 'Brakes' });
    const filter = await insertPart(t.app, { name: 'Diesel fuel filter', category: 'Filters' });
    const wiper = await insertPart(t.app, { name: 'Yaris wiper blade', category: 'Body & Wipers' });
    await insertFitment(t.app, pads.id, petrol.id);
    await insertFitment(t.app, filter.id, diesel.id);
    await insertFitment(t.app, wiper.id, yaris.id);
  });
  afterAll(() => t.close());

  it('arrives rendered with only the parts that fit, by category, with its title, canonical URL and JSON-LD', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vehicles/Toyota/Corolla/2018' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>2018 Toyota Corolla parts — Partsmith</title>');
    expect(html).toMatch(/<h1[^>]*>2018 Toyota Corolla parts<\/h1>/);
    expect(html).toContain('Ceramic front brake pads');
    expect(html).toContain('Diesel fuel filter');
    expect(html).not.toContain('Yaris wiper blade');
    expect(html).toMatch(/<h2[^>]*>Brakes<\/h2>[\s\S]*<h2[^>]*>Filters<\/h2>/);
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example/vehicles/Toyota/Corolla/2018" />',
    );
    expect(html).toContain('2 Partsmith parts that fit the 2018 Toyota Corolla: brakes, filters.');
    const [list, breadcrumbs] = structuredData(html);
    expect(list).toMatchObject({
      '@type': 'ItemList',
      name: '2018 Toyota Corolla parts',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Ceramic front brake pads',
          url: `https://shop.example/parts/${pads.id}`,
        },
        { '@type': 'ListItem', position: 2, name: 'Diesel fuel filter' },
      ],
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // The engine choice is plain links: it works before the page wakes.
    expect(html).toContain(`href="/vehicles/Toyota/Corolla/2018?engine=${petrol.id}"`);
  });

  it('narrows to the engine chosen, whose address is canonical with it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/vehicles/Toyota/Corolla/2018?engine=${petrol.id}&x=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Ceramic front brake pads');
    expect(res.body).not.toContain('Diesel fuel filter');
    expect(res.body).toContain(
      `<link rel="canonical" href="https://shop.example/vehicles/Toyota/Corolla/2018?engine=${petrol.id}" />`,
    );
  });

  it('answers a vehicle the catalogue does not have with a rendered 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vehicles/Toyota/Corolla/1999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('We have no parts list for this vehicle');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });
});
