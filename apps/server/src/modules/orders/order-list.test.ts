import type { Order } from '@partsmith/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { newOrderId, paidOrderId } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The `rel` → URL pairs of a Link header. */
function links(header: string | string[] | number | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of String(header ?? '').matchAll(/<([^>]+)>;\s*rel="(\w+)"/g)) out[match[2]!] = match[1]!;
  return out;
}

const newestFirst = (a: Order, b: Order) =>
  a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

describe('order lists: paged, filtered, stable', () => {
  let t: TestApp;
  let admin: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let padsId: string;
  let filterId: string;
  const aliceOrders: string[] = [];
  const bobOrders: string[] = [];

  const list = (url: string, account: TestAccount) =>
    t.app.inject({ method: 'GET', url, headers: bearer(account.token) });

  /** Follows the Link headers from `url` to the last page; answers every order seen, in order. */
  async function walk(url: string, account: TestAccount, between?: () => Promise<void>) {
    const seen: Order[] = [];
    let next: string | undefined = url;
    while (next) {
      const res = await list(next, account);
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as Order[]));
      next = links(res.headers.link).next;
      if (between) await between();
    }
    return seen;
  }

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '10000',
      MAX_UNPAID_ORDERS: '10000',
    });
    admin = await signUpAdmin(t.app);
    alice = await signUp(t.app, 'Alice Buyer');
    bob = await signUp(t.app, 'Bob Buyer');
    padsId = (
      await insertPart(t.app, {
        name: 'Ceramic brake pads',
        min_order_quantity: 1,
        available_quantity: 100_000,
      })
    ).id;
    filterId = (
      await insertPart(t.app, { name: 'Oil filter', min_order_quantity: 1, available_quantity: 100_000 })
    ).id;
    for (let i = 0; i < 25; i += 1)
      aliceOrders.push(await newOrderId(t.app, alice, i % 2 ? filterId : padsId));
    for (let i = 0; i < 5; i += 1) bobOrders.push(await newOrderId(t.app, bob, padsId));
  });
  afterAll(() => t.close());

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=-1', 'limit'],
    ['page=0', 'page'],
    ['page=-3', 'page'],
    ['page=1.5', 'page'],
    ['page=1000001', 'page'],
    ['condition=paid', 'condition'],
    ['until=yesterday', 'until'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const res = await list(`/api/order?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining(name) });
  });

  it('answers a page past the end as an empty page with the total, never an error', async () => {
    for (const url of ['/api/order?page=1000000&limit=100', `/api/order?email=${alice.email}&page=50`]) {
      const res = await list(url, url.includes('email') ? alice : admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
      expect(links(res.headers.link).next).toBeUndefined();
    }
  });

  it('pages 24 by default, newest first, with X-Total-Count and Link headers carrying the snapshot', async () => {
    const first = await list('/api/order', admin);
    expect(first.statusCode).toBe(200);
    const firstPage = first.json() as Order[];
    expect(firstPage).toHaveLength(24);
    expect(first.headers['x-total-count']).toBe('30');
    expect([...firstPage].sort(newestFirst)).toEqual(firstPage);
    const { next, prev } = links(first.headers.link);
    expect(prev).toBeUndefined();
    const nextUrl = new URL(next!, 'http://x');
    expect(nextUrl.pathname).toBe('/api/order');
    expect(nextUrl.searchParams.get('page')).toBe('2');
    expect(nextUrl.searchParams.get('until')).toMatch(/^\d{4}-\d\d-\d\dT/);

    const second = await list(next!, admin);
    expect((second.json() as Order[]).map((o) => o._id)).toHaveLength(6);
    expect(links(second.headers.link)).toEqual({ prev: expect.stringContaining('page=1') });
    const all = [...firstPage, ...(second.json() as Order[])].map((o) => o._id);
    expect(new Set(all)).toEqual(new Set([...aliceOrders, ...bobOrders]));
  });

  it('shows no order twice and skips none while new orders arrive between pages', async () => {
    const before = new Set((await walk('/api/order?limit=100', admin)).map((o) => o._id));
    const placed: string[] = [];
    const seen = await walk('/api/order?limit=4', admin, async () => {
      placed.push(await newOrderId(t.app, bob, padsId));
    });
    const ids = seen.map((o) => o._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(before);
    expect([...seen].sort(newestFirst)).toEqual(seen);
    // A fresh first page shows the new ones.
    const fresh = (await list('/api/order?limit=100', admin)).json() as Order[];
    expect(fresh.map((o) => o._id)).toEqual(expect.arrayContaining(placed));
    bobOrders.push(...placed);
  });

  it("pages a buyer's own orders only, with the email kept in the links", async () => {
    const seen = await walk(`/api/order?email=${encodeURIComponent(alice.email)}&limit=10`, alice);
    expect(seen.map((o) => o._id).sort()).toEqual([...aliceOrders].sort());
    expect(seen.every((o) => o.email === alice.email)).toBe(true);
    const res = await list(`/api/order?email=${alice.email.toUpperCase()}&limit=10`, alice);
    expect(res.headers['x-total-count']).toBe('25');
    expect(links(res.headers.link).next).toContain(`email=${encodeURIComponent(alice.email.toUpperCase())}`);
  });

  it("never lets a buyer page into someone else's orders", async () => {
    for (const url of [
      `/api/order?email=${bob.email}`,
      `/api/order?email=${bob.email}&page=2&limit=1`,
      '/api/order',
      '/api/order?page=2',
      `/api/order?condition=unpaid`,
      `/api/order?q=${bob.email}`,
    ]) {
      const res = await list(url, alice);
      expect(res.statusCode, url).toBe(403);
      expect(res.headers['x-total-count']).toBeUndefined();
    }
    // An admin may read any buyer's list.
    const asAdmin = await list(`/api/order?email=${bob.email}&limit=100`, admin);
    expect((asAdmin.json() as Order[]).map((o) => o._id).sort()).toEqual([...bobOrders].sort());
  });

  it('filters by condition and searches by email or item name', async () => {
    const pendingId = await paidOrderId(t.app, alice, padsId);
    const shippedId = await paidOrderId(t.app, bob, filterId);
    const ship = await injectAs(t.app, admin).put(`/api/order/${shippedId}`, { status: 'Shipped' });
    expect(ship.statusCode).toBe(200);
    const all = (await walk('/api/order?limit=100', admin)).length;

    const ids = async (query: string) => {
      const res = await list(`/api/order?limit=100&${query}`, admin);
      expect(res.statusCode).toBe(200);
      const page = res.json() as Order[];
      expect(res.headers['x-total-count']).toBe(String(page.length));
      return page;
    };
    expect((await ids('condition=pending')).map((o) => o._id)).toEqual([pendingId]);
    expect((await ids('condition=shipped')).map((o) => o._id)).toEqual([shippedId]);
    const unpaid = await ids('condition=unpaid');
    expect(unpaid).toHaveLength(all - 2);
    expect(unpaid.every((o) => !o.paid)).toBe(true);

    const bobs = await ids(`q=${encodeURIComponent(bob.email.toUpperCase())}`);
    expect(bobs.map((o) => o._id).sort()).toEqual([...bobOrders, shippedId].sort());
    expect((await ids(`q=${encodeURIComponent(bob.email)}&condition=shipped`)).map((o) => o._id)).toEqual([
      shippedId,
    ]);
    const filters = await ids('q=%20oil%20F');
    expect(filters.length).toBeGreaterThan(0);
    expect(filters.every((o) => o.itemName === 'Oil filter')).toBe(true);
    expect(await ids('q=brake')).toEqual([]);
    expect(await ids('q=nobody%40example.com')).toEqual([]);
  });

  it('counts a new order in the admin total at once', async () => {
    const total = Number((await list('/api/order?limit=1', admin)).headers['x-total-count']);
    bobOrders.push(await newOrderId(t.app, bob, padsId));
    expect(Number((await list('/api/order?limit=1', admin)).headers['x-total-count'])).toBe(total + 1);
  });
});
