/** A payment intent as our code needs to see it, whichever provider holds it. */
export interface IntentView {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  orderId: string | null;
}

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
  /** Verifies a webhook's signature; answers the succeeded intent it reports, or null for other events. */
  succeededIntentFromWebhook(rawBody: Buffer, signature: string | undefined): Promise<IntentView | null>;
}
