import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertManyParts, setBreaks } from '../../test/basket';
import { insertPart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the basket', () => {
  let t: TestApp;
  let admin: TestAccount;
  const buyer = async () => signUp(t.app, 'Bea Basket');

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', BASKET_RATE_LIMIT: '100000' });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  it('is for signed-in buyers only: anonymous 401, admins 403', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/basket', undefined],
      ['POST', '/api/basket/lines', { partId: crypto.randomUUID(), quantity: 1 }],
      ['PUT', '/api/basket', { lines: [] }],
      ['POST', '/api/basket/merge', { lines: [] }],
      ['DELETE', '/api/basket', undefined],
      ['POST', '/api/quick-order/check', { text: 'PS-BP-1042 4' }],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, url).toBe(401);
      const asAdmin = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${admin.token}` },
        ...(payload ? { payload } : {}),
      });
      expect(asAdmin.statusCode, url).toBe(403);
      expect(asAdmin.json().message).toMatch(/Admins manage orders/);
    }
  });

  it('adds lines, and the same part adds up; each line priced at the break it reaches', async () => {
    const as = injectAs(t.app, await buyer());
    const disc = await insertPart(t.app, {
      name: 'Brake Disc',
      part_number: 'PS-BD-2001',
      min_order_quantity: 10,
      available_quantity: 500,
      price_cents: 500,
    });
    await setBreaks(t.app, disc.id, [
      [50, 450],
      [100, 420],
    ]);
    expect((await as.get('/api/basket')).json()).toEqual({
      lines: [],
      total: 0,
      lineCount: 0,
      orderable: false,
      skippedPartIds: [],
    });
    await as.post('/api/basket/lines', { partId: disc.id, quantity: 30 });
    const res = await as.post('/api/basket/lines', { partId: disc.id, quantity: 30 });
    expect(res.statusCode).toBe(200);
    const basket = res.json();
    expect(basket).toMatchObject({ total: 270, lineCount: 1, orderable: true });
    expect(basket.lines[0]).toMatchObject({
      partId: disc.id,
      partNumber: 'PS-BD-2001',
      name: 'Brake Disc',
      quantity: 60,
      unitPrice: 4.5,
      lineTotal: 270,
      listPrice: 5,
      minOrderQuantity: 10,
      availableQuantity: 500,
      priceBreak: { minQuantity: 50, unitPrice: 4.5 },
      nextBreak: { minQuantity: 100, unitPrice: 4.2, saving: 0.3 },
      problems: [],
      thumbnail: '/images/pads-thumbnail.webp',
    });
    expect((await as.get('/api/basket')).json()).toEqual(basket);
  });

  it('flags lines below the minimum, over the stock, out of stock, and of a deleted part', async () => {
    const as = injectAs(t.app, await buyer());
    const [few, short, empty, gone] = [
      await insertPart(t.app, { name: 'Brake Disc', min_order_quantity: 10, available_quantity: 100 }),
      await insertPart(t.app, { name: 'Oil Filter', min_order_quantity: 1, available_quantity: 5 }),
      await insertPart(t.app, { name: 'Wiper', min_order_quantity: 4, available_quantity: 3 }),
      await insertPart(t.app, { name: 'Spark Plug', part_number: 'PS-SP-9', min_order_quantity: 1 }),
    ];
    await as.put('/api/basket', {
      lines: [
        { partId: few.id, quantity: 4 },
        { partId: short.id, quantity: 6 },
        { partId: empty.id, quantity: 4 },
        { partId: gone.id, quantity: 2 },
      ],
    });
    expect((await injectAs(t.app, admin).delete(`/api/part/${gone.id}`)).statusCode).toBe(200);
    const basket = (await as.get('/api/basket')).json();
    expect(basket.orderable).toBe(false);
    expect(basket.lines.map((line: { problems: unknown }) => line.problems)).toEqual([
      [{ code: 'below-minimum', message: 'The minimum order for Brake Disc is 10 units.' }],
      [{ code: 'over-stock', message: 'Only 5 units of Oil Filter are available.' }],
      [
        {
          code: 'out-of-stock',
          message: 'Wiper is out of stock for now: 3 units left, below its minimum order of 4.',
        },
      ],
      [{ code: 'part-gone', message: 'PS-SP-9 Spark Plug is no longer in the catalogue.' }],
    ]);
    expect(basket.lines[3]).toMatchObject({ partNumber: 'PS-SP-9', name: 'Spark Plug', lineTotal: 0 });
  });

  it('replaces (PUT), merges (POST merge), changes and removes lines, and empties', async () => {
    const as = injectAs(t.app, await buyer());
    const [a, b, c] = [await insertPart(t.app), await insertPart(t.app), await insertPart(t.app)];
    const unknown = crypto.randomUUID();
    const put = await as.put('/api/basket', {
      lines: [
        { partId: b.id, quantity: 10 },
        { partId: a.id, quantity: 10 },
        { partId: b.id, quantity: 5 },
        { partId: unknown, quantity: 3 },
      ],
    });
    expect(put.json().skippedPartIds).toEqual([unknown]);
    expect(
      put.json().lines.map((line: { partId: string; quantity: number }) => [line.partId, line.quantity]),
    ).toEqual([
      [b.id, 15],
      [a.id, 10],
    ]);
    const merged = await as.post('/api/basket/merge', {
      lines: [
        { partId: a.id, quantity: 5 },
        { partId: c.id, quantity: 20 },
      ],
    });
    expect(merged.json().lines.map((line: { quantity: number }) => line.quantity)).toEqual([15, 15, 20]);
    const changed = await as.patch(`/api/basket/lines/${a.id}`, { quantity: 12 });
    expect(changed.json().lines[1]).toMatchObject({ partId: a.id, quantity: 12 });
    const removed = await as.delete(`/api/basket/lines/${b.id}`);
    expect(removed.json().lines.map((line: { partId: string }) => line.partId)).toEqual([a.id, c.id]);
    expect((await as.delete(`/api/basket/lines/${b.id}`)).statusCode).toBe(404);
    expect((await as.patch(`/api/basket/lines/${b.id}`, { quantity: 3 })).statusCode).toBe(404);
    expect((await as.post('/api/basket/lines', { partId: unknown, quantity: 3 })).statusCode).toBe(404);
    const replaced = await as.put('/api/basket', { lines: [{ partId: c.id, quantity: 11 }] });
    expect(replaced.json().lines).toHaveLength(1);
    expect((await as.delete('/api/basket')).json()).toMatchObject({ lines: [], lineCount: 0 });
  });

  it("merges a visitor's basket once however often its mergeId is sent, also at the same time", async () => {
    const account = await buyer();
    const as = injectAs(t.app, account);
    const [a, b] = [await insertPart(t.app), await insertPart(t.app)];
    const visitorBasket = { lines: [{ partId: a.id, quantity: 7 }], mergeId: crypto.randomUUID() };
    // A page reloaded mid-merge sends it again; two tabs signing in send it at once.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => injectAs(t.app, account).post('/api/basket/merge', visitorBasket)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect((await as.post('/api/basket/merge', visitorBasket)).json().lines).toEqual([
      expect.objectContaining({ partId: a.id, quantity: 7 }),
    ]);
    // Another basket (another id, or none: a quick order) adds up as before.
    await as.post('/api/basket/merge', { ...visitorBasket, mergeId: crypto.randomUUID() });
    await as.post('/api/basket/merge', { lines: visitorBasket.lines });
    expect((await as.get('/api/basket')).json().lines[0].quantity).toBe(21);
    // The id is the buyer's own: another buyer's merge under the same id adds to their basket.
    const other = injectAs(t.app, await buyer());
    expect((await other.post('/api/basket/merge', visitorBasket)).json().lines[0].quantity).toBe(7);
    // A merge refused whole leaves its id unused, so the buyer's retry goes in.
    const refused = { lines: [{ partId: b.id, quantity: 10_000_001 }], mergeId: crypto.randomUUID() };
    expect((await as.post('/api/basket/merge', refused)).statusCode).toBe(400);
    await as.post('/api/basket/lines', { partId: b.id, quantity: 9_999_999 });
    const overflow = { lines: [{ partId: b.id, quantity: 5 }], mergeId: crypto.randomUUID() };
    expect((await as.post('/api/basket/merge', overflow)).statusCode).toBe(400);
    await as.patch(`/api/basket/lines/${b.id}`, { quantity: 1 });
    expect((await as.post('/api/basket/merge', overflow)).json().lines[1]).toMatchObject({
      partId: b.id,
      quantity: 6,
    });
    expect((await as.post('/api/basket/merge', { lines: [], mergeId: 'not-an-id' })).statusCode).toBe(400);
  });

  it('refuses bad quantities', async () => {
    const as = injectAs(t.app, await buyer());
    const part = await insertPart(t.app);
    for (const quantity of [0, -1, 2.5, 10_000_001, '4']) {
      const res = await as.post('/api/basket/lines', { partId: part.id, quantity });
      expect(res.statusCode).toBe(400);
    }
    await as.post('/api/basket/lines', { partId: part.id, quantity: 9_000_000 });
    const over = await as.post('/api/basket/lines', { partId: part.id, quantity: 2_000_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/at most 10,000,000 units/);
    expect((await as.get('/api/basket')).json().lines[0].quantity).toBe(9_000_000);
  });

  it('adds up concurrent adds of the same part exactly', async () => {
    const account = await buyer();
    const part = await insertPart(t.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        injectAs(t.app, account).post('/api/basket/lines', { partId: part.id, quantity: 3 }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(40).fill(200));
    const basket = (await injectAs(t.app, account).get('/api/basket')).json();
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0].quantity).toBe(120);
  });

  it('holds at most 500 lines: the 501st is refused and nothing changes', async () => {
    const as = injectAs(t.app, await buyer());
    const ids = await insertManyParts(t.app, 503);
    const full = await as.put('/api/basket', {
      lines: ids.slice(0, 500).map((partId) => ({ partId, quantity: 1 })),
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().lineCount).toBe(500);
    const one = await as.post('/api/basket/lines', { partId: ids[500], quantity: 1 });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      error: 'CONFLICT',
      message:
        'A basket holds at most 500 lines; this would make it 501. Order or remove some lines first (or save them as a list).',
    });
    // Adding to a line already there is fine; a merge bringing new lines is refused whole.
    expect((await as.post('/api/basket/lines', { partId: ids[0], quantity: 1 })).statusCode).toBe(200);
    const merge = await as.post('/api/basket/merge', {
      lines: [
        { partId: ids[1], quantity: 5 },
        { partId: ids[501], quantity: 1 },
        { partId: ids[502], quantity: 1 },
      ],
    });
    expect(merge.statusCode).toBe(409);
    const after = (await as.get('/api/basket')).json();
    expect(after.lineCount).toBe(500);
    expect(after.lines[0].quantity).toBe(2);
    expect(after.lines[1].quantity).toBe(1);
    const tooMany = await as.put('/api/basket', {
      lines: ids.slice(0, 501).map((partId) => ({ partId, quantity: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/At most 500 lines at once/);
  });

  it('is private: another buyer never reads or changes it', async () => {
    const owner = await buyer();
    const other = await buyer();
    const part = await insertPart(t.app);
    await injectAs(t.app, owner).post('/api/basket/lines', { partId: part.id, quantity: 12 });
    expect((await injectAs(t.app, other).get('/api/basket')).json().lines).toEqual([]);
    expect(
      (await injectAs(t.app, other).patch(`/api/basket/lines/${part.id}`, { quantity: 1 })).statusCode,
    ).toBe(404);
    expect((await injectAs(t.app, other).delete(`/api/basket/lines/${part.id}`)).statusCode).toBe(404);
    await injectAs(t.app, other).delete('/api/basket');
    expect((await injectAs(t.app, owner).get('/api/basket')).json().lines[0].quantity).toBe(12);
  });
});
