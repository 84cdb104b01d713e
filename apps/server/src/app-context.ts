import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Tables } from './db/schema';
import type { Auth } from './modules/identity/auth';
import { catalogueCache, type CatalogueCache } from './modules/parts/catalogue-cache';
import type { ImageStore } from './modules/images/image-store';
import type { Mailer } from './modules/mail/mailer';
import type { PaymentProvider } from './modules/payments/provider';
import { forgetLowStockList } from './modules/stats/low-stock-list-cache';
import type { TestPaymentProcessor } from './modules/payments/test-processor';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Kysely<Tables>;
    images: ImageStore;
    mailer: Mailer;
    auth: Auth;
    payments: PaymentProvider;
    testPayments: TestPaymentProcessor | null;
    catalogue: CatalogueCache;
  }
}

export interface AppContext {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  images: ImageStore;
  mailer: Mailer;
  auth: Auth;
  payments: PaymentProvider;
  /** The built-in test card processor, when it is the payment provider. */
  testPayments: TestPaymentProcessor | null;
}

/** Makes the app's shared services available to every module as decorators. */
async function appContextPlugin(app: FastifyInstance, context: AppContext) {
  app.decorate('config', context.config);
  app.decorate('database', context.database);
  app.decorate('db', context.database.db);
  app.decorate('images', context.images);
  app.decorate('mailer', context.mailer);
  app.decorate('auth', context.auth);
  app.decorate('payments', context.payments);
  app.decorate('testPayments', context.testPayments);
  const { db, readDb, engine } = context.database;
  const catalogue = catalogueCache(readDb, engine);
  // The low-stock list is built on the parts' stock: a catalogue write or an order makes it stale.
  catalogue.onChange(() => forgetLowStockList(db));
  app.decorate('catalogue', catalogue);
}

export default fp(appContextPlugin, { name: 'app-context' });
