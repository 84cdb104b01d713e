import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount, injectAs } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { placeOrder } from '../../test/orders';
import { startSmtpCapture } from '../../test/smtp-capture';
import { startStripeApi } from '../../test/stripe-api';
import { createTestApp, type TestApp } from '../../test/test-app';

const webhookSecret = 'whsec_partsmith_test_secret';

describe('Stripe payments through the real SDK', () => {
  let stripeApi: Awaited<ReturnType<typeof startStripeApi>>;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;
  let buyer: TestAccount;
  let partId: string;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    stripeApi = await startStripeApi();
    smtp = await startSmtpCapture();
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: 'sk_test_partsmith',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_partsmith',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripeApi.url,
    });
    buyer = await signUp(t.app);
    partId = (await insertPart(t.app, { min_order_quantity: 2, available_quantity: 1000, price_cents: 1999 }))
      .id;
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
    await smtp.close();
  });

  async function orderAndIntent(quantity = 3) {
    const orderId = (await placeOrder(t.app, buyer, partId, quantity)).json().insertedId as string;
    const res = await injectAs(t.app, buyer).post('/api/create-payment-intent', { orderId });
    const intentId = res.json().clientSecret.split('_secret_')[0] as string;
    return { orderId, intentId, clientSecret: res.json().clientSecret as string };
  }

  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const succeededEvent = (intentId: string) =>
    JSON.stringify({
      id: `evt_${intentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripeApi.succeed(intentId) },
    });
  const paidState = async (orderId: string) =>
    (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();

  it('tells the web app to use Stripe with the publishable key only', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    expect(settings.payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_partsmith' });
    expect(JSON.stringify(settings)).not.toContain('sk_test');
  });

  it('creates the intent in cents from the stored order, with the order id and one idempotency key', async () => {
    const { orderId, clientSecret } = await orderAndIntent(3);
    expect(clientSecret).toMatch(/^pi_fake_\d+_secret_fake$/);
    const created = stripeApi.requests.filter((request) => request.path === '/v1/payment_intents').at(-1)!;
    expect(created.form.get('amount')).toBe('5997');
    expect(created.form.get('currency')).toBe('usd');
    expect(created.form.get('metadata[orderId]')).toBe(orderId);
    expect(created.idempotencyKey).toBe(`order-${orderId}-5997`);
  });

  it('marks the order paid on PATCH only when Stripe says the intent succeeded', async () => {
    const { orderId, intentId } = await orderAndIntent();
    const patch = () => injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId: intentId });
    expect((await patch()).statusCode).toBe(400);
    expect((await paidState(orderId)).paid).toBe(false);
    stripeApi.succeed(intentId);
    expect((await patch()).json()).toEqual({ modifiedCount: 1 });
    expect((await paidState(orderId)).transactionId).toBe(intentId);
  });

  it('refuses webhooks whose signature does not verify', async () => {
    const { orderId, intentId } = await orderAndIntent();
    const payload = succeededEvent(intentId);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    expect((await webhook(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect((await paidState(orderId)).paid).toBe(false);
  });

  /** The payment confirmations of one order that reached the mail server. */
  const confirmationsOf = (orderId: string) =>
    smtp.mails.filter(
      (mail) =>
        mail.subject === 'Your Partsmith order is confirmed' && mail.text.includes(`Order: ${orderId}`),
    );

  it('marks the order paid from a signed webhook, idempotently', async () => {
    const { orderId, intentId } = await orderAndIntent();
    const payload = succeededEvent(intentId);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    for (let i = 0; i < 3; i += 1) expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await paidState(orderId)).toMatchObject({ paid: true, transactionId: intentId });
    // The confirmation leaves through the mail outbox after the answer (ADR 0038).
    await t.app.sendQueuedMails();
    expect(confirmationsOf(orderId)).toHaveLength(1);
  });

  it('marks the order paid exactly once when the webhook and the buyer race', async () => {
    const { orderId, intentId } = await orderAndIntent();
    const payload = succeededEvent(intentId);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const patch = () => injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId: intentId });
    const results = await Promise.all([
      webhook(payload, signature),
      patch(),
      webhook(payload, signature),
      patch(),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const changed = results
      .slice(1)
      .filter((_, i) => i % 2 === 0)
      .map((res) => res.json().modifiedCount);
    expect(changed.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    await t.app.sendQueuedMails();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.app.sendQueuedMails();
    expect(confirmationsOf(orderId)).toHaveLength(1);
  });

  it('ignores a succeeded intent whose amount differs from the order', async () => {
    const { orderId, intentId } = await orderAndIntent();
    const intent = stripeApi.succeed(intentId);
    intent.amount = 1;
    const payload = JSON.stringify({
      id: 'evt_cheap',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await paidState(orderId)).paid).toBe(false);
  });

  it('refuses to delete an order whose payment succeeded or is processing at Stripe; the webhook then marks it paid (audit finding 6)', async () => {
    const remove = (orderId: string) => injectAs(t.app, buyer).delete(`/api/order/${orderId}`);
    const paid = await orderAndIntent();
    stripeApi.succeed(paid.intentId); // the money is taken; neither PATCH nor webhook has arrived
    const refused = await remove(paid.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message: 'This order is being paid, so it cannot be deleted. It will show as paid shortly.',
    });
    const payload = succeededEvent(paid.intentId);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await paidState(paid.orderId)).toMatchObject({ paid: true, transactionId: paid.intentId });

    const processing = await orderAndIntent();
    stripeApi.processing(processing.intentId);
    expect((await remove(processing.orderId)).statusCode).toBe(409);
    expect((await paidState(processing.orderId)).paid).toBe(false);

    const abandoned = await orderAndIntent();
    expect((await remove(abandoned.orderId)).json()).toEqual({ deletedCount: 1 });
    expect(stripeApi.intents.get(abandoned.intentId)!.status).toBe('canceled');
  });

  it('answers one intent per order to concurrent calls (audit finding 6)', async () => {
    const orderId = (await placeOrder(t.app, buyer, partId, 2)).json().insertedId as string;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => injectAs(t.app, buyer).post('/api/create-payment-intent', { orderId })),
    );
    expect(new Set(answers.map((res) => res.json().clientSecret)).size).toBe(1);
    const row = await t.app.db
      .selectFrom('orders')
      .select('payment_intent_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(answers[0]!.json().clientSecret).toMatch(new RegExp(`^${row.payment_intent_id}_secret_`));
  });
});
