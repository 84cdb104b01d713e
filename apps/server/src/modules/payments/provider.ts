/** A payment intent as our code needs to see it, whichever provider holds it. */
export interface IntentView {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  orderId: string | null;
  /** What the buyer's browser needs to pay it (when the provider answers it). */
  clientSecret?: string | null;
}

/** What cancelling an intent came to: cancelled, or refused because the money is taken or on its way. */
export type CancelOutcome = 'canceled' | 'being-paid' | 'unknown';

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** A refund as our code needs to see it, whichever provider holds it (Stripe's statuses). */
export interface RefundView {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  amountCents: number;
  paymentIntentId: string | null;
  /** Our refund's idempotency key, sent as metadata: which of our refunds (and attempt) it is. */
  reference: string | null;
  failureReason: string | null;
}

export interface RefundRequest {
  /** Our refund's id, sent as metadata with its key. */
  refundId: string;
  paymentIntentId: string;
  amountCents: number;
  /** The same key answers the same refund, however often it is sent (a retry after a crash). */
  idempotencyKey: string;
}

/** What a verified webhook reports: a succeeded payment, refunds, or something else. */
export type WebhookEvent =
  { kind: 'payment'; intent: IntentView } | { kind: 'refunds'; refunds: RefundView[] } | { kind: 'other' };

/** The one interface the store talks to: Stripe in production, the built-in test processor otherwise. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(input: { orderId: string; amountCents: number; receiptEmail: string }): Promise<CreatedIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<IntentView | null>;
  /** Cancels an intent unless it succeeded or is processing ('being-paid'); 'unknown' for an unknown id. */
  cancelIntent(id: string): Promise<CancelOutcome>;
  /**
   * Refunds part or all of a succeeded payment. A refusal (more than is left, no charge) answers a
   * `failed` refund; a provider that cannot be reached throws (the refund is tried again with its key).
   */
  refund(request: RefundRequest): Promise<RefundView>;
  /**
   * The refund the provider already made for this request, looked up among the payment's refunds by the
   * key in their metadata (or, of an earlier attempt, our refund's id, unless it failed), or null. Asked
   * before a refund is sent again: Stripe forgets an idempotency key after 24 hours, and the same key
   * would then make a second refund. Throws when the provider cannot be reached.
   */
  refundMadeFor(request: RefundRequest): Promise<RefundView | null>;
  /** Verifies a webhook's signature and answers what it reports. */
  eventFromWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookEvent>;
}
