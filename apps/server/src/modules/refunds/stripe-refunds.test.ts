import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { insertPart } from '../../test/fixtures';
import { placeOrder } from '../../test/orders';
import { startStripeApi } from '../../test/stripe-api';
import { createTestApp, type TestApp } from '../../test/test-app';

const webhookSecret = 'whsec_partsmith_test_secret';

describe("refunds through Stripe's Refunds API and webhooks", () => {
  let stripeApi: Awaited<ReturnType<typeof startStripeApi>>;
  let t: TestApp;
  let buyer: TestAccount;
  let admin: TestAccount;
  let partId: string;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    stripeApi = await startStripeApi();
    t = await createTestApp({
      AUTH_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT: '1000',
      MAX_UNPAID_ORDERS: '100',
      STRIPE_SECRET_KEY: 'sk_test_partsmith',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_partsmith',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripeApi.url,
    });
    buyer = await signUp(t.app);
    admin = await signUpAdmin(t.app);
    partId = (await insertPart(t.app, { min_order_quantity: 1, available_quantity: 1000, price_cents: 2000 }))
      .id;
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.close();
  });

  /** A paid order of `quantity` units at $20.00, paid through Stripe. */
  async function paidOrder(quantity = 3) {
    const orderId = (await placeOrder(t.app, buyer, partId, quantity)).json().insertedId as string;
    const res = await injectAs(t.app, buyer).post('/api/create-payment-intent', { orderId });
    const intentId = res.json().clientSecret.split('_secret_')[0] as string;
    stripeApi.succeed(intentId);
    await injectAs(t.app, buyer).patch(`/api/order/${orderId}`, { transactionId: intentId });
    return { orderId, intentId };
  }
  const refund = (orderId: string, body: object) =>
    injectAs(t.app, admin).post(`/api/order/${orderId}/refund`, body);
  const orderOf = async (orderId: string) =>
    (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
  const refundsOf = async (orderId: string) =>
    (await injectAs(t.app, admin).get(`/api/refund?order=${orderId}`)).json();
  const atStripe = (intentId: string) =>
    [...stripeApi.refunds.values()].filter((r) => r.payment_intent === intentId);
  const webhook = (type: string, object: object) => {
    const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  it('refunds through Stripe with one idempotency key per refund, and the key in its metadata', async () => {
    stripeApi.refundsWill('succeed');
    const { orderId, intentId } = await paidOrder();
    const res = await refund(orderId, { amount: 15, reason: 'Scratched' });
    expect(res.json()).toMatchObject({ state: 'succeeded', amount: 15 });
    const sent = stripeApi.requests.filter((request) => request.path === '/v1/refunds').at(-1)!;
    expect(sent.form.get('payment_intent')).toBe(intentId);
    expect(sent.form.get('amount')).toBe('1500');
    expect(sent.idempotencyKey).toBe(`refund-${res.json().refundId}-1`);
    expect(sent.form.get('metadata[refundKey]')).toBe(sent.idempotencyKey);
    expect(await orderOf(orderId)).toMatchObject({ refunded: 15 });
  });

  it('keeps a pending refund pending until its webhook; replayed and out-of-order events change nothing', async () => {
    stripeApi.refundsWill('pending');
    const { orderId, intentId } = await paidOrder();
    const res = await refund(orderId, { reason: 'Bank refund', cancel: true });
    expect(res.json()).toMatchObject({ state: 'pending', amount: 60 });
    expect(await orderOf(orderId)).toMatchObject({ refunded: 0, refundPending: true, cancelled: true });
    expect((await refund(orderId, { amount: 1, reason: 'More' })).statusCode).toBe(409);
    const [pending] = atStripe(intentId);
    const succeeded = stripeApi.settleRefund(pending!.id, 'succeeded');
    for (let i = 0; i < 3; i += 1) expect((await webhook('refund.updated', succeeded)).statusCode).toBe(200);
    // A late 'pending' and a charge.refunded listing the same refund come after: nothing changes.
    await webhook('refund.updated', { ...succeeded, status: 'pending' });
    await webhook('charge.refunded', { object: 'charge', id: 'ch_1', refunds: { data: [succeeded] } });
    expect(await orderOf(orderId)).toMatchObject({ refunded: 60, refundPending: false });
    const [listed] = await refundsOf(orderId);
    expect(listed).toMatchObject({ state: 'succeeded', creditNote: expect.stringMatching(/^CN-/) });
    const numbers = await t.app.db
      .selectFrom('refund')
      .select('credit_note_number')
      .where('order_id', '=', orderId)
      .execute();
    expect(numbers).toHaveLength(1);
  });

  it('records a refund reported only by charge.refunded', async () => {
    stripeApi.refundsWill('pending');
    const { orderId, intentId } = await paidOrder(1);
    await refund(orderId, { reason: 'Goodwill' });
    const settled = stripeApi.settleRefund(atStripe(intentId)[0]!.id, 'succeeded');
    await webhook('charge.refunded', { object: 'charge', id: 'ch_2', refunds: { data: [settled] } });
    expect(await orderOf(orderId)).toMatchObject({ refunded: 20 });
  });

  it('ignores a refund event whose amount or payment does not match ours', async () => {
    stripeApi.refundsWill('pending');
    const { orderId, intentId } = await paidOrder(1);
    await refund(orderId, { reason: 'Goodwill' });
    const settled = stripeApi.settleRefund(atStripe(intentId)[0]!.id, 'succeeded');
    await webhook('refund.updated', { ...settled, amount: 1 });
    await webhook('refund.updated', { ...settled, payment_intent: 'pi_someone_else' });
    expect(await orderOf(orderId)).toMatchObject({ refunded: 0, refundPending: true });
  });

  it('shows a refund that fails later as failed, gives its amount back, and a retry succeeds under a new key', async () => {
    stripeApi.refundsWill('pending');
    const { orderId, intentId } = await paidOrder(2);
    const { refundId } = (await refund(orderId, { reason: 'Card closed' })).json();
    const failed = stripeApi.settleRefund(atStripe(intentId)[0]!.id, 'failed');
    await webhook('refund.failed', failed);
    expect(await orderOf(orderId)).toMatchObject({ refunded: 0, refundPending: false });
    expect((await refundsOf(orderId))[0]).toMatchObject({
      state: 'failed',
      failure: 'expired_or_canceled_card',
    });
    stripeApi.refundsWill('succeed');
    const retry = await injectAs(t.app, admin).post(`/api/refund/${refundId}/retry`);
    expect(retry.json()).toMatchObject({ refundId, state: 'succeeded', amount: 40 });
    expect(stripeApi.requests.filter((r) => r.path === '/v1/refunds').at(-1)!.idempotencyKey).toBe(
      `refund-${refundId}-2`,
    );
    // The first attempt's late 'failed' event does not touch the second attempt.
    await webhook('refund.updated', failed);
    expect(await orderOf(orderId)).toMatchObject({ refunded: 40 });
  });

  it('completes a refund whose answer was lost (a crash) after restart, without refunding twice', async () => {
    // Stripe makes the refund but the answer never arrives: the process died, or the network did.
    stripeApi.refundsWill('unreachable');
    const { orderId, intentId } = await paidOrder(2);
    const res = await refund(orderId, { reason: 'Crash test' });
    expect(res.json()).toMatchObject({ state: 'pending' });
    expect(atStripe(intentId)).toHaveLength(1);
    // A restarted instance's sweeper asks again under the same key: Stripe answers the same refund.
    stripeApi.refundsWill('succeed');
    expect(await t.app.sweepRefunds(60_000)).toBe(0);
    expect(await t.app.sweepRefunds(0)).toBeGreaterThanOrEqual(1);
    expect(atStripe(intentId)).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ refunded: 40, refundPending: false });
    expect(await t.app.sweepRefunds(0)).toBe(0);
    expect(atStripe(intentId)).toHaveLength(1);
  });
  it('adopts the refund Stripe made when it has forgotten the key (after 24 hours), so it is refunded once', async () => {
    stripeApi.refundsWill('unreachable');
    const { orderId, intentId } = await paidOrder(3);
    const res = await refund(orderId, { amount: 15, reason: 'Answer lost' });
    expect(res.json()).toMatchObject({ state: 'pending' });
    expect(atStripe(intentId)).toHaveLength(1);
    // A day later: Stripe has forgotten the key; the same key would make a second refund of $15.00.
    stripeApi.forgetIdempotencyKeys();
    stripeApi.refundsWill('succeed');
    expect(await t.app.sweepRefunds(0)).toBeGreaterThanOrEqual(1);
    expect(atStripe(intentId)).toHaveLength(1);
    const listed = stripeApi.requests.filter((r) => r.method === 'GET' && r.path === '/v1/refunds').at(-1)!;
    expect(listed.query.get('payment_intent')).toBe(intentId);
    expect(await orderOf(orderId)).toMatchObject({ refunded: 15, refundPending: false });
    expect((await refundsOf(orderId))[0]).toMatchObject({ state: 'succeeded', amount: 15 });
    expect(atStripe(intentId)[0]!.metadata).toMatchObject({ refundId: res.json().refundId });
  });

  it("pages through the payment's refunds (starting_after) to find ours before asking again", async () => {
    stripeApi.refundsWill('unreachable');
    const { orderId, intentId } = await paidOrder(3);
    const { refundId } = (await refund(orderId, { amount: 10, reason: 'Answer lost' })).json();
    // 150 later refunds of the same payment (another system's, all failed) push ours to the second page.
    for (let i = 0; i < 150; i += 1) {
      const id = `re_other_${intentId}_${i}`;
      stripeApi.refunds.set(id, {
        id,
        object: 'refund',
        amount: 1,
        currency: 'usd',
        payment_intent: intentId,
        status: 'failed',
        failure_reason: 'unknown',
        metadata: { refundKey: `elsewhere-${i}` },
      });
    }
    stripeApi.forgetIdempotencyKeys();
    stripeApi.refundsWill('succeed');
    const before = stripeApi.requests.length;
    await t.app.sweepRefunds(0);
    const lists = stripeApi.requests
      .slice(before)
      .filter((r) => r.method === 'GET' && r.query.get('payment_intent') === intentId);
    expect(lists.map((r) => r.query.get('starting_after'))).toEqual([
      null,
      expect.stringMatching(/^re_other_/),
    ]);
    expect(atStripe(intentId).filter((r) => r.status !== 'failed')).toHaveLength(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({ _id: refundId, state: 'succeeded', amount: 10 });
    expect(await orderOf(orderId)).toMatchObject({ refunded: 10 });
  });
});
