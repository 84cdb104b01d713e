import type { SalesStats, TopParts } from '@partsmith/contract/stats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { paidOrderId, placeOrder, stockOf } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateOrderData } from '../../db/generate/orders';

const dayMs = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('sales stats (issue 16)', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let pads: { id: string };
  const today = day(Date.now());
  const threeYearsAgo = day(Date.now() - 1095 * dayMs);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '50' });
    admin = await signUpAdmin(t.app);
    buyer = await signUp(t.app);
    pads = await insertPart(t.app, {
      price_cents: 2450,
      min_order_quantity: 1,
      available_quantity: 1000,
    });
    const filter = await insertPart(t.app, {
      price_cents: 899,
      min_order_quantity: 1,
      available_quantity: 1000,
    });
    // Three years of generated orders (the aggregates rebuilt by the generator)…
    await generateOrderData(t.app.database, { buyers: 5, orders: 400, reviews: 0 });
    // …then orders paid through the API on other days (UTC noon, and just before and after midnight).
    const paidAt = [
      Date.now() - 3 * dayMs,
      Date.parse(`${day(Date.now() - 2 * dayMs)}T23:59:59.500Z`),
      Date.parse(`${day(Date.now() - dayMs)}T00:00:00.200Z`),
    ];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [index, at] of paidAt.entries()) {
        vi.setSystemTime(at);
        await paidOrderId(t.app, buyer, index % 2 ? filter.id : pads.id);
      }
    } finally {
      vi.useRealTimers();
    }
    await paidOrderId(t.app, buyer, pads.id);
    await paidOrderId(t.app, buyer, filter.id);
  });
  afterAll(() => t.close());

  const get = (url: string, account: TestAccount | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: account ? bearer(account.token) : {} });

  /** The paid orders recounted straight from the orders table, per UTC day of payment. */
  async function recountByDay() {
    const rows = await t.app.db
      .selectFrom('orders')
      .select(['paid_at', 'price_cents'])
      .where('paid', '=', 1)
      .execute();
    const byDay = new Map<string, { cents: number; count: number }>();
    for (const row of rows) {
      const key = row.paid_at!.slice(0, 10);
      const sum = byDay.get(key) ?? { cents: 0, count: 0 };
      sum.cents += row.price_cents;
      sum.count += 1;
      byDay.set(key, sum);
    }
    return byDay;
  }

  it('answers revenue and paid orders per day equal to a recount of the paid orders, empty days included', async () => {
    const res = await get(`/api/stats/sales?from=${threeYearsAgo}&to=${today}&interval=day`);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json() as SalesStats;
    expect(stats.buckets).toHaveLength(1096);
    expect(stats.buckets[0]!.start).toBe(threeYearsAgo);
    expect(stats.buckets.at(-1)!.start).toBe(today);
    const recount = await recountByDay();
    expect(recount.size).toBeGreaterThan(100);
    for (const bucket of stats.buckets) {
      const expected = recount.get(bucket.start) ?? { cents: 0, count: 0 };
      expect({
        day: bucket.start,
        revenue: Math.round(bucket.revenue * 100),
        paid: bucket.paidOrders,
      }).toEqual({
        day: bucket.start,
        revenue: expected.cents,
        paid: expected.count,
      });
    }
    const all = [...recount.values()];
    expect(Math.round(stats.total.revenue * 100)).toBe(all.reduce((sum, d) => sum + d.cents, 0));
    expect(stats.total.paidOrders).toBe(all.reduce((sum, d) => sum + d.count, 0));
    // The days just before and after a UTC midnight each hold their own order.
    for (const back of [1, 2, 3]) {
      expect(
        stats.buckets.find((b) => b.start === day(Date.now() - back * dayMs))!.paidOrders,
      ).toBeGreaterThanOrEqual(1);
    }
  });

  it('sums weeks from Monday and months from the 1st, within the range', async () => {
    const from = '2026-01-01';
    const to = today;
    const recount = await recountByDay();
    const inRange = [...recount].filter(([d]) => d >= from && d <= to);
    for (const interval of ['week', 'month'] as const) {
      const stats = (
        await get(`/api/stats/sales?from=${from}&to=${to}&interval=${interval}`)
      ).json() as SalesStats;
      expect(stats.total.paidOrders).toBe(inRange.reduce((sum, [, d]) => sum + d.count, 0));
      for (const [index, bucket] of stats.buckets.entries()) {
        const next = stats.buckets[index + 1]?.start ?? '9999-12-31';
        const expected = inRange.filter(([d]) => d >= bucket.start && d < next);
        expect(bucket.paidOrders).toBe(expected.reduce((sum, [, d]) => sum + d.count, 0));
        expect(Math.round(bucket.revenue * 100)).toBe(expected.reduce((sum, [, d]) => sum + d.cents, 0));
        if (interval === 'week' && index > 0)
          expect(new Date(`${bucket.start}T00:00:00Z`).getUTCDay()).toBe(1);
        if (interval === 'month' && index > 0) expect(bucket.start.endsWith('-01')).toBe(true);
      }
    }
  });

  it('ranks the top parts by revenue and by units as a recount does', async () => {
    const from = day(Date.now() - 400 * dayMs);
    const res = await get(`/api/stats/top-parts?from=${from}&to=${today}&limit=3`);
    expect(res.statusCode, res.body).toBe(200);
    const top = res.json() as TopParts;
    const rows = await t.app.db
      .selectFrom('orders')
      .select(['part_id', 'quantity', 'price_cents', 'paid_at'])
      .where('paid', '=', 1)
      .execute();
    const byPart = new Map<string, { cents: number; units: number }>();
    for (const row of rows) {
      if (!row.part_id || row.paid_at!.slice(0, 10) < from) continue;
      const sum = byPart.get(row.part_id) ?? { cents: 0, units: 0 };
      sum.cents += row.price_cents;
      sum.units += row.quantity;
      byPart.set(row.part_id, sum);
    }
    const ranked = (key: 'cents' | 'units') =>
      [...byPart]
        .sort(([a, x], [b, y]) => y[key] - x[key] || (a < b ? -1 : 1))
        .slice(0, 3)
        .map(([partId, sum]) => ({ partId, revenue: sum.cents, units: sum.units }));
    const answer = (list: TopParts['byRevenue']) =>
      list.map((part) => ({
        partId: part.partId,
        revenue: Math.round(part.revenue * 100),
        units: part.units,
      }));
    expect(answer(top.byRevenue)).toEqual(ranked('cents'));
    expect(answer(top.byUnits)).toEqual(ranked('units'));
    expect(top.byRevenue[0]!.partNumber).toMatch(/^PS-/);
  });

  it('a payment shows in today’s figures at once', async () => {
    const url = `/api/stats/sales?from=${today}&to=${today}`;
    const before = ((await get(url)).json() as SalesStats).total;
    const part = await insertPart(t.app, { price_cents: 1234, min_order_quantity: 1 });
    await paidOrderId(t.app, buyer, part.id);
    const after = ((await get(url)).json() as SalesStats).total;
    expect(after.paidOrders).toBe(before.paidOrders + 1);
    expect(Math.round(after.revenue * 100)).toBe(Math.round(before.revenue * 100) + 1234);
  });

  /** Orders per condition recounted straight from the orders table. */
  async function recountConditions() {
    const count = async (paid: number, status: string) =>
      Number(
        (
          await t.app.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('paid', '=', paid)
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      unpaid: await count(0, 'Pending'),
      pending: await count(1, 'Pending'),
      shipped: await count(1, 'Shipped'),
      expired: await count(0, 'Expired'),
    };
  }

  it('counts orders per condition as the orders table does', async () => {
    const res = await get('/api/stats/order-counts');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(await recountConditions());
  });

  it('counts an order placed here at once, and releases expired orders when it counts afresh', async () => {
    const before = (await get('/api/stats/order-counts')).json();
    const placed = await placeOrder(t.app, buyer, pads.id, 1);
    expect(placed.statusCode, placed.body).toBe(200);
    const after = (await get('/api/stats/order-counts')).json();
    expect(after).toEqual({ ...before, unpaid: before.unpaid + 1 });

    // Past the hold (and past how long an answer is kept): the order is released and counted expired.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + t.app.config.unpaidOrderHoldMs + 60_000);
      const later = (await get('/api/stats/order-counts')).json();
      const order = await t.app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', placed.json().insertedId)
        .executeTakeFirstOrThrow();
      expect(order.status).toBe('Expired');
      expect(later).toEqual(await recountConditions());
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the parts under their own threshold (or minimum order), furthest under first', async () => {
    const short = await insertPart(t.app, { available_quantity: 3, min_order_quantity: 10 });
    const underOwn = await insertPart(t.app, {
      available_quantity: 40,
      min_order_quantity: 1,
      low_stock_threshold: 50,
    });
    await insertPart(t.app, { available_quantity: 50, min_order_quantity: 1, low_stock_threshold: 50 });
    await insertPart(t.app, { available_quantity: 5, min_order_quantity: 10, low_stock_threshold: 2 });
    const res = await get('/api/stats/low-stock?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as Array<{ _id: string; threshold: number }>).map((part) => part._id);
    expect(ids).toEqual([underOwn.id, short.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()[0]).toMatchObject({ threshold: 50, lowStockThreshold: 50, availableQuantity: 40 });
  });

  it('keeps the low-stock list, dropping it when an order or a catalogue write changes stock here', async () => {
    const listed = async () =>
      ((await get('/api/stats/low-stock?limit=50')).json() as Array<{ _id: string }>).map((part) => part._id);
    const part = await insertPart(t.app, {
      available_quantity: 12,
      min_order_quantity: 1,
      low_stock_threshold: 11,
    });
    expect(await listed()).not.toContain(part.id);
    // A change the app did not make (another instance, say) shows only once the kept answer expires…
    await t.app.db.updateTable('part').set({ available_quantity: 9 }).where('id', '=', part.id).execute();
    expect(await listed()).not.toContain(part.id);
    // …a catalogue write through this instance drops it at once…
    const restock = await t.app.inject({
      method: 'PUT',
      url: `/api/part/${part.id}`,
      headers: bearer(admin.token),
      payload: { restock: 1 },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    expect(await listed()).toContain(part.id);
    expect(await stockOf(t.app, part.id)).toBe(10);
    await t.app.db.updateTable('part').set({ available_quantity: 30 }).where('id', '=', part.id).execute();
    expect(await listed()).toContain(part.id);
    // …and so does an order placed here.
    expect((await placeOrder(t.app, buyer, pads.id, 1)).statusCode).toBe(200);
    expect(await listed()).not.toContain(part.id);
  });

  it('is for admins only', async () => {
    for (const url of [
      '/api/stats/sales?from=2026-01-01&to=2026-01-31',
      '/api/stats/top-parts?from=2026-01-01&to=2026-01-31',
      '/api/stats/low-stock',
      '/api/stats/order-counts',
    ]) {
      expect((await get(url, buyer)).statusCode, url).toBe(403);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  it.each([
    ['from after to', '/api/stats/sales?from=2026-02-01&to=2026-01-01', 'from must be on or before to'],
    ['no such day', '/api/stats/sales?from=2026-02-30&to=2026-03-01', 'not a real day'],
    ['not a day', '/api/stats/sales?from=yesterday&to=2026-03-01', 'YYYY-MM-DD'],
    ['no from', '/api/stats/sales?to=2026-03-01', 'from'],
    ['over 3 years by day', '/api/stats/sales?from=2020-01-01&to=2023-01-02&interval=day', 'too long'],
    ['over 10 years by month', '/api/stats/sales?from=2010-01-01&to=2026-01-01&interval=month', 'too long'],
    ['an unknown interval', '/api/stats/sales?from=2026-01-01&to=2026-01-02&interval=year', 'interval'],
    ['top parts over 50', '/api/stats/top-parts?from=2026-01-01&to=2026-01-02&limit=51', 'limit'],
    [
      'top parts reversed',
      '/api/stats/top-parts?from=2026-01-03&to=2026-01-02',
      'from must be on or before to',
    ],
    ['low stock page 0', '/api/stats/low-stock?page=0', 'page'],
  ])('refuses %s with 400', async (_label, url, message) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
