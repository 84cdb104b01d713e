import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Tables } from './db/schema';
import type { Auth } from './modules/identity/auth';
import type { ImageStore } from './modules/images/image-store';
import type { Mailer } from './modules/mail/mailer';
import type { CatalogueCache } from './modules/parts/catalogue-cache';
import type { PaymentProvider } from './modules/payments/provider';
import type { TestPaymentProcessor } from './modules/payments/test-processor';

/**
 * What a service is given: the app's shared services, as one typed object. The Fastify app carries each
 * of them (app-context.ts), so a route passes `app`; a service that needs only some names them with
 * `Pick<Deps, …>`, so the CLI and tests can pass just those. A helper that joins its caller's
 * transaction takes that transaction instead.
 */
export interface Deps {
  config: Config;
  db: Kysely<Tables>;
  log: FastifyBaseLogger;
  mailer: Mailer;
  images: ImageStore;
  payments: PaymentProvider;
  /** The built-in test card processor, when it is the payment provider. */
  testPayments: TestPaymentProcessor | null;
  /** The cached catalogue reads; a service that changes parts or reviews invalidates them. */
  catalogue: CatalogueCache;
  /** The identity library (sign-up, sessions, OAuth). */
  auth: Auth;
}
