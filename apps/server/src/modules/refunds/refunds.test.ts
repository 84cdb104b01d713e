import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { paidCheckoutId } from '../../test/checkouts';
import { insertPart } from '../../test/fixtures';
import { paidOrderId, stockOf } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

const limits = { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '100' };
const today = new Date().toISOString().slice(0, 10);

describe('refunds and cancellations through the test card processor', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp(limits);
    [buyer, other, admin] = [
      await signUp(t.app, 'Rita Refund'),
      await signUp(t.app),
      await signUpAdmin(t.app),
    ];
  });
  afterAll(() => t.close());

  const part = (stock = 100, priceCents = 2500) =>
    insertPart(t.app, { min_order_quantity: 1, available_quantity: stock, price_cents: priceCents }).then(
      (row) => row.id,
    );
  const refund = (orderId: string, body: object, as: TestAccount = admin) =>
    injectAs(t.app, as).post(`/api/order/${orderId}/refund`, body);
  const orderOf = async (orderId: string) =>
    (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
  const processorRefunds = (orderId: string) =>
    t.app.db
      .selectFrom('test_refund')
      .innerJoin('payment_intent', 'payment_intent.id', 'test_refund.payment_intent_id')
      .select(['test_refund.amount_cents', 'test_refund.status'])
      .where('payment_intent.order_id', '=', orderId)
      .execute();

  it('cancels a paid unshipped order: the whole payment back, the stock back, shown Cancelled', async () => {
    const partId = await part(100, 2500);
    const orderId = await paidOrderId(t.app, buyer, partId, { quantity: 4 });
    expect(await stockOf(t.app, partId)).toBe(96);
    const res = await refund(orderId, { reason: 'Customer changed their mind', cancel: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ refundId: expect.any(String), state: 'succeeded', amount: 100 });
    expect(await stockOf(t.app, partId)).toBe(100);
    expect(await orderOf(orderId)).toMatchObject({ cancelled: true, refunded: 100, refundPending: false });
    expect(await processorRefunds(orderId)).toEqual([{ amount_cents: 10000, status: 'succeeded' }]);
    const list = await injectAs(t.app, buyer).get(`/api/refund?order=${orderId}`);
    expect(list.json()).toEqual([
      expect.objectContaining({
        state: 'succeeded',
        amount: 100,
        cancel: true,
        creditNote: expect.stringMatching(/^CN-\d{6}$/),
      }),
    ]);
    const ship = await injectAs(t.app, admin).put(`/api/order/${orderId}`, { status: 'Shipped' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe('This order was cancelled, so it cannot be shipped.');
    const again = await refund(orderId, { reason: 'again', cancel: true });
    expect(again.statusCode).toBe(409);
  });

  it('refunds part of an order without cancelling, then the rest, and never more', async () => {
    const orderId = await paidOrderId(t.app, buyer, await part(100, 2000), { quantity: 3 });
    const first = await refund(orderId, { amount: 12.5, reason: 'One disc arrived scratched' });
    expect(first.json()).toMatchObject({ state: 'succeeded', amount: 12.5 });
    const tooMuch = await refund(orderId, { amount: 47.51, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      'That is more than is left to refund: $60.00 was paid and $12.50 is refunded or being refunded.',
    );
    const rest = await refund(orderId, { reason: 'Goodwill' });
    expect(rest.json()).toMatchObject({ state: 'succeeded', amount: 47.5 });
    expect(await orderOf(orderId)).toMatchObject({ refunded: 60, cancelled: false, status: 'Pending' });
    expect((await refund(orderId, { reason: 'Once more' })).statusCode).toBe(409);
    expect((await processorRefunds(orderId)).map((row) => row.amount_cents).sort()).toEqual([1250, 4750]);
  });

  it('never refunds more than was paid when admins refund at once', async () => {
    const orderId = await paidOrderId(t.app, buyer, await part(100, 1000), { quantity: 10 });
    const secondAdmin = await signUpAdmin(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        refund(orderId, { amount: 30, reason: `Race ${n}` }, n % 2 ? admin : secondAdmin),
      ),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(9);
    const refunded = await processorRefunds(orderId);
    expect(refunded.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(9000);
    expect(await orderOf(orderId)).toMatchObject({ refunded: 90 });
  });

  it('refuses buyers, other buyers and bad amounts with clear messages', async () => {
    const orderId = await paidOrderId(t.app, buyer, await part());
    const byBuyer = await refund(orderId, { reason: 'Please' }, buyer);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('Only an admin can refund or cancel an order.');
    expect((await injectAs(t.app, other).get(`/api/refund?order=${orderId}`)).statusCode).toBe(404);
    expect((await injectAs(t.app).get(`/api/refund?order=${orderId}`)).statusCode).toBe(401);
    const cents = await refund(orderId, { amount: 1.005, reason: 'x' });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().message).toContain('Amount must be in whole cents');
    expect((await refund(orderId, { amount: 5 })).json().message).toContain('Reason is required');
    const unpaidPart = await part();
    const unpaid = await injectAs(t.app, buyer).post('/api/order', {
      partId: unpaidPart,
      quantity: 1,
      address: '1 Main St',
      number: '+351 912 345 678',
    });
    const notPaid = await refund(unpaid.json().insertedId, { reason: 'x' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Only a paid order can be refunded.');
  });

  it('refuses to cancel a shipped order, and refunds it without cancelling', async () => {
    const partId = await part(50);
    const orderId = await paidOrderId(t.app, buyer, partId, { quantity: 2 });
    await injectAs(t.app, admin).put(`/api/order/${orderId}`, { status: 'Shipped' });
    const cancel = await refund(orderId, { reason: 'Too late', cancel: true });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'A shipped order cannot be cancelled: refund it without cancelling, or take it back as a return.',
    );
    expect(await orderOf(orderId)).toMatchObject({ refunded: 0, refundPending: false, status: 'Shipped' });
    expect((await refund(orderId, { reason: 'Damaged crate' })).json().state).toBe('succeeded');
    expect(await stockOf(t.app, partId)).toBe(48);
  });

  it('shows a refund the provider refuses as failed, gives its amount back, and retries it', async () => {
    // Stripe's test card 4000 0000 0000 5126: the charge succeeds, its refunds fail.
    const orderId = await paidOrderId(t.app, buyer, await part(), { card: '4000000000005126' });
    const res = await refund(orderId, { reason: 'Wrong size' });
    expect(res.json()).toMatchObject({ state: 'failed', amount: 25 });
    expect(await orderOf(orderId)).toMatchObject({ refunded: 0, refundPending: false });
    const [failed] = (await injectAs(t.app, admin).get(`/api/refund?order=${orderId}`)).json();
    expect(failed).toMatchObject({ state: 'failed', failure: 'expired_or_canceled_card', creditNote: null });
    const retry = await injectAs(t.app, admin).post(`/api/refund/${failed._id}/retry`);
    expect(retry.json()).toMatchObject({ refundId: failed._id, state: 'failed' });
    const keys = await t.app.db.selectFrom('test_refund').select('idempotency_key').execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual(
      expect.arrayContaining([`refund-${failed._id}-1`, `refund-${failed._id}-2`]),
    );
    expect((await injectAs(t.app, buyer).post(`/api/refund/${failed._id}/retry`)).statusCode).toBe(403);
  });

  it('cancels a whole checkout: every line cancelled, its units back, one refund of its payment', async () => {
    const [discs, pads] = [await part(40, 3000), await part(40, 1500)];
    const checkoutId = await paidCheckoutId(t.app, buyer, [
      { partId: discs, quantity: 2 },
      { partId: pads, quantity: 4 },
    ]);
    expect(await stockOf(t.app, discs)).toBe(38);
    const res = await injectAs(t.app, admin).post(`/api/checkout/${checkoutId}/refund`, {
      reason: 'Out of business',
      cancel: true,
    });
    expect(res.json()).toMatchObject({ state: 'succeeded', amount: 120 });
    expect([await stockOf(t.app, discs), await stockOf(t.app, pads)]).toEqual([40, 40]);
    const checkout = (await injectAs(t.app, buyer).get(`/api/checkout/${checkoutId}`)).json();
    expect(checkout).toMatchObject({ cancelled: true, refunded: 120 });
    expect(
      checkout.lines.map((line: { cancelled: boolean; refunded: number }) => [line.cancelled, line.refunded]),
    ).toEqual([
      [true, 60],
      [true, 60],
    ]);
    const again = await injectAs(t.app, admin).post(`/api/checkout/${checkoutId}/refund`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('refunds one line of a checkout from its one payment, within the line and the checkout', async () => {
    const [discs, pads] = [await part(40, 3000), await part(40, 1500)];
    const checkoutId = await paidCheckoutId(t.app, buyer, [
      { partId: discs, quantity: 1 },
      { partId: pads, quantity: 2 },
    ]);
    const lines = (await injectAs(t.app, buyer).get(`/api/checkout/${checkoutId}`)).json().lines;
    const padsLine = lines.find((line: { partId: string }) => line.partId === pads);
    expect((await refund(padsLine._id, { amount: 30.01, reason: 'x' })).statusCode).toBe(409);
    expect((await refund(padsLine._id, { reason: 'Pads damaged', cancel: true })).json().state).toBe(
      'succeeded',
    );
    expect(await stockOf(t.app, pads)).toBe(40);
    const rest = await injectAs(t.app, admin).post(`/api/checkout/${checkoutId}/refund`, {
      reason: 'Goodwill',
    });
    expect(rest.json()).toMatchObject({ state: 'succeeded', amount: 30 });
    const checkout = (await injectAs(t.app, buyer).get(`/api/checkout/${checkoutId}`)).json();
    expect(checkout.refunded).toBe(60);
    expect(checkout.cancelled).toBe(false);
    const listed = (await injectAs(t.app, buyer).get(`/api/refund?checkout=${checkoutId}`)).json();
    expect(listed).toHaveLength(2);
  });

  it('takes refunds off the sales: revenue is a recount of what was kept', async () => {
    const partId = await part(100, 1000);
    const sales = async () =>
      (await injectAs(t.app, admin).get(`/api/stats/sales?from=${today}&to=${today}&interval=day`)).json();
    const before = await sales();
    const orderId = await paidOrderId(t.app, buyer, partId, { quantity: 5 });
    await refund(orderId, { amount: 20, reason: 'Goodwill' });
    const after = await sales();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const kept = await t.app.db
      .selectFrom('orders')
      .select((eb) =>
        eb.fn.sum<number | string>(eb('price_cents', '-', eb.ref('refunded_cents'))).as('cents'),
      )
      .where('paid', '=', 1)
      .executeTakeFirstOrThrow();
    const ledger = await t.app.db
      .selectFrom('sales_day')
      .select((eb) => eb.fn.sum<number | string>('revenue_cents').as('cents'))
      .executeTakeFirstOrThrow();
    expect(Number(ledger.cents)).toBe(Number(kept.cents));
  });

  it('gives every refund a credit note in its own gapless numbering, naming the invoice it corrects', async () => {
    const orderId = await paidOrderId(t.app, buyer, await part(100, 1000), { quantity: 6 });
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => refund(orderId, { amount: 10, reason: `Part ${n} damaged` })),
    );
    const ids = answers.map((res) => res.json().refundId as string);
    const numbers = (
      await t.app.db
        .selectFrom('refund')
        .select('credit_note_number')
        .where('state', '=', 'succeeded')
        .execute()
    )
      .map((row) => row.credit_note_number!)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    const invoiceNumber = (await orderOf(orderId)).invoiceNumber as number;
    const pdfOf = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(buyer.token) });
    const note = await pdfOf(`/api/credit-note/${ids[0]}`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    const [listed] = (await injectAs(t.app, buyer).get(`/api/refund?order=${orderId}&limit=1`)).json();
    const text = await pdfText(note.rawPayload);
    const own = (
      await t.app.db
        .selectFrom('refund')
        .select('credit_note_number')
        .where('id', '=', ids[0]!)
        .executeTakeFirstOrThrow()
    ).credit_note_number!;
    expect(note.headers['content-disposition']).toBe(
      `attachment; filename="CN-${String(own).padStart(6, '0')}.pdf"`,
    );
    for (const expected of [
      'Credit note',
      `CN-${String(own).padStart(6, '0')}`,
      `Corrects invoice INV-${String(invoiceNumber).padStart(6, '0')}`,
      'Rita Refund',
      '$10.00',
      'Total refunded',
      'Part',
    ]) {
      expect(text).toContain(expected);
    }
    expect(listed.creditNote).toMatch(/^CN-\d{6}$/);
    expect((await injectAs(t.app, other).get(`/api/credit-note/${ids[0]}`)).statusCode).toBe(404);
    expect((await injectAs(t.app, admin).get(`/api/credit-note/${ids[0]}`)).statusCode).toBe(200);
    expect((await injectAs(t.app).get(`/api/credit-note/${ids[0]}`)).statusCode).toBe(401);
    // The invoice is never edited: it still shows what was paid.
    const invoice = await pdfText((await pdfOf(`/api/order/${orderId}/invoice`)).rawPayload);
    expect(invoice).toContain('$60.00');
    expect(invoice).not.toContain('refund');
  });

  it('has no credit note for a failed refund', async () => {
    const orderId = await paidOrderId(t.app, buyer, await part(), { card: '4000000000005126' });
    const { refundId } = (await refund(orderId, { reason: 'Wrong size' })).json();
    const res = await injectAs(t.app, buyer).get(`/api/credit-note/${refundId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'No credit note was found: a refund has one once the payment provider confirms it.',
    );
  });
});
