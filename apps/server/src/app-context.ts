import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createCaches } from './caches';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Tables } from './db/schema';
import type { Caches } from './deps';
import { changeChannel, type Changes } from './lib/changes';
import { orderPlacer, type OrderPlacer } from './modules/orders/placing/order-placer';
import type { Auth } from './modules/identity/auth';
import type { ImageStore } from './lib/images/image-store';
import type { Mailer } from './lib/mail/mailer';
import type { PaymentProvider } from './modules/payments/provider';
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
    changes: Changes;
    caches: Caches;
    orderPlacer: OrderPlacer;
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
  const changes = changeChannel();
  const caches = createCaches(context.config, context.database, changes);
  app.decorate('changes', changes);
  app.decorate('caches', caches);
  app.decorate(
    'orderPlacer',
    orderPlacer(context.database.db, context.config.maxUnpaidOrders, caches.pricing),
  );
}

export default fp(appContextPlugin, { name: 'app-context' });
