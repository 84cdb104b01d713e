import type Stripe from 'stripe';
import { loadOnce } from '../../lib/load-once';
import type { IntentView, PaymentProvider, RefundRequest, RefundView, WebhookEvent } from './provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Where the Stripe API lives; only tests point it elsewhere (a local server speaking Stripe's API). */
  apiUrl: string | undefined;
}

const toView = (intent: Stripe.PaymentIntent): IntentView => ({
  id: intent.id,
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  orderId: intent.metadata?.orderId ?? null,
  clientSecret: intent.client_secret,
});

const toRefundView = (refund: Stripe.Refund): RefundView => ({
  id: refund.id,
  status: (refund.status ?? 'pending') as RefundView['status'],
  amountCents: refund.amount,
  paymentIntentId:
    typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null),
  reference: refund.metadata?.refundKey ?? null,
  failureReason: refund.failure_reason ?? null,
});

/** How many pages of a payment's refunds are read before giving up the look-up (100 refunds a page). */
const refundPagesRead = 10;

/** The refund that carries this request: its key, or our refund's id on an attempt that has not failed. */
const carries = (refund: Stripe.Refund, request: RefundRequest) =>
  refund.metadata?.refundKey === request.idempotencyKey ||
  (refund.metadata?.refundId === request.refundId &&
    refund.status !== 'failed' &&
    refund.status !== 'canceled');

/** The refunds an event reports: a refund's own events, or the refunds listed on a refunded charge. */
function eventOf(event: Stripe.Event): WebhookEvent {
  if (event.type === 'payment_intent.succeeded')
    return { kind: 'payment', intent: toView(event.data.object) };
  const object = event.data.object as { object?: string };
  if (object.object === 'refund')
    return { kind: 'refunds', refunds: [toRefundView(object as Stripe.Refund)] };
  if (event.type === 'charge.refunded') {
    const charge = object as Stripe.Charge;
    return { kind: 'refunds', refunds: (charge.refunds?.data ?? []).map(toRefundView) };
  }
  return { kind: 'other' };
}

/** Statuses in which the money is taken or on its way: such an intent cannot be cancelled. */
const beingPaid = new Set(['succeeded', 'processing', 'requires_capture']);

function clientOptions(apiUrl: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  if (!apiUrl) return { maxNetworkRetries: 2, timeout: 20_000 };
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 0,
  };
}

/** Stripe Payment Intents: amounts in cents, the order id in metadata, one idempotency key per order and amount. */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const sdk = loadOnce(async () => (await import('stripe')).default);
  const client = loadOnce(async () => new (await sdk())(settings.secretKey, clientOptions(settings.apiUrl)));
  return {
    name: 'stripe',

    async createIntent({ orderId, amountCents, receiptEmail }) {
      const intent = await (
        await client()
      ).paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          metadata: { orderId },
          receipt_email: receiptEmail,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `order-${orderId}-${amountCents}` },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a payment intent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return toView(await (await client()).paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof (await sdk()).errors.StripeInvalidRequestError && error.statusCode === 404)
          return null;
        throw error;
      }
    },

    async cancelIntent(id) {
      const stripe = await client();
      try {
        await stripe.paymentIntents.cancel(id);
        return 'canceled';
      } catch (error) {
        // Refused (it succeeded or is processing meanwhile) or unknown: ask what it is now.
        const intent = await this.retrieveIntent(id);
        if (!intent) return 'unknown';
        if (beingPaid.has(intent.status)) return 'being-paid';
        if (intent.status === 'canceled') return 'canceled';
        throw error;
      }
    },
    async refund({ refundId, paymentIntentId, amountCents, idempotencyKey }) {
      const stripe = await client();
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            amount: amountCents,
            metadata: { refundKey: idempotencyKey, refundId },
          },
          { idempotencyKey },
        );
        return toRefundView(refund);
      } catch (error) {
        // Stripe refused this refund (more than is left, nothing charged): it will not succeed if repeated.
        const { StripeInvalidRequestError, StripeCardError } = (await sdk()).errors;
        if (!(error instanceof StripeInvalidRequestError || error instanceof StripeCardError)) throw error;
        return {
          id: '',
          status: 'failed',
          amountCents,
          paymentIntentId,
          reference: idempotencyKey,
          failureReason: error.message,
        };
      }
    },
    async refundMadeFor(request) {
      const stripe = await client();
      let startingAfter: string | undefined;
      for (let page = 0; page < refundPagesRead; page += 1) {
        const list = await stripe.refunds.list({
          payment_intent: request.paymentIntentId,
          limit: 100,
          ...(startingAfter === undefined ? {} : { starting_after: startingAfter }),
        });
        const found = list.data.find((refund) => carries(refund, request));
        if (found) return toRefundView(found);
        if (!list.has_more || list.data.length === 0) return null;
        startingAfter = list.data.at(-1)!.id;
      }
      return null;
    },
    async eventFromWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = await (
        await client()
      ).webhooks.constructEventAsync(rawBody, signature ?? '', settings.webhookSecret);
      return eventOf(event);
    },
  };
}
