/** What either card form (test processor or Stripe) needs from the payment page. */
export interface CardFormProps {
  /** The payment intent's secret; undefined while it is being created (Pay stays off). */
  clientSecret: string | undefined;
  /** Billing details sent with the card: the order's name and email (docs/product.md §7). */
  billing: { name: string; email: string };
  /** Records the confirmed payment (PATCH /order/{id}); a rejection is shown under the form. */
  onPaid: (transactionId: string) => Promise<void>;
}
