import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { Deps } from '../deps';
import { claimMails, dropMail, type QueuedMail } from '../lib/mail/mail-outbox';
import type { Mail } from '../lib/mail/mailer';
import { checkoutPaidMail, orderPaidMail } from '../lib/mail/templates';
import { type InvoiceFacts, renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { checkoutInvoiceFacts, invoiceFactsOf } from '../modules/invoices/service';
import { checkoutLines, findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { orderMailFacts } from '../modules/orders/order-mail-facts';
import { findOrderRow } from '../modules/orders/order-row';

type SendDeps = Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>;

export const checkoutPaidMailKind = 'checkout-paid';
export const orderPaidMailKind = 'order-paid';

/** How long a claimed mail is this instance's to send; after it, another instance may send it. */
const leaseMs = 60_000;
/** A mail that failed this often is logged and dropped, so one bad address never blocks the outbox. */
const maxAttempts = 5;
const batch = 20;

/** An invoice as a mail's attachment: made from its facts alone, so the same bytes whenever made. */
const invoiceAttachment = async (facts: InvoiceFacts) => ({
  filename: `${formatInvoiceNumber(facts.invoiceNumber)}.pdf`,
  contentType: 'application/pdf',
  content: await renderInvoicePdf(facts),
});

/**
 * A checkout's payment confirmation, with its invoice (orders, invoices, mail): made from what was fixed
 * at payment (the invoice number, the paid lines, the payment), so it says the same whenever it is sent.
 */
async function checkoutPaidMessage(deps: SendDeps, queued: QueuedMail): Promise<Mail> {
  const checkout = await findCheckoutRow(deps.db, queued.subject_id);
  const lines = await checkoutLines(deps.db, checkout.id);
  const facts = checkoutInvoiceFacts(checkout, lines, deps.config.invoiceSeller);
  const mail = checkoutPaidMail(
    {
      email: checkout.email,
      name: checkout.name,
      checkoutId: checkout.id,
      poReference: checkout.po_reference,
      lines: facts.lines.map((line) => ({ itemName: line.itemName, quantity: line.quantity })),
      total: formatDollars(centsToDollars(facts.totalCents)),
    },
    queued.transaction_id,
  );
  return { ...mail, attachments: [await invoiceAttachment(facts)] };
}

/**
 * A single order's payment confirmation, with its invoice (orders, invoices, mail): the order's mail
 * facts (its item, quantity, total) and invoice number do not change once it is paid.
 */
async function orderPaidMessage(deps: SendDeps, queued: QueuedMail): Promise<Mail> {
  const order = await findOrderRow(deps.db, queued.subject_id);
  const mail = orderPaidMail(orderMailFacts(order), queued.transaction_id);
  const facts = await invoiceFactsOf(deps.db, order, deps.config.invoiceSeller);
  return { ...mail, attachments: [await invoiceAttachment(facts)] };
}

const messages: Record<string, (deps: SendDeps, queued: QueuedMail) => Promise<Mail>> = {
  [checkoutPaidMailKind]: checkoutPaidMessage,
  [orderPaidMailKind]: orderPaidMessage,
};

/**
 * Sends the queued mails (ADR 0038) until the outbox has none free, each claimed first so that no two
 * instances send the same; sent mails leave the outbox. A failure leaves the mail claimed until its
 * lease ends, then it is tried again, up to `maxAttempts`. Answers how many were sent.
 */
export async function sendQueuedMails(deps: SendDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimMails(deps.db, batch, leaseMs);
    if (claimed.length === 0) return sent;
    for (const queued of claimed) {
      try {
        const make = messages[queued.kind];
        if (!make) throw new Error(`no mail of the kind ${queued.kind}`);
        await deps.mailer.send(await make(deps, queued));
        await dropMail(deps.db, queued.id);
        sent += 1;
      } catch (error) {
        const givenUp = queued.attempts >= maxAttempts;
        deps.log.error(
          { err: error, mail: queued.id, kind: queued.kind, subject: queued.subject_id, givenUp },
          'could not send a queued mail',
        );
        if (givenUp) await dropMail(deps.db, queued.id);
      }
    }
  }
}
