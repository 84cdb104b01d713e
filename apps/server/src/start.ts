import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError, paymentsProblem } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoAccounts } from './db/seed/demo-accounts';
import { seedDemoData } from './db/seed/seed';
import { createAuth } from './modules/identity/auth';
import { localImageStore } from './lib/images/image-store';
import { addMissingImageSizes, storeHasEverySize } from './lib/images/missing-sizes';
import { s3ImageStore } from './lib/images/s3-image-store';
import { outboxMailer, smtpMailer } from './lib/mail/mailer';
import { stripeProvider } from './modules/payments/stripe-provider';
import { testPaymentProcessor } from './modules/payments/test-processor';
import type { AppContext } from './app-context';

/** Wires the services every module shares, on an open database. */
export function createContext(config: Config, database: Database, logger: FastifyBaseLogger): AppContext {
  const refused = paymentsProblem(config);
  if (refused) throw new ConfigError(refused);
  const images = config.s3 ? s3ImageStore(config.s3) : localImageStore(path.join(config.dataDir, 'images'));
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.dataDir, logger);
  const auth = createAuth(config, database, mailer, logger);
  const testPayments = config.stripe ? null : testPaymentProcessor(database.db);
  const payments = config.stripe ? stripeProvider(config.stripe) : testPayments!;
  return { config, database, logger, images, mailer, auth, payments, testPayments };
}

/** Opens the database, brings it up to date and seeds an empty one: everything main.ts needs before listening. */
export async function prepare(config: Config, logger: FastifyBaseLogger): Promise<AppContext> {
  // Before the database is opened or migrated: a store that may not take payments does not start.
  const refused = paymentsProblem(config);
  if (refused) throw new ConfigError(refused);
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const context = createContext(config, database, logger);
    // Side by side: the accounts' password hashes run on libuv's threads while the catalogue is written.
    await Promise.all([
      config.seedDemoData && seedDemoData(database.db, context.images),
      config.seedDemoAccounts && seedDemoAccounts(context),
    ]);
    return context;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Pictures stored before a size was added (the medium size, ADR 0021) get it without an operator's step
 * when they live in this server's own directory: checking each is a file lookup, and the server answers
 * meanwhile. Once a pass has been through, the store says so and later starts check nothing (the pass
 * over 100,000 parts took about 8 s of the server's thread at every start, beside the first requests).
 * Object storage would cost a request per picture: there it is `npm run db:image-sizes`, once, after the
 * upgrade.
 */
export function makeMissingImageSizesInBackground({ config, database, images, logger }: AppContext): void {
  if (config.s3) return;
  storeHasEverySize(images)
    .then((done) => (done ? 0 : addMissingImageSizes(database.db, images)))
    .then(
      (made) => made && logger.info({ made }, 'made the picture sizes stored pictures lacked'),
      (error: unknown) =>
        logger.error({ err: error }, 'could not make the picture sizes stored pictures lack'),
    );
}
