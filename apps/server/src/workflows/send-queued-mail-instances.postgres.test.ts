import { describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { twoInstancesOnOnePostgres } from '../test/instances';
import { confirmedPaymentId, newOrderId } from '../test/orders';
import { changeChannel } from '../lib/changes';
import type { Mail } from '../lib/mail/mailer';
import { findOrderRow } from '../modules/orders/order-row';
import { markOrderPaid } from './mark-order-paid';
import { sendQueuedMails } from './send-queued-mail';

describe('the mail outbox through two instances on one PostgreSQL (ADR 0038)', () => {
  const instances = twoInstancesOnOnePostgres({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' });

  it("sends each paid order's confirmation once, however the two instances' senders race", async () => {
    const { one, two } = instances;
    const buyer = await signUp(one.app, 'Ines Instances');
    const partId = (await insertPart(one.app, { min_order_quantity: 1, available_quantity: 100 })).id;
    // Paid with no sender told, so both instances' senders find every mail waiting.
    const quiet = { db: one.app.db, changes: changeChannel() };
    const orderIds: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const orderId = await newOrderId(one.app, buyer, partId, 1);
      const transactionId = await confirmedPaymentId(one.app, buyer, orderId);
      expect(await markOrderPaid(quiet, await findOrderRow(one.app.db, orderId), transactionId)).toBe(true);
      orderIds.push(orderId);
    }
    const sent: { instance: string; mail: Mail }[] = [];
    const sender = (instance: string, app: typeof one.app) =>
      sendQueuedMails({
        db: app.db,
        log: app.log,
        config: app.config,
        mailer: {
          send: async (mail) => {
            sent.push({ instance, mail });
            // A slow mail server: the other instance claims while this one sends.
            await new Promise((resolve) => setTimeout(resolve, 20));
          },
        },
      });
    const counts = await Promise.all([
      sender('one', one.app),
      sender('two', two.app),
      sender('one', one.app),
      sender('two', two.app),
    ]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(orderIds.length);
    const orderOf = (mail: Mail) => /Order: (\S+)/.exec(mail.text)?.[1];
    expect(sent.map(({ mail }) => orderOf(mail)).sort()).toEqual([...orderIds].sort());
    expect(await one.app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });
});
