import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOrderData } from '../../db/generate/orders';
import { bearer, injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { paidOrderId, shippedOrderId } from '../../test/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exportBatchSize } from './order-export';

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('orders export (issue 16)', () => {
  let t: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let formulaOrderId: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '50' });
    admin = await signUpAdmin(t.app);
    buyer = await signUp(t.app, '=HYPERLINK("http://evil.example")');
    await insertPart(t.app, { name: 'Oil filter' });
    // More orders than one batch, so the export pages through several.
    await generateOrderData(t.app.database, { buyers: 5, orders: exportBatchSize * 2 + 300, reviews: 0 });
    const part = await insertPart(t.app, { name: '@Brake "pads", front', min_order_quantity: 1 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(buyer.token),
      payload: {
        partId: part.id,
        quantity: 2,
        address: '-2+3 Workshop Lane\n2nd floor',
        number: '+44 20 7946 0000',
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    formulaOrderId = placed.json().insertedId;
    await paidOrderId(t.app, buyer, part.id);
  });
  afterAll(() => t.close());

  const exportOf = (query = '', account: TestAccount = admin) =>
    t.app.inject({ method: 'GET', url: `/api/order/export.csv${query}`, headers: bearer(account.token) });

  it('streams every order, oldest first, with a header row', async () => {
    const res = await exportOf();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-start-to-now.csv"');
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Order',
      'Placed (UTC)',
      'Condition',
      'Buyer',
      'Email',
      'Phone',
      'Address',
      'Item',
      'Part',
      'Quantity',
      'Unit price (USD)',
      'Total (USD)',
      'Paid at (UTC)',
      'Transaction',
      'Shipped at (UTC)',
      'Returned (units)',
      'Country',
      'Shipping (USD)',
      'Tax (USD)',
      'Charged (USD)',
      'Refunded (USD)',
    ]);
    const expected = await t.app.db
      .selectFrom('orders')
      .select(['id', 'price_cents', 'paid', 'returned_quantity'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row[0])).toEqual(expected.map((row) => row.id));
    expect(rows.map((row) => row[11])).toEqual(expected.map((row) => (row.price_cents / 100).toFixed(2)));
    expect(rows.map((row) => row[15])).toEqual(expected.map((row) => String(row.returned_quantity)));
  });

  it('counts the units in returns not refused', async () => {
    const part = await insertPart(t.app, { name: 'Returned caliper', min_order_quantity: 1 });
    const orderId = await shippedOrderId(t.app, buyer, admin, part.id, 3);
    const asked = await injectAs(t.app, buyer).post(`/api/order/${orderId}/return`, {
      quantity: 2,
      reason: 'does_not_fit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const row = parseCsv((await exportOf('?condition=shipped')).body).find((each) => each[0] === orderId)!;
    expect(row[9]).toBe('3');
    expect(row[15]).toBe('2');
  });

  it("escapes cells a spreadsheet would run as a formula with a leading '", async () => {
    const rows = parseCsv((await exportOf()).body);
    const row = rows.find((each) => each[0] === formulaOrderId)!;
    expect(row[2]).toBe('Unpaid');
    expect(row[3]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(row[5]).toBe(`'+44 20 7946 0000`);
    expect(row[6]).toBe(`'-2+3 Workshop Lane\n2nd floor`);
    expect(row[7]).toBe(`'@Brake "pads", front`);
    expect(row[9]).toBe('2');
    // The paid order's phone starts with + too.
    const paid = rows.find((each) => each[3]?.startsWith(`'=`) && each[2] === 'Pending')!;
    expect(paid[4]).toBe(buyer.email);
    expect(paid[5]).toBe(`'+351 912 345 678`);
    expect(paid[13]).toMatch(/^pi_/);
  });

  it('filters by condition and by UTC days of placing', async () => {
    for (const [condition, paid, status] of [
      ['shipped', 1, 'Shipped'],
      ['unpaid', 0, 'Pending'],
    ] as const) {
      const rows = parseCsv((await exportOf(`?condition=${condition}`)).body).slice(1);
      const expected = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('paid', '=', paid)
        .where('status', '=', status)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row[0])).toEqual(expected.map((row) => row.id));
      expect(new Set(rows.map((row) => row[2]))).toEqual(
        new Set([condition === 'shipped' ? 'Shipped' : 'Unpaid']),
      );
    }
    const middle = await t.app.db
      .selectFrom('orders')
      .select('created_at')
      .orderBy('created_at')
      .offset(1000)
      .limit(1)
      .executeTakeFirstOrThrow();
    const from = middle.created_at.slice(0, 10);
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
    const res = await exportOf(`?from=${from}&to=${to}&condition=pending`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${from}-to-${to}-pending.csv"`,
    );
    const rows = parseCsv(res.body).slice(1);
    const expected = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('paid', '=', 1)
      .where('status', '=', 'Pending')
      .where('created_at', '>=', `${from}T00:00:00.000Z`)
      .where('created_at', '<=', `${to}T23:59:59.999Z`)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => row[0])).toEqual(expected.map((row) => row.id));
  });

  it('is for admins, and refuses bad filters with 400', async () => {
    expect((await exportOf('', buyer)).statusCode).toBe(403);
    for (const [query, message] of [
      ['?from=2026-02-01&to=2026-01-01', 'from must be on or before to'],
      ['?from=2026-02-30', 'not a real day'],
      ['?condition=lost', 'condition must be one of'],
    ]) {
      const res = await exportOf(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
