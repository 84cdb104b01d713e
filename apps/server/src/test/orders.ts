import type { FastifyInstance } from 'fastify';
import { bearer, type TestAccount } from './accounts';

export const orderInput = (partId: string, quantity: number) => ({
  partId,
  quantity,
  address: '12 Workshop Lane, Porto',
  number: '+351 912 345 678',
});

export function placeOrder(app: FastifyInstance, account: TestAccount, partId: string, quantity: number) {
  return app.inject({
    method: 'POST',
    url: '/api/order',
    headers: bearer(account.token),
    payload: orderInput(partId, quantity),
  });
}

export async function stockOf(app: FastifyInstance, partId: string): Promise<number> {
  const row = await app.db
    .selectFrom('part')
    .select('available_quantity')
    .where('id', '=', partId)
    .executeTakeFirstOrThrow();
  return row.available_quantity;
}

/** Pays an order through the built-in test processor, as the payment page does; answers the transaction id. */
export async function payOrder(
  app: FastifyInstance,
  account: TestAccount,
  orderId: string,
  cardNumber = '4242424242424242',
) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: bearer(account.token),
    payload: { orderId },
  });
  const { clientSecret } = intent.json();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    headers: bearer(account.token),
    payload: { clientSecret, card: { number: cardNumber, expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  return { clientSecret, confirm };
}
