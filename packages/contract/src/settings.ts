import { z } from 'zod';
import { PaymentSettings } from './payments';

/** What the web app may know about the server's setup; never a secret. */
export const PublicSettings = z.object({
  googleSignIn: z.boolean(),
  emailVerificationRequired: z.boolean(),
  payments: PaymentSettings,
});
export type PublicSettings = z.infer<typeof PublicSettings>;
