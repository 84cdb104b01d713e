import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { newOrderId, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('restocking without overwriting orders (audit finding 10)', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });
    [admin, buyer] = [await signUpAdmin(t.app), await signUp(t.app)];
  });
  afterAll(() => t.close());

  const put = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/part/${id}`, headers: bearer(admin.token), payload });

  it('adds restocked units to whatever the stock is now, even with orders in between', async () => {
    const part = await insertPart(t.app, { available_quantity: 100, min_order_quantity: 1 });
    await newOrderId(t.app, buyer, part.id, 10); // the admin still sees 100
    const res = await put(part.id, { restock: 50 });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await stockOf(t.app, part.id)).toBe(140);
  });

  it('adds every one of many restocks arriving at once', async () => {
    const part = await insertPart(t.app, { available_quantity: 10, min_order_quantity: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => put(part.id, { restock: 5 })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await stockOf(t.app, part.id)).toBe(60);
  });

  it('refuses an absolute stock that does not say which stock the admin saw', async () => {
    const part = await insertPart(t.app, { available_quantity: 100, min_order_quantity: 1 });
    const res = await put(part.id, { availableQuantity: 120 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expectedAvailableQuantity/);
    expect(await stockOf(t.app, part.id)).toBe(100);
  });

  it('refuses with 409 an absolute stock when orders changed it since the admin loaded it', async () => {
    const part = await insertPart(t.app, { available_quantity: 100, min_order_quantity: 1 });
    await newOrderId(t.app, buyer, part.id, 10);
    const stale = await put(part.id, { availableQuantity: 120, expectedAvailableQuantity: 100 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'CONFLICT',
      message:
        'The stock changed since you loaded it (it is now 90). Reload the page and enter the stock again.',
    });
    expect(await stockOf(t.app, part.id)).toBe(90);
    const fresh = await put(part.id, { availableQuantity: 120, expectedAvailableQuantity: 90 });
    expect(fresh.json()).toEqual({ modifiedCount: 1 });
    expect(await stockOf(t.app, part.id)).toBe(120);
  });

  it('refuses a stock below the minimum order, and a restock mixed with an absolute stock', async () => {
    const part = await insertPart(t.app, { available_quantity: 100, min_order_quantity: 10 });
    const below = await put(part.id, { availableQuantity: 5, expectedAvailableQuantity: 100 });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(
      'The available quantity (5) cannot be less than the minimum order (10).',
    );
    const both = await put(part.id, { restock: 5, availableQuantity: 200, expectedAvailableQuantity: 100 });
    expect(both.statusCode).toBe(400);
    expect(await stockOf(t.app, part.id)).toBe(100);
  });
});
