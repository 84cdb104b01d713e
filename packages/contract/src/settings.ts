import { z } from 'zod';
import { PaymentSettings } from './payments';

/** What the web app may know about the server's setup; never a secret. */
export const PublicSettings = z.object({
  googleSignIn: z.boolean(),
  emailVerificationRequired: z.boolean(),
  payments: PaymentSettings,
  /** The store's own country: the purchase form's and checkout's default destination (ADR 0034). */
  storeCountry: z.string().default('US'),
});
export type PublicSettings = z.infer<typeof PublicSettings>;
