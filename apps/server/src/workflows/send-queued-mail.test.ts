import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../test/accounts';
import { paidCheckoutId } from '../test/checkouts';
import { insertPart } from '../test/fixtures';
import { confirmedPaymentId, newOrderId } from '../test/orders';
import { pdfText } from '../test/pdf-text';
import { startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { changeChannel } from '../lib/changes';
import { queueMail } from '../lib/mail/mail-outbox';
import type { Mail } from '../lib/mail/mailer';
import { orderPaidMail } from '../lib/mail/templates';
import { orderMailFacts } from '../modules/orders/order-mail-facts';
import { findOrderRow } from '../modules/orders/order-row';
import { markOrderPaid } from './mark-order-paid';
import { checkoutPaidMailKind, orderPaidMailKind, sendQueuedMails } from './send-queued-mail';

const limits = { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' };

describe('the mail outbox (ADR 0038)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ ...limits, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // The account's verification mail came first: wait for the confirmation itself.
  const confirmationTo = async (email: string) => {
    const find = () =>
      smtp.mails.filter(
        (m) => m.to.includes(email.toLowerCase()) && m.subject === 'Your Partsmith order is confirmed',
      );
    await expect.poll(() => find().length, { timeout: 5000 }).toBeGreaterThan(0);
    return find();
  };
  const queued = () => t.app.db.selectFrom('mail_outbox').selectAll().execute();
  /** The sender's dependencies with a mail server of the test's making. */
  const deps = (send: (mail: Mail) => Promise<void>) => ({
    db: t.app.db,
    log: t.app.log,
    config: t.app.config,
    mailer: { send },
  });
  const part = async (partNumber: string) =>
    (await insertPart(t.app, { min_order_quantity: 1, part_number: partNumber, price_cents: 1000 })).id;

  it("sends a paid checkout's confirmation with its invoice once, after the answer", async () => {
    const buyer = await signUp(t.app, 'Olga Outbox');
    const [a, b] = [await part('PS-OB-0001'), await part('PS-OB-0002')];
    const id = await paidCheckoutId(t.app, buyer, [
      { partId: a, quantity: 2 },
      { partId: b, quantity: 1 },
    ]);
    const [mail] = await confirmationTo(buyer.email);
    if (!mail) throw new Error('no confirmation');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.mimeType).toBe('application/pdf');
    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain(`Checkout ${id}`);
    expect(text).toContain('PS-OB-0001');
    expect(text).toContain('$30.00');
    // The invoice downloaded later is the same document, byte for byte.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/${id}/invoice`,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(Buffer.compare(download.rawPayload, Buffer.from(mail.attachments[0]!.content))).toBe(0);
    // Sent means gone from the outbox: another run sends nothing more.
    await t.app.sendQueuedMails();
    expect(await queued()).toEqual([]);
    expect(await confirmationTo(buyer.email)).toHaveLength(1);
  });

  it('keeps a mail that failed for a later run, sends a mail whose sender died once its lease ends, and never twice', async () => {
    const buyer = await signUp(t.app, 'Rita Retry');
    const id = await paidCheckoutId(t.app, buyer, [{ partId: await part('PS-OB-0003'), quantity: 1 }]);
    await confirmationTo(buyer.email);
    // The mail server has it; its row leaves the outbox when the run under way ends.
    await t.app.sendQueuedMails();
    const checkout = await t.app.db
      .selectFrom('checkout')
      .select('transaction_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // A write that rolls back takes its promised mail with it.
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await queueMail(trx, {
          kind: checkoutPaidMailKind,
          subjectId: id,
          transactionId: checkout.transaction_id!,
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await queued()).toEqual([]);

    await t.app.db.transaction().execute((trx) =>
      queueMail(trx, {
        kind: checkoutPaidMailKind,
        subjectId: id,
        transactionId: checkout.transaction_id!,
      }),
    );
    const sent: Mail[] = [];
    const failing = deps(() => Promise.reject(new Error('mail server down')));
    const working = deps(async (mail) => {
      sent.push(mail);
    });
    expect(await sendQueuedMails(failing)).toBe(0);
    expect(await queued()).toMatchObject([{ subject_id: id, attempts: 1 }]);
    // Claimed by the failed run until its lease ends: no other run sends it meanwhile.
    expect(await sendQueuedMails(working)).toBe(0);
    await t.app.db.updateTable('mail_outbox').set({ claimed_until: '2000-01-01T00:00:00.000Z' }).execute();
    // Two runs at once (two instances): one sends it.
    const counts = await Promise.all([sendQueuedMails(working), sendQueuedMails(working)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [buyer.email, 'Your Partsmith order is confirmed'],
    ]);
    expect(await queued()).toEqual([]);
  });

  it("queues a single order's confirmation in its payment's transaction: sent once, after the answer, as before", async () => {
    const buyer = await signUp(t.app, 'Otto Order');
    const partId = await part('PS-OB-0101');
    const orderId = await newOrderId(t.app, buyer, partId, 3);
    const transactionId = await confirmedPaymentId(t.app, buyer, orderId);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${orderId}`,
      headers: bearer(buyer.token),
      payload: { transactionId },
    });
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const [mail] = await confirmationTo(buyer.email);
    if (!mail) throw new Error('no confirmation');
    // The same text as the request used to send, and the invoice the buyer downloads, byte for byte.
    const expected = orderPaidMail(orderMailFacts(await findOrderRow(t.app.db, orderId)), transactionId);
    expect(mail.subject).toBe(expected.subject);
    expect(mail.text.replace(/\r\n/g, '\n').trim()).toBe(expected.text.trim());
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      [expect.stringMatching(/^INV-\d{6}\.pdf$/), 'application/pdf'],
    ]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/order/${orderId}/invoice`,
      headers: bearer(buyer.token),
    });
    expect(Buffer.compare(download.rawPayload, Buffer.from(mail.attachments[0]!.content))).toBe(0);
    expect(await pdfText(mail.attachments[0]!.content)).toContain('PS-OB-0101');
    await t.app.sendQueuedMails();
    expect(await queued()).toEqual([]);
    expect(await confirmationTo(buyer.email)).toHaveLength(1);
  });

  it("keeps a single order's mail when its sender fails or dies after the commit, and sends it once", async () => {
    const buyer = await signUp(t.app, 'Petra Pending');
    const orderId = await newOrderId(t.app, buyer, await part('PS-OB-0102'), 1);
    const transactionId = await confirmedPaymentId(t.app, buyer, orderId);
    // Marked paid with no sender told (as on an instance that died right after its commit): the
    // promise of the mail is in the outbox with the payment.
    const quiet = { db: t.app.db, changes: changeChannel() };
    expect(await markOrderPaid(quiet, await findOrderRow(t.app.db, orderId), transactionId)).toBe(true);
    expect((await findOrderRow(t.app.db, orderId)).paid).toBe(1);
    expect(await queued()).toMatchObject([
      { kind: orderPaidMailKind, subject_id: orderId, transaction_id: transactionId, attempts: 0 },
    ]);
    // A repeated payment (the webhook after the buyer's confirmation) promises no second mail.
    expect(await markOrderPaid(quiet, await findOrderRow(t.app.db, orderId), transactionId)).toBe(false);
    expect(await queued()).toHaveLength(1);

    const sent: Mail[] = [];
    expect(await sendQueuedMails(deps(() => Promise.reject(new Error('mail server down'))))).toBe(0);
    expect(await queued()).toMatchObject([{ subject_id: orderId, attempts: 1 }]);
    await t.app.db.updateTable('mail_outbox').set({ claimed_until: '2000-01-01T00:00:00.000Z' }).execute();
    const working = deps(async (mail) => {
      sent.push(mail);
    });
    const counts = await Promise.all([sendQueuedMails(working), sendQueuedMails(working)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(sent.map((mail) => [mail.to, mail.subject, mail.attachments?.length])).toEqual([
      [buyer.email, 'Your Partsmith order is confirmed', 1],
    ]);
    expect(await queued()).toEqual([]);
  });
});
