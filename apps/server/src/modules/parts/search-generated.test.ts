import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../db/generate/catalogue';
import { localImageStore } from '../../lib/images/image-store';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingAnchors } from './listing-anchors';
import { countCategories, defaultMaxResults, type SearchContext, searchParts } from './search';
import { synonymMap, vocabularyWords } from './synonyms';

interface Row {
  id: string;
  name: string;
  description: string;
  category: string;
  created_at: string;
}

/** Whole words of a text, lower case (what a reference search by words compares). */
const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));

/**
 * The search under a vehicle against a brute-force reference over generated data (issue 34): every part
 * that fits the vehicle and holds the words, no other; the category counts equal a recount.
 */
describe('vehicle + words search on a generated catalogue', () => {
  let t: TestApp;
  let vehicles: string[];
  const fitting = new Map<string, Row[]>();

  beforeAll(async () => {
    t = await createTestApp();
    await generateCatalogue(t.app.config.databaseUrl, localImageStore(path.join(t.dataDir, 'images')), {
      parts: 1500,
      fitmentsPerPart: 20,
      seed: 34,
    });
    t.app.changes.emit('parts');
    // The vehicles with the most fitting parts, and one with a single part.
    const busiest = await t.app.db
      .selectFrom('part_vehicle')
      .select(['vehicle_id', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('vehicle_id')
      .orderBy('count', 'desc')
      .orderBy('vehicle_id')
      .execute();
    vehicles = [...busiest.slice(0, 6), busiest.at(-1)!].map((row) => row.vehicle_id);
    for (const vehicle of vehicles) {
      fitting.set(
        vehicle,
        await t.app.db
          .selectFrom('part_vehicle as pv')
          .innerJoin('part as p', 'p.id', 'pv.part_id')
          .select(['p.id', 'p.name', 'p.description', 'p.category', 'p.created_at'])
          .where('pv.vehicle_id', '=', vehicle)
          .execute(),
      );
    }
  });
  afterAll(() => t.close());

  /** The search over the test app's database, with the limits a test sets (the defaults otherwise). */
  const searchContext = (limits: Pick<SearchContext, 'maxFitLookups' | 'maxResults'> = {}): SearchContext => {
    const { db } = t.app;
    const engine = t.app.database.engine;
    return {
      db,
      engine,
      anchors: listingAnchors(0),
      categoryCounts: () => Promise.resolve(new Map<string, number>()),
      synonyms: () => synonymMap(db),
      vocabulary: (words) => vocabularyWords(db, engine, words),
      ...limits,
    };
  };

  /** Every page of a search, and the X-Total-Count of the first. */
  async function everyPage(query: string) {
    const ids: string[] = [];
    let total = -1;
    for (let page = 1; page <= 20; page += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/part?${query}&limit=7&page=${page}` });
      expect(res.statusCode, query).toBe(200);
      if (total < 0) total = Number(res.headers['x-total-count']);
      const items = (res.json() as { _id: string }[]).map((part) => part._id);
      ids.push(...items);
      if (items.length < 7) break;
    }
    return { ids, total };
  }

  // Words of the generated names and descriptions whose other forms the generator never writes (so
  // stemming cannot make the engine find more than whole words do), none with a synonym.
  const queries = [
    'filter',
    'caliper',
    'radiator',
    'clutch kit',
    'oil filter',
    'front',
    'rear axle',
    'ceramic pad',
    'brake',
    'sensor',
    'fuel pump',
  ];

  it('returns exactly the fitting parts holding every word, each once, on every page', async () => {
    let compared = 0;
    for (const vehicle of vehicles) {
      for (const q of queries) {
        const expected = fitting
          .get(vehicle)!
          .filter((part) => {
            const words = wordsOf(`${part.name} ${part.description}`);
            return q.split(' ').every((word) => words.has(word));
          })
          .map((part) => part.id);
        const { ids, total } = await everyPage(`vehicle=${vehicle}&q=${encodeURIComponent(q)}`);
        expect(new Set(ids), `${vehicle} ${q}`).toEqual(new Set(expected));
        expect(ids, `${vehicle} ${q}: no part twice`).toHaveLength(expected.length);
        expect(total, `${vehicle} ${q}`).toBe(expected.length);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it("lists a vehicle's parts of a category in catalogue order, as a recount does, with and without words", async () => {
    let compared = 0;
    for (const vehicle of vehicles) {
      const parts = fitting.get(vehicle)!;
      for (const category of [...new Set(parts.map((part) => part.category))].slice(0, 3)) {
        const inCategory = parts.filter((part) => part.category === category);
        const createdAt = new Map(inCategory.map((part) => [part.id, part.created_at]));
        const listing = await everyPage(`vehicle=${vehicle}&category=${encodeURIComponent(category)}`);
        expect(new Set(listing.ids), `${vehicle} ${category}`).toEqual(new Set(createdAt.keys()));
        expect(listing.ids).toHaveLength(inCategory.length);
        expect(listing.total).toBe(inCategory.length);
        // In the catalogue's order (created_at; the engine's collation orders ids of one instant).
        const times = listing.ids.map((id) => createdAt.get(id)!);
        expect(times).toEqual([...times].sort());
        for (const q of ['filter', 'front']) {
          const expected = parts
            .filter(
              (part) => part.category === category && wordsOf(`${part.name} ${part.description}`).has(q),
            )
            .map((part) => part.id);
          const { ids, total } = await everyPage(
            `vehicle=${vehicle}&category=${encodeURIComponent(category)}&q=${q}`,
          );
          expect(new Set(ids), `${vehicle} ${category} ${q}`).toEqual(new Set(expected));
          expect(ids).toHaveLength(expected.length);
          expect(total).toBe(expected.length);
        }
        compared += inCategory.length;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('finds a word with one typo under a vehicle: exactly the fitting parts holding the corrected word', async () => {
    let compared = 0;
    for (const vehicle of vehicles) {
      for (const [typo, word] of [
        ['fliter', 'filter'],
        ['radaitor', 'radiator'],
        ['calipr', 'caliper'],
        ['snesor', 'sensor'],
        ['clucth', 'clutch'],
      ] as const) {
        const expected = fitting
          .get(vehicle)!
          .filter((part) => wordsOf(`${part.name} ${part.description}`).has(word))
          .map((part) => part.id);
        const { ids, total } = await everyPage(`vehicle=${vehicle}&q=${typo}`);
        expect(new Set(ids), `${vehicle} ${typo}`).toEqual(new Set(expected));
        expect(total).toBe(expected.length);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(2);
  });

  it('counts the fitting parts per category as a recount does, with and without words', async () => {
    for (const vehicle of vehicles) {
      for (const q of ['', 'filter', 'front']) {
        const recount = new Map<string, number>();
        for (const part of fitting.get(vehicle)!) {
          if (q && !wordsOf(`${part.name} ${part.description}`).has(q)) continue;
          recount.set(part.category, (recount.get(part.category) ?? 0) + 1);
        }
        const expected = [...recount.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([name, count]) => ({ name, count }));
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/category?vehicle=${vehicle}${q ? `&q=${q}` : ''}`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json(), `${vehicle} ${q}`).toEqual(expected);
        // The counts add up to what the search itself answers.
        const { total } = await everyPage(`vehicle=${vehicle}${q ? `&q=${q}` : ''}`);
        expect(total).toBe(expected.reduce((sum, category) => sum + category.count, 0));
      }
    }
  });

  it("answers a vehicle past the one-by-one lookups from the words' doclists, with the same parts, pages and counts", async () => {
    const [lookups, scan] = [searchContext(), searchContext({ maxFitLookups: 0 })];
    let compared = 0;
    for (const vehicle of vehicles) {
      for (const q of [...queries, 'fliter', 'disc', 'brake front']) {
        for (let page = 1; page <= 4; page += 1) {
          const query = { q, vehicle, page, limit: 5 };
          const [a, b] = [await searchParts(lookups, query), await searchParts(scan, query)];
          expect(
            b.items.map((part) => part._id),
            `${vehicle} ${q} ${page}`,
          ).toEqual(a.items.map((part) => part._id));
          expect(b.total).toBe(a.total);
          compared += a.items.length;
        }
        expect(await countCategories(scan, { q, vehicle })).toEqual(
          await countCategories(lookups, { q, vehicle }),
        );
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it("ranks a vehicle's parts whose name holds the word before the others, by lookups and by the doclist's scan", async () => {
    const [lookups, scan] = [searchContext(), searchContext({ maxFitLookups: 0 })];
    let split = 0;
    for (const vehicle of vehicles) {
      for (const q of ['pressure', 'rubber', 'plug', 'indicator', 'filter', 'front']) {
        const holding = fitting
          .get(vehicle)!
          .filter((part) => wordsOf(`${part.name} ${part.description}`).has(q));
        const named = new Set(holding.filter((part) => wordsOf(part.name).has(q)).map((part) => part.id));
        if (named.size > 0 && named.size < holding.length) split += 1;
        for (const context of [lookups, scan]) {
          const { items, total } = await searchParts(context, { q, vehicle, page: 1, limit: 100 });
          expect(total, `${vehicle} ${q}`).toBe(holding.length);
          const ids = items.map((part) => part._id);
          expect(new Set(ids.slice(0, named.size)), `${vehicle} ${q}: names first`).toEqual(named);
        }
      }
    }
    // Vehicles whose matches are of both kinds, so the order is tested, not only the sets.
    expect(split).toBeGreaterThan(1);
  });

  it("counts a catalogue-wide search's arms as a recount does, and pages only through its result window", async () => {
    const parts = await t.app.db.selectFrom('part').select(['id', 'name', 'description']).execute();
    const [whole, windowed] = [searchContext(), searchContext({ maxResults: 40 })];
    // Every page of 7 of a search, up to 20 pages.
    const pages = async (search: SearchContext, q: string) => {
      const ids: string[] = [];
      let first: { total: number; more?: boolean } | null = null;
      for (let page = 1; page <= 20; page += 1) {
        const found = await searchParts(search, { q, page, limit: 7 });
        first ??= found;
        ids.push(...found.items.map((part) => part._id));
        if (found.items.length < 7) break;
      }
      return { ids, total: first!.total, more: first!.more ?? false };
    };
    let windows = 0;
    for (const q of ['filter', 'brake', 'oil filter', 'front sensor', 'ceramic pad', 'fliter', 'clucth']) {
      const fixed = q === 'fliter' ? 'filter' : q === 'clucth' ? 'clutch' : q;
      const holding = parts.filter((part) => {
        const words = wordsOf(`${part.name} ${part.description}`);
        return fixed.split(' ').every((word) => words.has(word));
      });
      const all = await pages(whole, q);
      // Names first: the arms' sizes, counted as differences of their includes, add up to the recount.
      expect(all.total, q).toBe(holding.length);
      expect(all.more, q).toBe(false);
      const named = new Set(
        holding
          .filter((part) => fixed.split(' ').every((word) => wordsOf(part.name).has(word)))
          .map((part) => part.id),
      );
      const head = all.ids.slice(0, Math.min(named.size, all.ids.length));
      expect(
        head.every((id) => named.has(id)),
        `${q}: names first`,
      ).toBe(true);
      // The window: the same first 40, the total 40, `more` when more matched, nothing past it.
      const cut = await pages(windowed, q);
      expect(cut.ids, q).toEqual(all.ids.slice(0, 40));
      expect(cut.total, q).toBe(Math.min(holding.length, 40));
      expect(cut.more, q).toBe(holding.length > 40);
      // The categories: every match counted, or with the window only its 40, each count then a floor.
      const [wholeCounts, cutCounts] = [
        await countCategories(whole, { q }),
        await countCategories(windowed, { q }),
      ];
      const sum = (list: { count: number }[]) => list.reduce((total, row) => total + row.count, 0);
      expect(sum(wholeCounts), q).toBe(holding.length);
      expect(wholeCounts.every((row) => row.more === undefined)).toBe(true);
      expect(sum(cutCounts), q).toBe(Math.min(holding.length, 40));
      expect(cutCounts.every((row) => row.more === (holding.length > 40 || undefined))).toBe(true);
      const wholeByName = new Map(wholeCounts.map((row) => [row.name, row.count]));
      for (const row of cutCounts) expect(row.count).toBeLessThanOrEqual(wholeByName.get(row.name)!);
      if (holding.length > 40) {
        windows += 1;
        const past = await searchParts(windowed, { q, page: 7, limit: 7 });
        expect(past.items, `${q}: past the window`).toEqual([]);
      }
    }
    expect(windows).toBeGreaterThan(2);

    // Over HTTP, the default window: every generated description says what it replaces (1,500 parts).
    const last = await t.app.inject({ method: 'GET', url: '/api/part?q=replaces&limit=24&page=42' });
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-total-count']).toBe(String(defaultMaxResults));
    expect(last.headers['x-total-count-relation']).toBe('gte');
    expect(last.json()).toHaveLength(defaultMaxResults - 41 * 24);
    expect(last.headers.link).toBe('</api/part?q=replaces&limit=24&page=41>; rel="prev"');
    const past = await t.app.inject({ method: 'GET', url: '/api/part?q=replaces&limit=24&page=43' });
    expect(past.json()).toEqual([]);
    const facets = await t.app.inject({ method: 'GET', url: '/api/category?q=replaces' });
    const counted = facets.json() as { count: number; more?: boolean }[];
    expect(counted.reduce((total, row) => total + row.count, 0)).toBe(defaultMaxResults);
    expect(counted.every((row) => row.more === true)).toBe(true);
    const narrow = await t.app.inject({ method: 'GET', url: '/api/part?q=caliper' });
    expect(Number(narrow.headers['x-total-count'])).toBeLessThan(defaultMaxResults);
    expect(narrow.headers['x-total-count-relation']).toBeUndefined();
  });

  it('refuses a category count for a vehicle id that is not an id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category?vehicle=nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
