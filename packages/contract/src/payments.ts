import { z } from 'zod';
import { Id } from './common';

/** POST /create-payment-intent. A `price`, if sent, must equal the stored order's total. */
export const CreatePaymentIntent = z.object({
  orderId: Id,
  price: z.number().optional(),
});

export const PaymentIntentSecret = z.object({ clientSecret: z.string() });

/** Which card form the payment page shows. */
export const PaymentSettings = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
  z.object({ provider: z.literal('test') }),
]);
export type PaymentSettings = z.infer<typeof PaymentSettings>;

/** The built-in test card processor's confirm call (Stripe's test-card numbers). */
export const ConfirmTestPayment = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().trim().min(12).max(23),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits'),
  }),
  billingName: z.string().max(200).optional(),
  billingEmail: z.string().max(254).optional(),
});
export type ConfirmTestPayment = z.infer<typeof ConfirmTestPayment>;

export const ConfirmedPayment = z.object({
  paymentIntent: z.object({ id: z.string(), status: z.literal('succeeded') }),
});
