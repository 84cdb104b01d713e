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

/** The one interface the store talks to: Stripe in production, the built-in test processor otherwise. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  createIntent(input: { orderId: string; amountCents: number; receiptEmail: string }): Promise<CreatedIntent>;
  /** Null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<IntentView | null>;
  /** Cancels an intent unless it succeeded or is processing ('being-paid'); 'unknown' for an unknown id. */
  cancelIntent(id: string): Promise<CancelOutcome>;
  /** Verifies a webhook's signature; answers the succeeded intent it reports, or null for other events. */
  succeededIntentFromWebhook(rawBody: Buffer, signature: string | undefined): Promise<IntentView | null>;
}
