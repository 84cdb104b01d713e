import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { confirmedPaymentId, newOrderId, paidOrderId } from '../../test/orders';
import { pdfText } from '../../test/pdf-text';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';

const limits = { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '100' };

describe('invoices', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let partId: string;

  const getInvoice = (orderId: string, account?: TestAccount) =>
    t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/invoice`,
      headers: account ? bearer(account.token) : {},
    });

  beforeAll(async () => {
    t = await createTestApp({ ...limits, INVOICE_SELLER: 'Partsmith Test Works|7 Forge Street|Porto' });
    buyer = await signUp(t.app, 'Blake Buyer');
    other = await signUp(t.app, 'Olive Other');
    admin = await signUpAdmin(t.app);
    partId = (
      await insertPart(t.app, {
        name: 'Ceramic brake pads',
        part_number: 'PS-BP-1042',
        min_order_quantity: 1,
        available_quantity: 1000,
        price_cents: 2450,
      })
    ).id;
  });
  afterAll(() => t.close());

  it('answers a PDF with seller, buyer, part number, quantity, prices, payment and a number', async () => {
    const orderId = await paidOrderId(t.app, buyer, partId);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: bearer(buyer.token) })
    ).json();
    expect(order.invoiceNumber).toBe(1);
    const res = await getInvoice(orderId, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-000001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const paidAt = (
      await t.app.db
        .selectFrom('orders')
        .select('paid_at')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).paid_at!;
    for (const expected of [
      'Invoice',
      'INV-000001',
      'Partsmith Test Works',
      '7 Forge Street',
      'Blake Buyer',
      buyer.email,
      '12 Workshop Lane, Porto',
      '+351 912 345 678',
      'PS-BP-1042',
      'Ceramic brake pads',
      '$24.50',
      `Paid on ${paidAt.slice(0, 10)} by card`,
      `Transaction ${order.transactionId}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is for the buyer and admins only, and only once the order is paid', async () => {
    const paid = await paidOrderId(t.app, buyer, partId);
    const unpaid = await newOrderId(t.app, buyer, partId);
    expect((await getInvoice(paid, admin)).statusCode).toBe(200);
    expect((await getInvoice(paid, other)).statusCode).toBe(404);
    expect((await getInvoice(paid)).statusCode).toBe(401);
    const notYet = await getInvoice(unpaid, buyer);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().message).toBe('No invoice was found: an order has one once it is paid.');
    expect((await getInvoice(unpaid, admin)).statusCode).toBe(404);
    expect((await getInvoice('00000000-0000-4000-8000-000000000000', buyer)).statusCode).toBe(404);
  });

  it('prints any name, even in a script the standard fonts lack, and cuts a long item name', async () => {
    const named = await signUp(t.app, 'Rahim উদ্দিন 🚗');
    // A short part number of its own: a generated one (PS-TS-DE33AF…) may be cut too, and a PDF reader
    // then reads the two cut cells as one run of text.
    const longPart = await insertPart(t.app, {
      part_number: 'PS-BP-1',
      name: 'Brake pad '.repeat(11).trim(),
      min_order_quantity: 1,
      price_cents: 100,
    });
    const orderId = await paidOrderId(t.app, named, longPart.id);
    const res = await getInvoice(orderId, named);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Rahim ?');
    expect(text).toMatch(/^Brake pad Brake pad .*\.\.\.$/m);
  });
});

describe('invoice numbers', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('are distinct and gapless when many orders are paid at once', async () => {
    t = await createTestApp(limits);
    const buyers = await Promise.all([signUp(t.app, 'First Buyer'), signUp(t.app, 'Second Buyer')]);
    const { id: partId } = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 1000 });
    const orders: { buyer: TestAccount; orderId: string }[] = [];
    for (let index = 0; index < 24; index += 1) {
      const buyer = buyers[index % 2]!;
      orders.push({ buyer, orderId: await newOrderId(t.app, buyer, partId) });
    }
    const payments = await Promise.all(
      orders.map(async ({ buyer, orderId }) => ({
        buyer,
        orderId,
        transactionId: await confirmedPaymentId(t.app, buyer, orderId),
      })),
    );
    // The buyers' confirmations race each other (and two for the same order race too: one wins).
    const answers = await Promise.all(
      [...payments, ...payments.slice(0, 4)].map(({ buyer, orderId, transactionId }) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/order/${orderId}`,
          headers: bearer(buyer.token),
          payload: { transactionId },
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await t.app.db
      .selectFrom('orders')
      .select(['invoice_number', 'paid'])
      .orderBy('invoice_number')
      .execute();
    expect(rows.every((row) => row.paid === 1)).toBe(true);
    expect(rows.map((row) => row.invoice_number)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
    const counter = await t.app.db
      .selectFrom('invoice_counter')
      .select('last_number')
      .where('id', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(24);
  });
});

describe('the invoice in the payment mail', () => {
  it('is attached as a PDF, over SMTP and in the dev outbox', async () => {
    const smtp = await startSmtpCapture();
    const mailed = await createTestApp({ ...limits, SMTP_URL: smtp.url });
    const outbox = await createTestApp(limits);
    try {
      for (const t of [mailed, outbox]) {
        const buyer = await signUp(t.app, 'Mia Mailed');
        const { id } = await insertPart(t.app, { min_order_quantity: 1, part_number: 'PS-MX-0001' });
        await paidOrderId(t.app, buyer, id);
        if (t === mailed) {
          const mail = await smtp.lastMailTo(buyer.email);
          expect(mail.subject).toBe('Your Partsmith order is confirmed');
          expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
            ['INV-000001.pdf', 'application/pdf'],
          ]);
          const text = await pdfText(mail.attachments[0]!.content);
          expect(text).toContain('INV-000001');
          expect(text).toContain('PS-MX-0001');
        } else {
          const dir = path.join(t.dataDir, 'outbox');
          const pdfOf = () => fs.readdirSync(dir).find((file) => file.endsWith('-INV-000001.pdf'));
          await expect.poll(pdfOf).toBeTruthy();
          const pdf = pdfOf()!;
          const txt = pdf.replace(/-INV-000001\.pdf$/, '.txt');
          expect(fs.readFileSync(path.join(dir, txt), 'utf8')).toContain(
            `Attachment: ${pdf} (application/pdf)`,
          );
          expect(await pdfText(fs.readFileSync(path.join(dir, pdf)))).toContain('INV-000001');
        }
      }
    } finally {
      await mailed.close();
      await outbox.close();
      await smtp.close();
    }
  });
});

describe('invoice downloads per user (issue 31, finding 8)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('renders at most INVOICE_RATE_LIMIT a minute per user, then answers 429 saying how long to wait', async () => {
    t = await createTestApp({ ...limits, INVOICE_RATE_LIMIT: '3' });
    const [buyer, admin] = [await signUp(t.app), await signUpAdmin(t.app)];
    const partId = (await insertPart(t.app, { min_order_quantity: 1, available_quantity: 100 })).id;
    const orderId = await paidOrderId(t.app, buyer, partId);
    const get = (account: TestAccount) =>
      t.app.inject({ method: 'GET', url: `/api/order/${orderId}/invoice`, headers: bearer(account.token) });
    for (let i = 0; i < 3; i += 1) expect((await get(buyer)).statusCode).toBe(200);
    const refused = await get(buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'RATE_LIMITED', message: expect.stringMatching(/wait/) });
    // Another user's downloads are counted apart.
    expect((await get(admin)).statusCode).toBe(200);
  });
});
