import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../../test/accounts';
import { setBreaks } from '../../../test/basket';
import { insertPart } from '../../../test/fixtures';
import { stockOf, testCard } from '../../../test/orders';
import { pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';

const shipTo = { address: '12 Harbour Road, Chattogram', number: '+8801712345678' };

describe('checkout: the whole basket at once, paid once', () => {
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '3' });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  const part = async (stock: number, min = 1, cents = 1000) =>
    (await insertPart(t.app, { available_quantity: stock, min_order_quantity: min, price_cents: cents })).id;
  const fill = async (buyer: TestAccount, lines: { partId: string; quantity: number }[]) => {
    const res = await injectAs(t.app, buyer).put('/api/basket', { lines });
    expect(res.statusCode, res.body).toBe(200);
  };
  const checkOut = (buyer: TestAccount, extra: object = {}) =>
    injectAs(t.app, buyer).post('/api/checkout', { ...shipTo, ...extra });
  const orderCount = async (email: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pay = async (buyer: TestAccount, checkoutId: string) => {
    const as = injectAs(t.app, buyer);
    const intent = await as.post(`/api/checkout/${checkoutId}/payment-intent`);
    expect(intent.statusCode, intent.body).toBe(200);
    const confirm = await as.post('/api/payments/test/confirm', {
      clientSecret: intent.json().clientSecret,
      card: testCard(),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return confirm.json().paymentIntent.id as string;
  };

  it('places every line as an order of the spec, priced at its break, and empties the basket', async () => {
    const buyer = await signUp(t.app, 'Bulk Buyer');
    const [disc, pads] = [await part(100, 2, 1000), await part(50, 1, 500)];
    await setBreaks(t.app, disc, [[10, 800]]);
    await fill(buyer, [
      { partId: disc, quantity: 10 },
      { partId: pads, quantity: 3 },
    ]);
    // Blank optional text counts as not sent; longer than the field, even of spaces, is refused whole.
    for (const [extra, message] of [
      [{ poReference: ' '.repeat(41) }, 'The PO reference is too long (40 characters at most)'],
      [{ note: ' '.repeat(501) }, 'The note is too long (500 characters at most)'],
    ] as const) {
      const refused = await checkOut(buyer, extra);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const res = await checkOut(buyer, { poReference: 'PO-4711', note: 'Dock 3' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed.orders).toHaveLength(2);
    expect(placed.total).toBe(95);
    expect(await stockOf(t.app, disc)).toBe(90);
    expect(await stockOf(t.app, pads)).toBe(47);
    expect((await injectAs(t.app, buyer).get('/api/basket')).json().lines).toEqual([]);

    const checkout = (await injectAs(t.app, buyer).get(`/api/checkout/${placed._id}`)).json();
    expect(checkout).toMatchObject({ _id: placed._id, poReference: 'PO-4711', note: 'Dock 3', paid: false });
    const byPart = new Map(checkout.lines.map((line: { partId: string }) => [line.partId, line]));
    expect(byPart.get(disc)).toMatchObject({ quantity: 10, unitPrice: 8, price: 80, checkoutId: placed._id });
    expect(byPart.get(pads)).toMatchObject({ quantity: 3, unitPrice: 5, price: 15, poReference: 'PO-4711' });
    const order = (await injectAs(t.app, buyer).get(`/api/order/${placed.orders[0]}`)).json();
    expect(order).toMatchObject({ name: 'Bulk Buyer', email: buyer.email, ...shipTo, paid: false });
  });

  it('places nothing when one line cannot be had, and names that line', async () => {
    const buyer = await signUp(t.app);
    const [plenty, scarce] = [await part(100), await part(4)];
    await fill(buyer, [
      { partId: plenty, quantity: 5 },
      { partId: scarce, quantity: 5 },
    ]);
    const res = await checkOut(buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'CONFLICT',
      lines: [{ partId: scarce, problem: { code: 'over-stock' } }],
    });
    expect(await stockOf(t.app, plenty)).toBe(100);
    expect(await stockOf(t.app, scarce)).toBe(4);
    expect(await orderCount(buyer.email)).toBe(0);
    expect((await injectAs(t.app, buyer).get('/api/basket')).json().lines).toHaveLength(2);
  });

  it('never oversells when checkouts race for the last units', async () => {
    const scarce = await part(10);
    const other = await part(1000);
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, n) => signUp(t.app, `Racer ${n}`)));
    for (const buyer of buyers) {
      await fill(buyer, [
        { partId: other, quantity: 1 },
        { partId: scarce, quantity: 3 },
      ]);
    }
    const answers = await Promise.all(buyers.map((buyer) => checkOut(buyer)));
    const placed = answers.filter((res) => res.statusCode === 201);
    expect(placed).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(5);
    expect(await stockOf(t.app, scarce)).toBe(1);
    // All or nothing: the refused checkouts took none of the other part either.
    expect(await stockOf(t.app, other)).toBe(997);
  });

  it('counts a checkout as one open unpaid order', async () => {
    const buyer = await signUp(t.app);
    const ids = await Promise.all([part(100), part(100), part(100), part(100)]);
    await fill(
      buyer,
      ids.map((partId) => ({ partId, quantity: 1 })),
    );
    expect((await checkOut(buyer)).statusCode).toBe(201);
    // MAX_UNPAID_ORDERS is 3: a 4-line checkout is one, so two more orders fit, the next does not.
    const single = (partId: string) =>
      injectAs(t.app, buyer).post('/api/order', { partId, quantity: 1, ...shipTo });
    expect((await single(ids[0]!)).statusCode).toBe(200);
    expect((await single(ids[1]!)).statusCode).toBe(200);
    expect((await single(ids[2]!)).statusCode).toBe(409);
  });

  it('is paid once: one intent for the total marks every line paid, with one invoice; a replay changes nothing', async () => {
    const buyer = await signUp(t.app, 'Paying Buyer');
    const [a, b, c] = [await part(100, 1, 1250), await part(100, 1, 300), await part(100, 1, 99)];
    await fill(buyer, [
      { partId: a, quantity: 2 },
      { partId: b, quantity: 5 },
      { partId: c, quantity: 1 },
    ]);
    const { _id, total, orders } = (await checkOut(buyer, { poReference: 'PO-77' })).json();
    expect(total).toBe(40.99);
    // A line is paid with its checkout, never alone.
    const alone = await injectAs(t.app, buyer).post('/api/create-payment-intent', { orderId: orders[0] });
    expect(alone.statusCode).toBe(409);
    const transactionId = await pay(buyer, _id);
    const marked = await injectAs(t.app, buyer).patch(`/api/checkout/${_id}`, { transactionId });
    expect(marked.json()).toEqual({ modifiedCount: 3 });
    const again = await injectAs(t.app, buyer).patch(`/api/checkout/${_id}`, { transactionId });
    expect(again.json()).toEqual({ modifiedCount: 0 });

    const checkout = (await injectAs(t.app, buyer).get(`/api/checkout/${_id}`)).json();
    expect(checkout.paid).toBe(true);
    expect(checkout.lines.every((line: { paid: boolean; transactionId: string }) => line.paid)).toBe(true);
    expect(new Set(checkout.lines.map((line: { transactionId: string }) => line.transactionId))).toEqual(
      new Set([transactionId]),
    );
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/${_id}/invoice`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('PO reference: PO-77');
    expect(text).toContain('$40.99');
    expect(text).toContain(`Checkout ${_id}`);
  });

  it('charges the new sum after an unpaid line is deleted, and gives its stock back', async () => {
    const buyer = await signUp(t.app);
    const [a, b] = [await part(100, 1, 1000), await part(100, 1, 2000)];
    await fill(buyer, [
      { partId: a, quantity: 1 },
      { partId: b, quantity: 1 },
    ]);
    const placed = (await checkOut(buyer)).json();
    const as = injectAs(t.app, buyer);
    await as.post(`/api/checkout/${placed._id}/payment-intent`);
    const lineOfB = (await as.get(`/api/checkout/${placed._id}`))
      .json()
      .lines.find((line: { partId: string }) => line.partId === b);
    expect((await as.delete(`/api/order/${lineOfB._id}`)).json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(t.app, b)).toBe(100);
    const transactionId = await pay(buyer, placed._id);
    const intent = await t.app.db
      .selectFrom('payment_intent')
      .select('amount_cents')
      .where('id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(intent.amount_cents).toBe(1000);
    expect((await as.patch(`/api/checkout/${placed._id}`, { transactionId })).json()).toEqual({
      modifiedCount: 1,
    });
  });

  it("is its buyer's alone: another buyer gets 404, an admin may read and ship but not place one", async () => {
    const [buyer, other] = [await signUp(t.app), await signUp(t.app)];
    const partId = await part(100);
    await fill(buyer, [{ partId, quantity: 2 }]);
    const { _id } = (await checkOut(buyer)).json();
    const as = injectAs(t.app, other);
    for (const res of [
      await as.get(`/api/checkout/${_id}`),
      await as.post(`/api/checkout/${_id}/payment-intent`),
      await as.patch(`/api/checkout/${_id}`, { transactionId: 'pi_test_x' }),
      await as.get(`/api/checkout/${_id}/invoice`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await injectAs(t.app, admin).post('/api/checkout', shipTo)).statusCode).toBe(403);
    expect((await injectAs(t.app, admin).get(`/api/checkout/${_id}`)).statusCode).toBe(200);
    expect((await injectAs(t.app, admin).put(`/api/checkout/${_id}/ship`, {})).statusCode).toBe(409);
    const transactionId = await pay(buyer, _id);
    await injectAs(t.app, buyer).patch(`/api/checkout/${_id}`, { transactionId });
    expect((await injectAs(t.app, buyer).put(`/api/checkout/${_id}/ship`, {})).statusCode).toBe(403);
    const shipped = await injectAs(t.app, admin).put(`/api/checkout/${_id}/ship`, {
      carrier: 'DHL',
      trackingNumber: '1234567890',
    });
    expect(shipped.json()).toEqual({ modifiedCount: 1 });
    const lines = (await injectAs(t.app, admin).get(`/api/order?checkout=${_id}`)).json();
    expect(lines).toMatchObject([{ status: 'Shipped', carrier: 'DHL', checkoutId: _id }]);
  });
});
