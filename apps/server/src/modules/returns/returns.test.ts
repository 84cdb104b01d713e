import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart, insertVehicle } from '../../test/fixtures';
import { paidOrderId, shippedOrderId, stockOf } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

const env = {
  AUTH_RATE_LIMIT: '1000',
  ORDER_RATE_LIMIT: '1000',
  MAX_UNPAID_ORDERS: '100',
  RETURN_RESTOCKING_FEE_PERCENT: '15',
};

describe('returns of shipped orders', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let buyer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let admin2: TestAccount;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ ...env, SMTP_URL: smtp.url });
    [buyer, other, admin, admin2] = [
      await signUp(t.app, 'Rhea Returner'),
      await signUp(t.app, 'Otto Other'),
      await signUpAdmin(t.app),
      await signUpAdmin(t.app),
    ];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const part = (stock = 100, priceCents = 4000) =>
    insertPart(t.app, { min_order_quantity: 1, available_quantity: stock, price_cents: priceCents }).then(
      (row) => row.id,
    );
  const shipped = async (quantity = 2, priceCents = 4000) => {
    const partId = await part(100, priceCents);
    return { partId, orderId: await shippedOrderId(t.app, buyer, admin, partId, quantity) };
  };
  const ask = (orderId: string, body: object, as: TestAccount = buyer) =>
    injectAs(t.app, as).post(`/api/order/${orderId}/return`, body);
  const decide = (id: string, body: object, as: TestAccount = admin) =>
    injectAs(t.app, as).put(`/api/return/${id}`, body);
  const returnsOf = async (orderId: string, as: TestAccount = admin) =>
    (await injectAs(t.app, as).get(`/api/return?order=${orderId}`)).json();
  const refundRows = (orderId: string) =>
    t.app.db.selectFrom('refund').selectAll().where('order_id', '=', orderId).execute();

  it('a part that did not fit: asked, flagged for fitment, approved, received, refunded, restocked', async () => {
    const vehicle = await insertVehicle(t.app, { make: 'Mazda', model: 'MX-5', year: 2016, engine: '2.0 L' });
    const saved = await injectAs(t.app, buyer).put(`/api/profile/${buyer.email}/vehicle`, {
      vehicleId: vehicle.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { partId, orderId } = await shipped(2, 4000);
    expect(await stockOf(t.app, partId)).toBe(98);

    const asked = await ask(orderId, { quantity: 2, reason: 'does_not_fit', note: 'Bolt pattern differs' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({ _id: expect.any(String), state: 'requested' });
    const id = asked.json()._id as string;
    expect((await smtp.lastMailTo(buyer.email)).subject).toBe('We received your return request');
    const adminMail = await smtp.lastMailTo(admin.email);
    expect(adminMail.subject).toMatch(/^Return requested: .+ × 2$/);
    expect(adminMail.text).toContain('Reason: Does not fit');

    const listed = await injectAs(t.app, admin).get('/api/return?state=requested&page=1&limit=10');
    expect(listed.statusCode).toBe(200);
    const mine = listed.json().find((r: { _id: string }) => r._id === id);
    expect(mine).toMatchObject({
      state: 'requested',
      quantity: 2,
      reason: 'does_not_fit',
      note: 'Bolt pattern differs',
      checkFitment: { part: expect.any(String), vehicle: '2016 Mazda MX-5 2.0 L' },
    });

    const approved = await decide(id, { state: 'approved', message: 'Send it to 1 Foundry Road, Porto.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      state: 'approved',
      message: 'Send it to 1 Foundry Road, Porto.',
    });
    const approvedMail = await smtp.lastMailTo(buyer.email);
    expect(approvedMail.subject).toBe('Your return is approved: how to send it back');
    expect(approvedMail.text).toContain('Send it to 1 Foundry Road, Porto.');

    const received = await decide(id, { state: 'received', resaleable: true });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      state: 'received',
      resaleable: true,
      refund: 80,
      fee: 0,
      refundState: 'succeeded',
    });
    expect(await stockOf(t.app, partId)).toBe(100);
    const order = (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(order).toMatchObject({ refunded: 80, refundPending: false, returned: 2, status: 'Shipped' });
    const refunds = await refundRows(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: 8000, state: 'succeeded', return_id: id });
    expect(refunds[0]!.credit_note_number).not.toBeNull();
    const buyerView = await returnsOf(orderId, buyer);
    expect(buyerView).toEqual([
      expect.objectContaining({ _id: id, state: 'received', refundState: 'succeeded' }),
    ]);
    const mails = smtp.mails.filter((m) => m.to.includes(buyer.email.toLowerCase())).map((m) => m.subject);
    expect(mails).toContain('We received your return and refunded you');
    expect(mails).toContain('You have a refund from Partsmith');
  });

  it('keeps the restocking fee for "no longer needed" only, and leaves units out of stock unless resaleable', async () => {
    const { partId, orderId } = await shipped(3, 1999);
    const a = (await ask(orderId, { quantity: 1, reason: 'no_longer_needed' })).json()._id;
    const b = (await ask(orderId, { quantity: 1, reason: 'damaged_in_transit' })).json()._id;
    for (const id of [a, b])
      expect((await decide(id, { state: 'approved', message: 'Ship it back.' })).statusCode).toBe(200);
    // 15 % of $19.99 is 299.85 cents: 300 kept, $16.99 back.
    expect((await decide(a, { state: 'received' })).json()).toMatchObject({
      refund: 16.99,
      fee: 3,
      resaleable: false,
    });
    expect((await decide(b, { state: 'received', resaleable: false })).json()).toMatchObject({
      refund: 19.99,
      fee: 0,
    });
    expect(await stockOf(t.app, partId)).toBe(97);
    const order = (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(order.refunded).toBe(36.98);
    expect((await smtp.lastMailTo(buyer.email)).subject).toMatch(/refund/i);
  });

  it('never returns more units than shipped, over all returns not refused', async () => {
    const { orderId } = await shipped(3);
    expect((await ask(orderId, { quantity: 4, reason: 'wrong_part_sent' })).json().message).toBe(
      'You can return at most 3 more units of this order: 3 shipped, 0 already in returns.',
    );
    const first = await ask(orderId, { quantity: 2, reason: 'wrong_part_sent' });
    expect(first.statusCode).toBe(201);
    const tooMany = await ask(orderId, { quantity: 2, reason: 'wrong_part_sent' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      'You can return at most 1 more unit of this order: 3 shipped, 2 already in returns.',
    );
    const refused = await decide(first.json()._id, { state: 'refused', message: 'Opened and used.' });
    expect(refused.json()).toMatchObject({ state: 'refused', message: 'Opened and used.' });
    expect((await smtp.lastMailTo(buyer.email)).subject).toBe('Your return request was refused');
    expect((await ask(orderId, { quantity: 3, reason: 'wrong_part_sent' })).statusCode).toBe(201);
    expect((await ask(orderId, { quantity: 1, reason: 'wrong_part_sent' })).json().message).toBe(
      'Every unit of this order (3) is already in a return.',
    );
  });

  it('racing requests never hold more units than shipped', async () => {
    const { orderId } = await shipped(4);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => ask(orderId, { quantity: 1, reason: 'no_longer_needed' })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(4);
    for (const res of answers) expect([201, 409]).toContain(res.statusCode);
    const rows = await t.app.db
      .selectFrom('order_return')
      .select('quantity')
      .where('order_id', '=', orderId)
      .execute();
    expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(4);
  });

  it('refuses an order not shipped, or shipped longer ago than the window, with a clear message', async () => {
    const paid = await paidOrderId(t.app, buyer, await part());
    const notShipped = await ask(paid, { quantity: 1, reason: 'does_not_fit' });
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json().message).toBe(
      'Only a shipped order can be returned: cancel it instead if it has not shipped yet.',
    );
    const { orderId } = await shipped(1);
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.app.db.updateTable('orders').set({ shipped_at: longAgo }).where('id', '=', orderId).execute();
    const late = await ask(orderId, { quantity: 1, reason: 'does_not_fit' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `This order can no longer be returned: returns are accepted within 30 days of shipping, and it shipped on ${longAgo.slice(0, 10)}.`,
    );
    const policy = await t.app.inject({ method: 'GET', url: '/api/return/policy' });
    expect(policy.json()).toEqual({ windowDays: 30, sendBackDays: 30, restockingFeePercent: 15 });
  });

  it('hides another buyer’s orders and returns, and lets only admins decide', async () => {
    const { orderId } = await shipped(1);
    expect((await ask(orderId, { quantity: 1, reason: 'does_not_fit' }, other)).statusCode).toBe(404);
    expect((await ask(orderId, { quantity: 1, reason: 'does_not_fit' }, admin)).statusCode).toBe(403);
    const id = (await ask(orderId, { quantity: 1, reason: 'does_not_fit' })).json()._id;
    const byBuyer = await decide(id, { state: 'approved', message: 'Self-approved' }, buyer);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('Only an admin can approve, refuse or receive a return.');
    expect(await returnsOf(orderId, other)).toEqual([]);
    const othersList = await injectAs(t.app, other).get('/api/return');
    expect(othersList.json().some((r: { _id: string }) => r._id === id)).toBe(false);
    expect((await injectAs(t.app).get('/api/return')).statusCode).toBe(401);
    const missing = await decide('00000000-0000-4000-8000-000000000000', { state: 'approved', message: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('moves only forward and refunds once, with two admins receiving at once and a replay', async () => {
    const { partId, orderId } = await shipped(2, 3000);
    const id = (await ask(orderId, { quantity: 2, reason: 'damaged_in_transit' })).json()._id;
    const early = await decide(id, { state: 'received', resaleable: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'A return that is requested cannot be received: returns go requested → approved → received, or requested → refused.',
    );
    expect((await decide(id, { state: 'approved', message: 'Use the prepaid label.' })).statusCode).toBe(200);
    expect((await decide(id, { state: 'approved', message: 'Again' })).json().message).toBe(
      'This return is already approved.',
    );
    expect((await decide(id, { state: 'refused', message: 'Too late' })).statusCode).toBe(409);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        decide(id, { state: 'received', resaleable: true }, n % 2 ? admin : admin2),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const replay = await decide(id, { state: 'received', resaleable: true });
    expect(replay.statusCode).toBe(409);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await stockOf(t.app, partId)).toBe(100);
    const order = (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
    expect(order.refunded).toBe(60);
  });

  /** The return was approved `days` ago. */
  const approvedDaysAgo = (id: string, days: number) =>
    t.app.db
      .updateTable('order_return')
      .set({ approved_at: new Date(Date.now() - days * 86_400_000).toISOString() })
      .where('id', '=', id)
      .execute();
  const returnedOf = async (orderId: string) =>
    (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json().returned as number;

  it('lapses an approved return not sent back within the send-back days, once, giving its units back', async () => {
    const { orderId } = await shipped(3, 4000);
    const id = (await ask(orderId, { quantity: 2, reason: 'does_not_fit' })).json()._id as string;
    expect((await decide(id, { state: 'approved', message: 'Ship it back.' })).statusCode).toBe(200);
    await approvedDaysAgo(id, 29);
    await t.app.lapseReturns();
    expect((await returnsOf(orderId))[0]).toMatchObject({ _id: id, state: 'approved' });
    await approvedDaysAgo(id, 31);
    expect(await t.app.lapseReturns()).toBeGreaterThanOrEqual(1);
    expect(await returnsOf(orderId, buyer)).toEqual([
      expect.objectContaining({ _id: id, state: 'lapsed', message: 'Ship it back.' }),
    ]);
    expect(await returnedOf(orderId)).toBe(0);
    const mail = await smtp.lastMailTo(buyer.email);
    expect(mail.subject).toBe('Your return has lapsed');
    expect(mail.text).toContain('did not reach us within 30 days');
    // Another pass (or another instance) changes nothing: the units are given back once.
    await t.app.lapseReturns();
    expect(await returnedOf(orderId)).toBe(0);
    expect((await returnsOf(orderId))[0]).toMatchObject({ state: 'lapsed' });
    expect(await refundRows(orderId)).toHaveLength(0);
    // A lapsed return is not approved or refused again.
    expect((await decide(id, { state: 'refused', message: 'Too late' })).statusCode).toBe(409);
  });

  it('receives a lapsed return whose goods arrive late, unless its units were asked back since (409)', async () => {
    const { orderId } = await shipped(3, 4000);
    const id = (await ask(orderId, { quantity: 2, reason: 'damaged_in_transit' })).json()._id as string;
    await decide(id, { state: 'approved', message: 'Ship it back.' });
    await approvedDaysAgo(id, 40);
    await t.app.lapseReturns();
    const again = await ask(orderId, { quantity: 2, reason: 'no_longer_needed' });
    expect(again.statusCode, again.body).toBe(201);
    const late = await decide(id, { state: 'received', resaleable: false });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This return lapsed and its 2 units no longer fit in the order: 3 shipped, 2 in other returns since. Settle it with the buyer as a refund of the order instead.',
    );
    expect((await returnsOf(orderId)).find((r: { _id: string }) => r._id === id)).toMatchObject({
      state: 'lapsed',
    });
    await decide(again.json()._id, { state: 'refused', message: 'The first return is on its way.' });
    const received = await decide(id, { state: 'received', resaleable: false });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ state: 'received', refund: 80, refundState: 'succeeded' });
    expect(await returnedOf(orderId)).toBe(2);
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('counts the units once when the lapse and an admin receiving the goods race', async () => {
    const { orderId } = await shipped(2, 2500);
    const id = (await ask(orderId, { quantity: 2, reason: 'wrong_part_sent' })).json()._id as string;
    await decide(id, { state: 'approved', message: 'Ship it back.' });
    await approvedDaysAgo(id, 31);
    const [, received] = await Promise.all([
      t.app.lapseReturns(),
      decide(id, { state: 'received', resaleable: false }),
    ]);
    expect(received.statusCode, received.body).toBe(200);
    expect((await returnsOf(orderId))[0]).toMatchObject({ state: 'received', refund: 50 });
    expect(await returnedOf(orderId)).toBe(2);
    expect(await refundRows(orderId)).toHaveLength(1);
  });

  it('refuses bad input with readable messages', async () => {
    const { orderId } = await shipped(1);
    const zero = await ask(orderId, { quantity: 0, reason: 'does_not_fit' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Return at least 1 unit');
    const reason = await ask(orderId, { quantity: 1, reason: 'bored' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().message).toContain('Choose a reason for the return');
    // Text is measured as sent: a note of 1,001 spaces is too long, not a blank note.
    const spaces = await ask(orderId, { quantity: 1, reason: 'does_not_fit', note: ' '.repeat(1001) });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().message).toContain('Note is too long (1,000 characters at most)');
    const id = (await ask(orderId, { quantity: 1, reason: 'does_not_fit' })).json()._id;
    const bare = await decide(id, { state: 'approved' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain('Give the buyer return instructions');
    const blank = await decide(id, { state: 'approved', message: ' '.repeat(1001) });
    expect(blank.json().message).toContain('Message is too long (1,000 characters at most)');
    expect((await decide(id, { state: 'requested' })).statusCode).toBe(400);
  });

  it('mails the buyer when an admin cancels and refunds a paid order, with its credit note', async () => {
    const orderId = await paidOrderId(t.app, buyer, await part(), { quantity: 1 });
    const res = await injectAs(t.app, admin).post(`/api/order/${orderId}/refund`, {
      reason: 'Out of stock at the supplier',
      cancel: true,
    });
    expect(res.json()).toMatchObject({ state: 'succeeded', amount: 40 });
    const mail = await smtp.lastMailTo(buyer.email);
    expect(mail.subject).toBe('Your Partsmith order is cancelled and refunded');
    expect(mail.text).toMatch(/refunded \$40\.00/);
    expect(mail.text).toMatch(/Credit note: CN-\d{6}/);
  });
});
