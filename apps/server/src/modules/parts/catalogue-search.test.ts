import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { insertFitment, insertPart, insertVehicle } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

type Answer = { _id: string; name: string; partNumber: string; category: string; oemNumbers: string[] };

describe('catalogue search (GET /api/part)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let corolla: string;
  let golf: string;

  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/part?${query}` });
    return { res, parts: res.statusCode === 200 ? (res.json() as Answer[]) : [] };
  };
  const names = async (query: string) => (await search(query)).parts.map((part) => part.name);

  beforeAll(async () => {
    t = await createTestApp();
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
    const add = async (key: string, row: Parameters<typeof insertPart>[1]) => {
      ids[key] = (await insertPart(t.app, row)).id;
    };
    // The text part comes first in the catalogue's own order, so ranking (not order) must lift the others.
    await add('text', {
      name: 'Brake pad wear sensor',
      description: 'Fits pads sold as PS-BP-1042 and 0446502220.',
      part_number: 'PS-EL-7777',
      category: 'Electrical',
      created_at: at(1),
    });
    await add('oem', {
      name: 'Rear brake shoe set',
      description: 'Drum brake shoes.',
      part_number: 'PS-BS-2000',
      oem_numbers: JSON.stringify(['PSBP-1042']),
      category: 'Brakes',
      created_at: at(2),
    });
    await add('exact', {
      name: 'Ceramic front brake pad set',
      description: 'Low-dust ceramic pads.',
      part_number: 'PS-BP-1042',
      oem_numbers: JSON.stringify(['04465-02220', '1K0 698 151 A']),
      category: 'Brakes',
      created_at: at(3),
    });
    await add('prefix', {
      name: 'Semi-metallic brake pad set',
      description: 'Pads for heavy use.',
      part_number: 'PS-BP-10429',
      category: 'Brakes',
      created_at: at(4),
    });
    await add('filter', {
      name: 'Oil filter',
      description: 'Spin-on oil filter with anti-drain valve.',
      part_number: 'PS-OF-0112',
      category: 'Filters',
      created_at: at(5),
    });
    corolla = (await insertVehicle(t.app, { make: 'Toyota', model: 'Corolla', year: 2018 })).id;
    golf = (await insertVehicle(t.app, { make: 'Volkswagen', model: 'Golf', year: 2016 })).id;
    await insertFitment(t.app, ids.exact!, corolla, 'front axle');
    await insertFitment(t.app, ids.filter!, corolla);
    await insertFitment(t.app, ids.prefix!, golf);
  });
  afterAll(() => t.close());

  it('answers the first page in catalogue order with paging headers when given no parameters', async () => {
    const { res, parts } = await search('');
    expect(res.statusCode).toBe(200);
    expect(parts.map((part) => part._id)).toEqual([ids.text, ids.oem, ids.exact, ids.prefix, ids.filter]);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.headers.link).toBeUndefined();
    expect(parts[2]).toMatchObject({
      partNumber: 'PS-BP-1042',
      category: 'Brakes',
      oemNumbers: ['04465-02220', '1K0 698 151 A'],
    });
  });

  it.each(['PS-BP-1042', 'psbp1042', 'ps bp 1042', 'Ps.Bp/1042', 'ＰＳ－ＢＰ－１０４２'])(
    'finds the part numbered PS-BP-1042 first, then the OEM match, then the prefix, then text, for %j',
    async (q) => {
      const found = (await search(`q=${encodeURIComponent(q)}`)).parts.map((part) => part._id);
      // Spellings with separators are also the words PS, BP, 1042: the sensor's description holds them.
      const byWords = /[^a-z0-9]/i.test(q) ? [ids.text] : [];
      expect(found).toEqual([ids.exact, ids.oem, ids.prefix, ...byWords]);
    },
  );

  it('puts an exact OEM number before text matches, in any spelling', async () => {
    const { parts } = await search(`q=${encodeURIComponent('04465 02220')}`);
    expect(parts.map((part) => part._id)).toEqual([ids.exact]);
    const { parts: spaced } = await search(`q=${encodeURIComponent('1k0-698-151a')}`);
    expect(spaced.map((part) => part._id)).toEqual([ids.exact]);
  });

  it('finds a prefix of a part number', async () => {
    expect(await names('q=psof01')).toEqual(['Oil filter']);
    // PS-OF is also the words PS and OF; the number's match still comes first.
    expect((await names('q=PS-OF'))[0]).toBe('Oil filter');
  });

  it('searches words of names and descriptions with stemming', async () => {
    const found = await names('q=brake%20pads');
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        'Brake pad wear sensor',
        'Ceramic front brake pad set',
        'Semi-metallic brake pad set',
      ]),
    );
    expect(await names('q=filters')).toEqual(['Oil filter']);
    expect(await names('q=valve')).toEqual(['Oil filter']);
  });

  it('keeps only parts that fit the vehicle, combined with words and category', async () => {
    expect(await names(`vehicle=${corolla}`)).toEqual(['Ceramic front brake pad set', 'Oil filter']);
    expect(await names(`vehicle=${corolla}&q=brake%20pad`)).toEqual(['Ceramic front brake pad set']);
    expect(await names(`vehicle=${golf}&q=brake%20pad`)).toEqual(['Semi-metallic brake pad set']);
    expect(await names(`vehicle=${corolla}&category=Filters`)).toEqual(['Oil filter']);
    const { res, parts } = await search(`vehicle=${golf}&category=Filters`);
    expect(parts).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect((await search(`vehicle=${(await insertVehicle(t.app)).id}`)).parts).toEqual([]);
  });

  it('filters by category, with or without words, and answers the categories with counts', async () => {
    expect(await names('category=Brakes')).toEqual([
      'Rear brake shoe set',
      'Ceramic front brake pad set',
      'Semi-metallic brake pad set',
    ]);
    expect(await names('category=Electrical&q=brake')).toEqual(['Brake pad wear sensor']);
    expect(await names('category=Nothing')).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(res.json()).toEqual([
      { name: 'Brakes', count: 3 },
      { name: 'Electrical', count: 1 },
      { name: 'Filters', count: 1 },
    ]);
  });

  it('pages with X-Total-Count and Link, and answers an empty page past the end', async () => {
    const first = await search('limit=2');
    expect(first.parts.map((part) => part._id)).toEqual([ids.text, ids.oem]);
    expect(first.res.headers['x-total-count']).toBe('5');
    expect(first.res.headers.link).toBe('</api/part?limit=2&page=2>; rel="next"');
    const last = await search('limit=2&page=3');
    expect(last.parts.map((part) => part._id)).toEqual([ids.filter]);
    expect(last.res.headers.link).toBe('</api/part?limit=2&page=2>; rel="prev"');
    const words = await search('q=brake&limit=1&page=2');
    expect(words.parts).toHaveLength(1);
    expect(words.res.headers['x-total-count']).toBe('4');
    const beyond = await search('page=999999');
    expect(beyond.res.statusCode).toBe(200);
    expect(beyond.parts).toEqual([]);
    expect(beyond.res.headers['x-total-count']).toBe('5');
    const beyondWords = await search('q=brake&page=50');
    expect(beyondWords.parts).toEqual([]);
    expect(beyondWords.res.headers['x-total-count']).toBe('4');
  });

  it.each([
    'limit=0',
    'limit=101',
    'page=0',
    'page=-1',
    'limit=abc',
    'vehicle=not-a-vehicle',
    `q=${'x'.repeat(201)}`,
  ])('refuses %s with 400 JSON', async (query) => {
    const { res } = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID', message: expect.any(String) });
  });

  it('takes quotes, *, -, NEAR(, OR and other query syntax in q as plain text', async () => {
    for (const q of [
      '"brake',
      'brake*',
      '-brake',
      'NEAR(brake pad)',
      'brake OR filter',
      'pad AND',
      'name:oil',
      '^oil',
      "o'il",
      // One letter or digit: no number lookup, the words alone (FTS5's bm25 must stay in its scan).
      'é',
      'x',
      '7',
    ]) {
      const { res } = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    expect(await names(`q=${encodeURIComponent('brake OR filter')}`)).toEqual([]);
    expect(await names(`q=${encodeURIComponent('"oil" filter*')}`)).toEqual(['Oil filter']);
  });

  it('never answers a 500 to any q (property)', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc
        .array(
          fc.constantFrom(
            '"',
            '*',
            '-',
            'NEAR(',
            ')',
            'OR',
            'AND',
            'NOT',
            ':',
            '^',
            '+',
            "'",
            '\\',
            '%',
            '_',
            '~',
            'brake',
            'PS-BP',
            '1042',
            'é',
            '🚗',
            ' ',
          ),
          { maxLength: 12 },
        )
        .map((bits) => bits.join('')),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (q) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/part?q=${encodeURIComponent(q)}` });
        expect(
          res.statusCode === 200 || res.statusCode === 400,
          `${res.statusCode} for ${JSON.stringify(q)}`,
        ).toBe(true);
        expect(Array.isArray(res.json()) || typeof res.json().message === 'string').toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('answers the fitment of a part, paged, and whether it fits one vehicle', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/part/${ids.exact}/fitment` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        vehicle: { _id: corolla, make: 'Toyota', model: 'Corolla', year: 2018, engine: expect.any(String) },
        note: 'front axle',
        position: null,
        quantityPerVehicle: null,
        conditions: null,
      },
    ]);
    expect(res.headers['x-total-count']).toBe('1');
    const fits = await t.app.inject({
      method: 'GET',
      url: `/api/part/${ids.exact}/fitment?vehicle=${corolla}`,
    });
    expect(fits.headers['x-total-count']).toBe('1');
    const doesNot = await t.app.inject({
      method: 'GET',
      url: `/api/part/${ids.exact}/fitment?vehicle=${golf}`,
    });
    expect(doesNot.json()).toEqual([]);
    expect(doesNot.headers['x-total-count']).toBe('0');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/part/${corolla}/fitment` });
    expect(unknown.statusCode).toBe(404);
    const tooMany = await t.app.inject({ method: 'GET', url: `/api/part/${ids.exact}/fitment?limit=101` });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('vehicles (the picker)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const [make, model, year, engine] of [
      ['Toyota', 'Corolla', 2018, '1.8 L 2ZR-FE'],
      ['Toyota', 'Corolla', 2018, '1.6 L 1ZR-FE'],
      ['Toyota', 'Corolla', 2017, '1.8 L 2ZR-FE'],
      ['Toyota', 'Camry', 2018, '2.5 L 2AR-FE'],
      ['Audi', 'A3', 2012, '1.4 L TFSI'],
    ] as const) {
      await insertVehicle(t.app, { make, model, year, engine });
    }
  });
  afterAll(() => t.close());

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  it('answers makes, models, years and engines along the cascade', async () => {
    expect(await get('/api/vehicle/makes')).toEqual(['Audi', 'Toyota']);
    expect(await get('/api/vehicle/makes?year=2012')).toEqual(['Audi']);
    expect(await get('/api/vehicle/models?make=Toyota')).toEqual(['Camry', 'Corolla']);
    expect(await get('/api/vehicle/models?make=Toyota&year=2017')).toEqual(['Corolla']);
    expect(await get('/api/vehicle/years?make=Toyota&model=Corolla')).toEqual([2018, 2017]);
    expect(await get('/api/vehicle/years')).toEqual([2018, 2017, 2012]);
    const engines = await get('/api/vehicle?make=Toyota&model=Corolla&year=2018');
    expect(engines.map((v: { engine: string }) => v.engine)).toEqual(['1.6 L 1ZR-FE', '1.8 L 2ZR-FE']);
    expect(await get(`/api/vehicle/${engines[0]._id}`)).toEqual(engines[0]);
  });

  it("shows another instance's new model year once the years list's second is over", async () => {
    const before = (await get('/api/vehicle/years')) as number[];
    // Written as another instance would: nothing on this one is told.
    await t.app.db
      .insertInto('vehicle')
      .values({ id: newId(), make: 'Audi', model: 'A4', year: 1999, engine: '1.8 T' })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await get('/api/vehicle/years')).toEqual([...before, 1999]);
  });

  it('refuses a picker query without its make or model', async () => {
    for (const url of ['/api/vehicle/models', '/api/vehicle?make=Toyota', '/api/vehicle/makes?year=abc']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});
