import type { Order } from '@partsmith/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieHeader, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateOrderData, type OrderDataSummary } from './orders';

describe('generated orders, and deep pages of them', () => {
  let t: TestApp;
  let admin: TestAccount;
  let summary: OrderDataSummary;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    await insertPart(t.app, { name: 'Ceramic brake pads', price_cents: 2450, min_order_quantity: 10 });
    await insertPart(t.app, { name: 'Oil filter', price_cents: 899, min_order_quantity: 1 });
    admin = await signUpAdmin(t.app);
    summary = await generateOrderData(t.app.database, { buyers: 40, orders: 3500, reviews: 30 });
  });
  afterAll(() => t.close());

  /** Every order id in list order, straight from the database. */
  async function expectedIds(condition?: { paid: number; status: string }) {
    let query = t.app.db.selectFrom('orders').select('id');
    if (condition) query = query.where('paid', '=', condition.paid).where('status', '=', condition.status);
    return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map((row) => row.id);
  }

  const page = async (query: string) => {
    const res = await injectAs(t.app, admin).get(`/api/order?${query}`);
    expect(res.statusCode).toBe(200);
    return {
      ids: (res.json() as Order[]).map((order) => order._id),
      total: Number(res.headers['x-total-count']),
    };
  };

  it('makes buyers who sign in with the printed password, and orders priced from their parts', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: summary.busiestBuyer.email, password: summary.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookieHeader(signIn);
    const token = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/user/${summary.busiestBuyer.email}`,
        headers: { cookie },
      })
    ).json().token as string;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/order?email=${summary.busiestBuyer.email}&limit=100`,
      headers: bearer(token),
    });
    expect(mine.statusCode).toBe(200);
    expect(Number(mine.headers['x-total-count'])).toBe(summary.busiestBuyer.orders);
    expect(summary.busiestBuyer.orders).toBeGreaterThan(0);

    const parts = await t.app.db
      .selectFrom('part')
      .select(['id', 'name', 'price_cents', 'min_order_quantity'])
      .execute();
    const rows = await t.app.db.selectFrom('orders').selectAll().limit(500).execute();
    for (const row of rows) {
      const part = parts.find((p) => p.id === row.part_id)!;
      expect(row).toMatchObject({ item_name: part.name, unit_price_cents: part.price_cents });
      expect(row.price_cents).toBe(part.price_cents * row.quantity);
      expect(row.quantity).toBeGreaterThanOrEqual(part.min_order_quantity);
      expect(row.paid === 1).toBe(row.transaction_id !== null);
      if (row.status === 'Shipped') expect(row.paid).toBe(1);
    }
    expect(summary.paid).toBeGreaterThan(3500 * 0.6);
    expect(summary.shipped).toBeGreaterThan(0);
    expect(summary.shipped).toBeLessThan(summary.paid);
  });

  it('numbers every paid order for its invoice, 1 to the number paid, in the order they were paid', async () => {
    const paid = await t.app.db
      .selectFrom('orders')
      .select(['invoice_number', 'paid_at'])
      .where('paid', '=', 1)
      .orderBy('invoice_number')
      .execute();
    expect(paid.map((row) => row.invoice_number)).toEqual(paid.map((_, index) => index + 1));
    const paidAt = paid.map((row) => row.paid_at!);
    expect([...paidAt].sort()).toEqual(paidAt);
    const unpaid = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('paid', '=', 0)
      .where('invoice_number', 'is not', null)
      .execute();
    expect(unpaid).toEqual([]);
    const counter = await t.app.db
      .selectFrom('invoice_counter')
      .select('last_number')
      .where('id', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(paid.length);
  });

  it('answers deep pages (read from page anchors) exactly as the full ordering has them', async () => {
    const all = await expectedIds();
    for (const [n, limit] of [
      [43, 24],
      [44, 24],
      [1, 100],
      [20, 100],
      [35, 100],
      [146, 24],
    ] as const) {
      const { ids, total } = await page(`page=${n}&limit=${limit}`);
      expect(total).toBe(all.length);
      expect(ids, `page ${n} of ${limit}`).toEqual(all.slice((n - 1) * limit, n * limit));
    }
    const unpaid = await expectedIds({ paid: 0, status: 'Pending' });
    const { ids } = await page(`condition=unpaid&page=${Math.floor(unpaid.length / 24)}`);
    const from = (Math.floor(unpaid.length / 24) - 1) * 24;
    expect(ids).toEqual(unpaid.slice(from, from + 24));
  });

  it('keeps deep pages exact after orders are placed and deleted', async () => {
    const before = await page('page=60&limit=24');
    const buyer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: summary.sampleEmails[0], password: summary.password },
    });
    const cookie = cookieHeader(buyer);
    const token = (
      await t.app.inject({ method: 'PUT', url: `/api/user/${summary.sampleEmails[0]}`, headers: { cookie } })
    ).json().token as string;
    const partId = (
      await t.app.db
        .selectFrom('part')
        .select('id')
        .where('name', '=', 'Oil filter')
        .executeTakeFirstOrThrow()
    ).id;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(token),
      payload: { partId, quantity: 1, address: '1 Test Road', number: '+351 912 345 678' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // Everything moved down by one.
    const afterPlacing = await page('page=60&limit=24');
    expect(afterPlacing.ids).toEqual((await expectedIds()).slice(59 * 24, 60 * 24));
    expect(afterPlacing.ids.slice(1)).toEqual(before.ids.slice(0, 23));
    // An unpaid order below the first anchor and above page 60 goes away: page 60 moves up by one.
    const unpaid = new Set(await expectedIds({ paid: 0, status: 'Pending' }));
    const victim = (await expectedIds()).slice(1100, 1400).find((id) => unpaid.has(id))!;
    const removed = await injectAs(t.app, admin).delete(`/api/order/${victim}`);
    expect(removed.statusCode, removed.body).toBe(200);

    const all = await expectedIds();
    const after = await page('page=60&limit=24');
    expect(after.total).toBe(before.total);
    expect(after.ids).toEqual(all.slice(59 * 24, 60 * 24));
    expect(after.ids).toEqual(before.ids);
  });
});
