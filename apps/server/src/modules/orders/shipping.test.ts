import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { paidOrderId } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('shipping with tracking', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let buyer: TestAccount;
  let admin: TestAccount;
  let partId: string;

  const ship = (orderId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/order/${orderId}`,
      headers: bearer(admin.token),
      payload: body,
    });
  const orderOf = async (orderId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: bearer(buyer.token) })
    ).json();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', SMTP_URL: smtp.url });
    buyer = await signUp(t.app, 'Blake Buyer');
    admin = await signUpAdmin(t.app);
    partId = (await insertPart(t.app, { min_order_quantity: 1 })).id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the carrier and tracking number, answers them, and mails them with a tracking link', async () => {
    const orderId = await paidOrderId(t.app, buyer, partId);
    const res = await ship(orderId, {
      status: 'Shipped',
      carrier: ' DHL ',
      trackingNumber: 'JD0146 0000 1234',
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'Shipped',
      carrier: 'DHL',
      trackingNumber: 'JD0146 0000 1234',
    });
    const mail = await smtp.lastMailTo(buyer.email);
    expect(mail.subject).toBe('Your Partsmith order has shipped');
    expect(mail.text).toContain('Carrier: DHL');
    expect(mail.text).toContain('Tracking number: JD0146 0000 1234');
    expect(mail.text).toContain(
      'Track it: https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146%200000%201234',
    );
  });

  it('ships without them (blank counts as none), and links no carrier it does not know', async () => {
    const plain = await paidOrderId(t.app, buyer, partId);
    expect((await ship(plain, { status: 'Shipped', carrier: '', trackingNumber: '  ' })).statusCode).toBe(
      200,
    );
    expect(await orderOf(plain)).toMatchObject({ status: 'Shipped', carrier: null, trackingNumber: null });
    expect((await smtp.lastMailTo(buyer.email)).text).not.toContain('Tracking');

    const local = await paidOrderId(t.app, buyer, partId);
    await ship(local, { status: 'Shipped', carrier: 'Porto Couriers', trackingNumber: 'PC-77' });
    const mail = await smtp.lastMailTo(buyer.email);
    expect(mail.text).toContain('Carrier: Porto Couriers');
    expect(mail.text).toContain('Tracking number: PC-77');
    expect(mail.text).not.toContain('Track it');
  });

  it('takes a corrected tracking on an order shipped already, mails it, and changes nothing otherwise', async () => {
    const orderId = await paidOrderId(t.app, buyer, partId);
    await ship(orderId, { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const shippedAt = (await orderOf(orderId)).status;
    expect(shippedAt).toBe('Shipped');

    expect((await ship(orderId, { status: 'Shipped' })).json()).toEqual({ modifiedCount: 0 });
    expect(
      (
        await ship(orderId, { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
      ).json(),
    ).toEqual({ modifiedCount: 0 });
    expect(await orderOf(orderId)).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });

    const corrected = await ship(orderId, {
      status: 'Shipped',
      carrier: 'FedEx',
      trackingNumber: '7946 1234 5678',
    });
    expect(corrected.json()).toEqual({ modifiedCount: 1 });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'Shipped',
      carrier: 'FedEx',
      trackingNumber: '7946 1234 5678',
    });
    const mail = await smtp.lastMailTo(buyer.email);
    expect(mail.subject).toBe('Your Partsmith order has shipped');
    expect(mail.text).toContain('Carrier: FedEx');
    expect(mail.text).toContain('Tracking number: 7946 1234 5678');
  });

  it.each([
    [{ carrier: 'D'.repeat(41) }, 'Carrier is too long (40 characters at most)'],
    [{ carrier: '<script>' }, "Carrier may hold letters, digits, spaces and . & ' -"],
    [{ trackingNumber: '1'.repeat(41) }, 'Tracking number is too long (40 characters at most)'],
    [{ trackingNumber: 'AB/12' }, 'Tracking number may hold letters, digits, spaces and -'],
    [{ trackingNumber: 42 }, 'Tracking number must be text'],
  ])('refuses %j and leaves the order Pending', async (extra, message) => {
    const orderId = await paidOrderId(t.app, buyer, partId);
    const res = await ship(orderId, { status: 'Shipped', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await orderOf(orderId)).toMatchObject({ status: 'Pending', carrier: null, trackingNumber: null });
  });
});
