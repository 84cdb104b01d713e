import type { Mail } from './mailer';
import { linkMail } from './templates';

/** What the return mails say of a return (ADR 0037). */
export interface ReturnMailFacts {
  email: string;
  name: string;
  orderId: string;
  itemName: string;
  quantity: number;
  /** "Does not fit", … (the contract's label). */
  reason: string;
  note: string | null;
}

const detailLines = (facts: ReturnMailFacts) => [
  `Order: ${facts.orderId}`,
  `Return: ${facts.itemName} × ${facts.quantity}`,
  `Reason: ${facts.reason}`,
  ...(facts.note ? [`Note: ${facts.note}`] : []),
];

const greeting = (facts: ReturnMailFacts) => `Hello ${facts.name},`;

/** To the buyer: we have their request. */
export const returnRequestedMail = (facts: ReturnMailFacts, url: string): Mail =>
  linkMail(
    facts.email,
    'We received your return request',
    greeting(facts),
    [
      'Thank you: we received your request to return these parts. We will answer it soon, by mail and on My Orders.',
      ...detailLines(facts),
    ],
    'See your orders',
    url,
  );

/** To each admin: a buyer asked for a return. */
export const newReturnAdminMail = (to: string, facts: ReturnMailFacts, url: string): Mail =>
  linkMail(
    to,
    `Return requested: ${facts.itemName} × ${facts.quantity}`,
    'Hello,',
    [`${facts.email} asked to return parts of a shipped order.`, ...detailLines(facts)],
    'See the returns',
    url,
  );

/** To the buyer: approved, with how to send the parts back. */
export const returnApprovedMail = (facts: ReturnMailFacts, instructions: string, url: string): Mail =>
  linkMail(
    facts.email,
    'Your return is approved: how to send it back',
    greeting(facts),
    [
      'We approved your return. Please send the parts back as follows:',
      instructions,
      'We refund you once we receive them.',
      ...detailLines(facts),
    ],
    'See your orders',
    url,
  );

/** To the buyer: refused, with the reason. */
export const returnRefusedMail = (facts: ReturnMailFacts, reason: string, url: string): Mail =>
  linkMail(
    facts.email,
    'Your return request was refused',
    greeting(facts),
    ['We are sorry: we cannot accept this return.', `Reason: ${reason}`, ...detailLines(facts)],
    'See your orders',
    url,
  );

/** To the buyer: an approved return was not received within the send-back days, so it lapsed. */
export const returnLapsedMail = (facts: ReturnMailFacts, sendBackDays: number, url: string): Mail =>
  linkMail(
    facts.email,
    'Your return has lapsed',
    greeting(facts),
    [
      `We approved your return, but the parts did not reach us within ${sendBackDays} days, so the return has lapsed and no refund is due for it.`,
      'If you sent them and they arrive after all, we will still receive them and refund you. If you still want to return them, ask again on My Orders while the order can be returned.',
      ...detailLines(facts),
    ],
    'See your orders',
    url,
  );

/** To the buyer: the parts arrived and the refund is made (or on its way), less any restocking fee. */
export const returnReceivedMail = (
  facts: ReturnMailFacts,
  refund: { amount: string; fee: string | null; done: boolean; none: boolean },
  url: string,
): Mail =>
  linkMail(
    facts.email,
    'We received your return and refunded you',
    greeting(facts),
    [
      'We received the parts you sent back.',
      refund.none
        ? 'No refund is due: this order was already refunded in full.'
        : refund.done
          ? `We refunded ${refund.amount} to the card you paid with.`
          : `A refund of ${refund.amount} is on its way to the card you paid with.`,
      ...(refund.fee
        ? [`A restocking fee of ${refund.fee} was kept, as the store's return policy says.`]
        : []),
      ...detailLines(facts),
    ],
    'See your orders',
    url,
  );

/** To the buyer: an admin's refund (or cancellation) is confirmed by the provider, with its credit note. */
export const refundedMail = (
  to: { email: string; name: string },
  refund: { of: string; amount: string; creditNote: string; cancelled: boolean },
  url: string,
): Mail =>
  linkMail(
    to.email,
    refund.cancelled ? 'Your Partsmith order is cancelled and refunded' : 'You have a refund from Partsmith',
    `Hello ${to.name},`,
    [
      refund.cancelled
        ? `We cancelled ${refund.of} and refunded ${refund.amount} to the card you paid with.`
        : `We refunded ${refund.amount} of ${refund.of} to the card you paid with.`,
      `Credit note: ${refund.creditNote} (download it from My Orders).`,
    ],
    'See your orders',
    url,
  );
