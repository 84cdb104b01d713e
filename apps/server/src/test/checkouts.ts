import type { FastifyInstance } from 'fastify';
import { injectAs, type TestAccount } from './accounts';
import { testCard } from './orders';

const shipTo = { address: '12 Harbour Road, Chattogram', number: '+8801712345678' };

/** Fills the buyer's basket, checks out and pays with a test card (or `card`); answers the checkout id. */
export async function paidCheckoutId(
  app: FastifyInstance,
  buyer: TestAccount,
  lines: { partId: string; quantity: number }[],
  card = '4242424242424242',
): Promise<string> {
  const as = injectAs(app, buyer);
  const basket = await as.put('/api/basket', { lines });
  if (basket.statusCode !== 200) throw new Error(`basket failed: ${basket.body}`);
  const placed = await as.post('/api/checkout', shipTo);
  if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.body}`);
  const id = placed.json()._id as string;
  const intent = await as.post(`/api/checkout/${id}/payment-intent`);
  const confirm = await as.post('/api/payments/test/confirm', {
    clientSecret: intent.json().clientSecret,
    card: testCard(card),
  });
  const transactionId = confirm.json().paymentIntent.id as string;
  const paid = await as.patch(`/api/checkout/${id}`, { transactionId });
  if (paid.statusCode !== 200) throw new Error(`paying the checkout failed: ${paid.body}`);
  return id;
}
