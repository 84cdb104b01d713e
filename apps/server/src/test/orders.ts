import type { FastifyInstance } from 'fastify';
import { type TestAccount, injectAs } from './accounts';
import type { Injector } from './http-client';

export const orderInput = (partId: string, quantity: number) => ({
  partId,
  quantity,
  address: '12 Workshop Lane, Porto',
  number: '+351 912 345 678',
});

export function placeOrder(app: Injector, account: TestAccount, partId: string, quantity: number) {
  return injectAs(app, account).post('/api/order', orderInput(partId, quantity));
}

export async function stockOf(app: FastifyInstance, partId: string): Promise<number> {
  const row = await app.db
    .selectFrom('part')
    .select('available_quantity')
    .where('id', '=', partId)
    .executeTakeFirstOrThrow();
  return row.available_quantity;
}

/** A card of the built-in test processor (Stripe's test numbers); 4242… succeeds. */
export const testCard = (number = '4242424242424242') => ({
  number,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
});

/** Starts paying an order, as the payment page does; answers the intent's client secret. */
export async function startPayment(app: FastifyInstance, account: TestAccount, orderId: string) {
  const intent = await injectAs(app, account).post('/api/create-payment-intent', { orderId });
  return intent.json().clientSecret as string;
}

/** Pays an order through the built-in test processor, as the payment page does; answers the transaction id. */
export async function payOrder(
  app: FastifyInstance,
  account: TestAccount,
  orderId: string,
  cardNumber = '4242424242424242',
) {
  const clientSecret = await startPayment(app, account, orderId);
  const confirm = await injectAs(app, account).post('/api/payments/test/confirm', {
    clientSecret,
    card: testCard(cardNumber),
  });
  return { clientSecret, confirm };
}

/** Places an order that must succeed and answers its id. */
export async function newOrderId(
  app: FastifyInstance,
  account: TestAccount,
  partId: string,
  quantity = 1,
): Promise<string> {
  const res = await placeOrder(app, account, partId, quantity);
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.body}`);
  return res.json().insertedId;
}

/** Charges a test card for the order and answers the succeeded payment's id (the transaction id). */
export async function confirmedPaymentId(
  app: FastifyInstance,
  account: TestAccount,
  orderId: string,
  cardNumber = '4242424242424242',
) {
  const { confirm } = await payOrder(app, account, orderId, cardNumber);
  if (confirm.statusCode !== 200) throw new Error(`payment failed: ${confirm.body}`);
  return confirm.json().paymentIntent.id as string;
}

/** An order its buyer has paid for, as after the payment page (one unit and 4242… unless told). */
export async function paidOrderId(
  app: FastifyInstance,
  account: TestAccount,
  partId: string,
  { quantity = 1, card = '4242424242424242' } = {},
) {
  const orderId = await newOrderId(app, account, partId, quantity);
  const transactionId = await confirmedPaymentId(app, account, orderId, card);
  const res = await injectAs(app, account).patch(`/api/order/${orderId}`, { transactionId });
  if (res.statusCode !== 200) throw new Error(`marking paid failed: ${res.body}`);
  // The confirmation leaves through the mail outbox after the answer (ADR 0038): sent before the story
  // goes on, so the mails that follow (shipped, refunded) come after it.
  await app.sendQueuedMails();
  return orderId;
}

/** An order its buyer paid for and an admin shipped (Update Status), as the return stories start. */
export async function shippedOrderId(
  app: FastifyInstance,
  buyer: TestAccount,
  admin: TestAccount,
  partId: string,
  quantity = 1,
) {
  const orderId = await paidOrderId(app, buyer, partId, { quantity });
  const res = await injectAs(app, admin).put(`/api/order/${orderId}`, { status: 'Shipped' });
  if (res.statusCode !== 200) throw new Error(`shipping failed: ${res.body}`);
  return orderId;
}
