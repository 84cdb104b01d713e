import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFitment, insertPart, insertVehicle } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/vehicle/parts (the vehicle pages)', () => {
  let t: TestApp;
  let petrol: { id: string };
  let diesel: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    petrol = await insertVehicle(t.app, {
      make: 'Toyota',
      model: 'Corolla',
      year: 2018,
      engine: '1.8 L 2ZR-FE',
    });
    diesel = await insertVehicle(t.app, {
      make: 'Toyota',
      model: 'Corolla',
      year: 2018,
      engine: '1.4 L D-4D',
    });
    const other = await insertVehicle(t.app, {
      make: 'Toyota',
      model: 'Corolla',
      year: 2019,
      engine: '1.8 L 2ZR-FE',
    });
    // Added in this order: in a category, a vehicle page lists them as the catalogue does (oldest first).
    const added = (day: number) => `2026-01-0${day}T00:00:00.000Z`;
    const filter = await insertPart(t.app, {
      name: 'Diesel filter',
      category: 'Filters',
      created_at: added(1),
    });
    const pads = await insertPart(t.app, { name: 'Front pads', category: 'Brakes', created_at: added(2) });
    const disc = await insertPart(t.app, { name: 'Brake disc', category: 'Brakes', created_at: added(3) });
    const notFitting = await insertPart(t.app, {
      name: 'Wiper blade',
      category: 'Body & Wipers',
      created_at: added(4),
    });
    await insertFitment(t.app, pads.id, petrol.id);
    await insertFitment(t.app, pads.id, diesel.id);
    await insertFitment(t.app, disc.id, petrol.id);
    await insertFitment(t.app, filter.id, diesel.id);
    await insertFitment(t.app, notFitting.id, other.id);
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/vehicle/parts?${query}` });
  const names = (body: Array<{ name: string }>) => body.map((part) => part.name);

  it("lists the parts that fit any engine, each once, by category then in the catalogue's order", async () => {
    const res = await get('make=Toyota&model=Corolla&year=2018');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Front pads', 'Brake disc', 'Diesel filter']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json()[0]).toMatchObject({ category: 'Brakes', price: 24.5, minOrderQuantity: 10 });
  });

  it('narrows to one engine', async () => {
    expect(names((await get(`make=Toyota&model=Corolla&year=2018&engine=${diesel.id}`)).json())).toEqual([
      'Front pads',
      'Diesel filter',
    ]);
  });

  it('answers a page at a time with the paging headers', async () => {
    const res = await get('make=Toyota&model=Corolla&year=2018&limit=2&page=2');
    expect(names(res.json())).toEqual(['Diesel filter']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers.link).toContain('rel="prev"');
  });

  it('answers 404 for a vehicle the catalogue does not have, or an engine not of it', async () => {
    const unknown = await get('make=Toyota&model=Corolla&year=2005');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Our catalogue has no 2005 Toyota Corolla.');
    const otherEngine = await insertVehicle(t.app, { make: 'Toyota', model: 'Yaris', year: 2018 });
    expect((await get(`make=Toyota&model=Corolla&year=2018&engine=${otherEngine.id}`)).statusCode).toBe(404);
  });

  it('refuses a missing or impossible year with a readable message', async () => {
    expect((await get('make=Toyota&model=Corolla')).statusCode).toBe(400);
    expect((await get('make=Toyota&model=Corolla&year=1800')).json().message).toContain(
      'year must be at least 1950',
    );
  });
});
