import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { payOrder, placeOrder, stockOf } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('orders after they are placed', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;
  let partId: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', SMTP_URL: smtp.url, MAX_UNPAID_ORDERS: '1000' });
    [owner, stranger, admin] = [
      await signUp(t.app, 'Olive Owner'),
      await signUp(t.app),
      await signUpAdmin(t.app),
    ];
    partId = (await insertPart(t.app, { min_order_quantity: 5, available_quantity: 5000, price_cents: 1000 }))
      .id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const newOrder = async (quantity = 5) =>
    (await placeOrder(t.app, owner, partId, quantity)).json().insertedId as string;

  describe('reading', () => {
    it('lists a buyer’s own orders by email, newest first', async () => {
      const first = await newOrder();
      const second = await newOrder();
      const res = await injectAs(t.app, owner).get(`/api/order?email=${owner.email}`);
      expect(res.statusCode).toBe(200);
      const ids = res.json().map((order: { _id: string }) => order._id);
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    });

    it('refuses another buyer’s list, the full list to buyers, and anonymous callers', async () => {
      expect((await injectAs(t.app, stranger).get(`/api/order?email=${owner.email}`)).statusCode).toBe(403);
      expect((await injectAs(t.app, owner).get('/api/order')).statusCode).toBe(403);
      expect((await injectAs(t.app).get(`/api/order?email=${owner.email}`)).statusCode).toBe(401);
    });

    it('gives an admin every order', async () => {
      const res = await injectAs(t.app, admin).get('/api/order');
      expect(res.json().every((order: { email: string }) => order.email === owner.email)).toBe(true);
      expect(res.json().length).toBeGreaterThanOrEqual(2);
    });

    it('shows one order to its buyer and admins only', async () => {
      const id = await newOrder();
      expect((await injectAs(t.app, owner).get(`/api/order/${id}`)).statusCode).toBe(200);
      expect((await injectAs(t.app, admin).get(`/api/order/${id}`)).statusCode).toBe(200);
      expect((await injectAs(t.app).get(`/api/order/${id}`)).statusCode).toBe(401);
      // Another buyer's order and one that is not there answer alike (issue 31).
      const missing = await injectAs(t.app, owner).get('/api/order/00000000-0000-4000-8000-000000000000');
      const others = await injectAs(t.app, stranger).get(`/api/order/${id}`);
      expect([missing.statusCode, others.statusCode]).toEqual([404, 404]);
      expect(others.json()).toEqual(missing.json());
    });
  });

  describe('deleting', () => {
    it('refuses another buyer and changes nothing', async () => {
      const id = await newOrder();
      const stock = await stockOf(t.app, partId);
      expect((await injectAs(t.app, stranger).delete(`/api/order/${id}`)).statusCode).toBe(404);
      expect((await injectAs(t.app).delete(`/api/order/${id}`)).statusCode).toBe(401);
      expect((await injectAs(t.app, owner).get(`/api/order/${id}`)).statusCode).toBe(200);
      expect(await stockOf(t.app, partId)).toBe(stock);
    });

    it('lets the buyer delete an unpaid order and gives the units back', async () => {
      const before = await stockOf(t.app, partId);
      const id = await newOrder(7);
      expect(await stockOf(t.app, partId)).toBe(before - 7);
      expect((await injectAs(t.app, owner).delete(`/api/order/${id}`)).json()).toEqual({ deletedCount: 1 });
      expect(await stockOf(t.app, partId)).toBe(before);
      expect((await injectAs(t.app, owner).get(`/api/order/${id}`)).statusCode).toBe(404);
    });

    it('lets an admin delete an unpaid order', async () => {
      const id = await newOrder();
      expect((await injectAs(t.app, admin).delete(`/api/order/${id}`)).json()).toEqual({ deletedCount: 1 });
    });

    it('refuses to delete a paid order', async () => {
      const id = await newOrder();
      const { confirm } = await payOrder(t.app, owner, id);
      await injectAs(t.app, owner).patch(`/api/order/${id}`, {
        transactionId: confirm.json().paymentIntent.id,
      });
      // The payment's confirmation goes first, so the newest mail below is the shipping one.
      await t.app.sendQueuedMails();
      const res = await injectAs(t.app, owner).delete(`/api/order/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A paid order cannot be deleted.');
    });
  });

  describe('paying', () => {
    it('marks the order paid only after the processor confirms, once, and mails the buyer', async () => {
      const id = await newOrder();
      const { confirm } = await payOrder(t.app, owner, id);
      expect(confirm.statusCode).toBe(200);
      const transactionId = confirm.json().paymentIntent.id;

      expect((await injectAs(t.app, owner).patch(`/api/order/${id}`, { transactionId })).json()).toEqual({
        modifiedCount: 1,
      });
      expect((await injectAs(t.app, owner).patch(`/api/order/${id}`, { transactionId })).json()).toEqual({
        modifiedCount: 0,
      });
      expect((await injectAs(t.app, owner).get(`/api/order/${id}`)).json()).toMatchObject({
        paid: true,
        transactionId,
      });
      // Sent after the answer, from the mail outbox (ADR 0038).
      await smtp.mailTo(owner.email, 'Your Partsmith order is confirmed');
    });

    it('never marks an order paid with a made-up transaction id', async () => {
      const id = await newOrder();
      const res = await injectAs(t.app, owner).patch(`/api/order/${id}`, { transactionId: 'pi_made_up' });
      expect(res.statusCode).toBe(400);
      expect((await injectAs(t.app, owner).get(`/api/order/${id}`)).json().paid).toBe(false);
    });

    it('never marks an order paid with the payment of another order', async () => {
      const cheap = await newOrder(5);
      const dear = await newOrder(20);
      const { confirm } = await payOrder(t.app, owner, cheap);
      const res = await injectAs(t.app, owner).patch(`/api/order/${dear}`, {
        transactionId: confirm.json().paymentIntent.id,
      });
      expect(res.statusCode).toBe(400);
      expect((await injectAs(t.app, owner).get(`/api/order/${dear}`)).json().paid).toBe(false);
    });

    it('leaves the order unpaid when the card is declined', async () => {
      const id = await newOrder();
      const { clientSecret, confirm } = await payOrder(t.app, owner, id, '4000 0000 0000 0002');
      expect(confirm.statusCode).toBe(402);
      expect(confirm.json()).toEqual({ error: 'CARD_DECLINED', message: 'Your card was declined.' });
      const intentId = clientSecret.split('_secret_')[0];
      expect(
        (await injectAs(t.app, owner).patch(`/api/order/${id}`, { transactionId: intentId })).statusCode,
      ).toBe(400);
      expect((await injectAs(t.app, owner).get(`/api/order/${id}`)).json().paid).toBe(false);
    });

    it.each([
      ['insufficient funds', '4000000000009995', 'Your card has insufficient funds.'],
      ['a number failing the Luhn check', '4242424242424241', 'Your card number is invalid.'],
    ])('explains %s', async (_label, number, message) => {
      const { confirm } = await payOrder(t.app, owner, await newOrder(), number);
      expect(confirm.json().message).toBe(message);
    });

    it('refuses to pay someone else’s order, a wrong price, or an order already paid', async () => {
      const id = await newOrder();
      const intent = (payload: object, account: TestAccount) =>
        t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: bearer(account.token),
          payload,
        });
      expect((await intent({ orderId: id }, stranger)).statusCode).toBe(404);
      expect((await intent({ orderId: id, price: 1 }, owner)).statusCode).toBe(400);
      expect((await intent({ orderId: id, price: 50 }, owner)).statusCode).toBe(200);

      const { confirm } = await payOrder(t.app, owner, id);
      await injectAs(t.app, owner).patch(`/api/order/${id}`, {
        transactionId: confirm.json().paymentIntent.id,
      });
      // The payment's confirmation goes first, so the newest mail below is the shipping one.
      await t.app.sendQueuedMails();
      const again = await intent({ orderId: id }, owner);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This order is already paid.');
    });

    it('refuses another buyer confirming the payment of an order', async () => {
      const id = await newOrder();
      const { confirm } = await payOrder(t.app, owner, id);
      const res = await injectAs(t.app, stranger).patch(`/api/order/${id}`, {
        transactionId: confirm.json().paymentIntent.id,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('shipping', () => {
    it('is for admins, for paid orders only, and mails the buyer', async () => {
      const id = await newOrder();
      expect((await injectAs(t.app, admin).put(`/api/order/${id}`, { status: 'Shipped' })).statusCode).toBe(
        409,
      );
      const { confirm } = await payOrder(t.app, owner, id);
      await injectAs(t.app, owner).patch(`/api/order/${id}`, {
        transactionId: confirm.json().paymentIntent.id,
      });
      // The payment's confirmation goes first, so the newest mail below is the shipping one.
      await t.app.sendQueuedMails();

      expect((await injectAs(t.app, owner).put(`/api/order/${id}`, { status: 'Shipped' })).statusCode).toBe(
        403,
      );
      expect((await injectAs(t.app, admin).put(`/api/order/${id}`, { status: 'Delivered' })).statusCode).toBe(
        400,
      );
      expect((await injectAs(t.app, admin).put(`/api/order/${id}`, { status: 'Shipped' })).json()).toEqual({
        modifiedCount: 1,
      });
      expect((await injectAs(t.app, admin).put(`/api/order/${id}`, { status: 'Shipped' })).json()).toEqual({
        modifiedCount: 0,
      });
      expect((await injectAs(t.app, owner).get(`/api/order/${id}`)).json().status).toBe('Shipped');
      expect((await smtp.lastMailTo(owner.email)).subject).toBe('Your Partsmith order has shipped');
    });
  });
});
