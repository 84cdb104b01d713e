import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertManyParts, setBreaks } from '../../test/basket';
import { insertPart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('saved lists', () => {
  let t: TestApp;
  let admin: TestAccount;
  const buyer = async () => signUp(t.app, 'Lou Lister');

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', BASKET_RATE_LIMIT: '100000' });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  it("saves lines or the basket, and shows them with today's prices and stock", async () => {
    const as = injectAs(t.app, await buyer());
    const pads = await insertPart(t.app, { name: 'Pads', min_order_quantity: 1, price_cents: 1000 });
    const disc = await insertPart(t.app, { name: 'Disc', min_order_quantity: 1, price_cents: 2000 });
    const unknown = crypto.randomUUID();
    const created = await as.post('/api/lists', {
      name: '  Monthly brake restock ',
      lines: [
        { partId: pads.id, quantity: 40 },
        { partId: disc.id, quantity: 10 },
        { partId: unknown, quantity: 1 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({
      name: 'Monthly brake restock',
      lineCount: 2,
      total: 600,
      skippedPartIds: [unknown],
    });
    await setBreaks(t.app, pads.id, [[20, 800]]);
    await t.app.db.updateTable('part').set({ available_quantity: 30 }).where('id', '=', pads.id).execute();
    const today = (await as.get(`/api/lists/${list._id}`)).json();
    expect(today.total).toBe(520);
    expect(today.lines[0]).toMatchObject({
      quantity: 40,
      unitPrice: 8,
      availableQuantity: 30,
      problems: [{ code: 'over-stock', message: 'Only 30 units of Pads are available.' }],
    });

    await as.post('/api/basket/lines', { partId: disc.id, quantity: 3 });
    const fromBasket = (await as.post('/api/lists', { name: 'From basket', fromBasket: true })).json();
    expect(
      fromBasket.lines.map((line: { partId: string; quantity: number }) => [line.partId, line.quantity]),
    ).toEqual([[disc.id, 3]]);
    const summaries = (await as.get('/api/lists')).json();
    expect(
      summaries.map((entry: { name: string; lineCount: number }) => [entry.name, entry.lineCount]),
    ).toEqual([
      ['From basket', 1],
      ['Monthly brake restock', 2],
    ]);

    const renamed = await as.put(`/api/lists/${list._id}`, {
      name: 'Weekly',
      lines: [{ partId: disc.id, quantity: 2 }],
    });
    expect(renamed.json()).toMatchObject({ name: 'Weekly', lineCount: 1, total: 40 });
    expect((await as.delete(`/api/lists/${list._id}`)).json()).toEqual({ deletedCount: 1 });
    expect((await as.get(`/api/lists/${list._id}`)).statusCode).toBe(404);
    for (const body of [
      { name: '' },
      { name: 'x', lines: [], fromBasket: true },
      { name: 'x'.repeat(81), lines: [] },
    ]) {
      expect((await as.post('/api/lists', body)).statusCode).toBe(400);
    }
  });

  it('adds a whole list to the basket in one step; quantities add up; gone parts are left out', async () => {
    const as = injectAs(t.app, await buyer());
    const [a, b, gone] = [await insertPart(t.app), await insertPart(t.app), await insertPart(t.app)];
    const list = (
      await as.post('/api/lists', {
        name: 'Restock',
        lines: [
          { partId: a.id, quantity: 10 },
          { partId: b.id, quantity: 20 },
          { partId: gone.id, quantity: 30 },
        ],
      })
    ).json();
    await injectAs(t.app, admin).delete(`/api/part/${gone.id}`);
    expect((await as.get(`/api/lists/${list._id}`)).json().lines[2].problems[0].code).toBe('part-gone');
    await as.post('/api/basket/lines', { partId: a.id, quantity: 5 });
    const basket = (await as.post(`/api/lists/${list._id}/to-basket`)).json();
    expect(basket.skippedPartIds).toEqual([gone.id]);
    expect(
      basket.lines.map((line: { partId: string; quantity: number }) => [line.partId, line.quantity]),
    ).toEqual([
      [a.id, 15],
      [b.id, 20],
    ]);
  });

  it('refuses a list that would take the basket over 500 lines, changing nothing', async () => {
    const as = injectAs(t.app, await buyer());
    const ids = await insertManyParts(t.app, 510);
    await as.put('/api/basket', { lines: ids.slice(0, 495).map((partId) => ({ partId, quantity: 1 })) });
    const list = (
      await as.post('/api/lists', {
        name: 'Ten more',
        lines: ids.slice(500, 510).map((partId) => ({ partId, quantity: 1 })),
      })
    ).json();
    const res = await as.post(`/api/lists/${list._id}/to-basket`);
    expect(res.statusCode).toBe(409);
    expect((await as.get('/api/basket')).json().lineCount).toBe(495);
  });

  it('keeps at most 50 lists per buyer', async () => {
    const as = injectAs(t.app, await buyer());
    const made = await Promise.all(
      Array.from({ length: 52 }, (_, index) => as.post('/api/lists', { name: `L${index}`, lines: [] })),
    );
    expect(made.filter((res) => res.statusCode === 201)).toHaveLength(50);
    const refused = made.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe(
      'You can keep at most 50 lists. Delete one you no longer need first.',
    );
    expect((await as.get('/api/lists')).json()).toHaveLength(50);
  });

  it('is private: another buyer gets 404, an admin 403, nobody signed in 401', async () => {
    const owner = injectAs(t.app, await buyer());
    const other = injectAs(t.app, await buyer());
    const part = await insertPart(t.app);
    const list = (
      await owner.post('/api/lists', { name: 'Mine', lines: [{ partId: part.id, quantity: 10 }] })
    ).json();
    const calls = [
      ['get', `/api/lists/${list._id}`],
      ['put', `/api/lists/${list._id}`, { name: 'Stolen' }],
      ['delete', `/api/lists/${list._id}`],
      ['post', `/api/lists/${list._id}/to-basket`],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await (other[method] as (url: string, body?: object) => ReturnType<typeof other.get>)(
        url,
        body,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'No such list was found.' });
      const asAdmin = injectAs(t.app, admin);
      // The lists' policy is the route's guard: an admin is refused before the body is read.
      expect((await (asAdmin[method] as typeof other.get)(url)).statusCode).toBe(403);
      expect((await (injectAs(t.app)[method] as typeof other.get)(url)).statusCode).toBe(401);
    }
    expect((await other.get('/api/lists')).json()).toEqual([]);
    expect((await other.get('/api/basket')).json().lines).toEqual([]);
    expect((await owner.get(`/api/lists/${list._id}`)).json()).toMatchObject({ name: 'Mine', lineCount: 1 });
    expect((await injectAs(t.app, admin).get('/api/lists')).statusCode).toBe(403);
  });
});
