import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { paidCheckoutId } from '../test/checkouts';
import { insertPart } from '../test/fixtures';
import { pdfText } from '../test/pdf-text';
import { startSmtpCapture } from '../test/smtp-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { queueMail } from '../lib/mail/mail-outbox';
import type { Mail } from '../lib/mail/mailer';
import { checkoutPaidMailKind, sendQueuedMails } from './send-queued-mail';

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
    const deps = (send: (mail: Mail) => Promise<void>) => ({
      db: t.app.db,
      log: t.app.log,
      config: t.app.config,
      mailer: { send },
    });
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
});
