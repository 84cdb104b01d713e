import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp } from '../../test/accounts';
import { setBreaks } from '../../test/basket';
import { insertPart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe("a visitor's browser basket priced by the server", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', BASKET_RATE_LIMIT: '100000' });
  });
  afterAll(() => t.close());

  const price = (lines: { partId: string; quantity: number }[]) =>
    t.app.inject({ method: 'POST', url: '/api/basket/price', payload: { lines } });

  it('prices lines as the basket does, adds up the same part and leaves out unknown parts', async () => {
    const disc = await insertPart(t.app, {
      name: 'Brake Disc',
      part_number: 'PS-BD-3001',
      min_order_quantity: 10,
      available_quantity: 500,
      price_cents: 500,
    });
    await setBreaks(t.app, disc.id, [
      [50, 450],
      [100, 420],
    ]);
    const filter = await insertPart(t.app, {
      name: 'Oil Filter',
      min_order_quantity: 1,
      available_quantity: 5,
    });
    const unknown = crypto.randomUUID();
    const res = await price([
      { partId: disc.id, quantity: 30 },
      { partId: unknown, quantity: 2 },
      { partId: filter.id, quantity: 6 },
      { partId: disc.id, quantity: 30 },
    ]);
    expect(res.statusCode).toBe(200);
    const basket = res.json();
    expect(basket).toMatchObject({ lineCount: 2, orderable: false, skippedPartIds: [unknown] });
    expect(basket.lines[0]).toMatchObject({
      partId: disc.id,
      partNumber: 'PS-BD-3001',
      quantity: 60,
      unitPrice: 4.5,
      lineTotal: 270,
      priceBreak: { minQuantity: 50, unitPrice: 4.5 },
      nextBreak: { minQuantity: 100, unitPrice: 4.2, saving: 0.3 },
      problems: [],
    });
    expect(basket.lines[1].problems).toEqual([
      { code: 'over-stock', message: 'Only 5 units of Oil Filter are available.' },
    ]);
    expect(basket.total).toBe(270 + basket.lines[1].lineTotal);
  });

  it('stores nothing: a buyer who prices lines keeps an empty basket', async () => {
    const part = await insertPart(t.app, { name: 'Wiper', min_order_quantity: 1, available_quantity: 9 });
    const buyer = await signUp(t.app, 'Vera Visitor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/basket/price',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { lines: [{ partId: part.id, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await injectAs(t.app, buyer).get('/api/basket')).json().lineCount).toBe(0);
  });

  it('refuses more than 500 lines and lines that are not lines, with a readable 400', async () => {
    const part = await insertPart(t.app, { name: 'Spark Plug', min_order_quantity: 1 });
    const many = await price(Array.from({ length: 501 }, () => ({ partId: part.id, quantity: 1 })));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/At most 500 lines/);
    const bad = await price([{ partId: part.id, quantity: 0 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Quantity must be at least 1/);
  });
});
