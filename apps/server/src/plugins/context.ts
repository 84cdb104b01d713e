import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Tables } from '../db/schema';
import type { ImageStore } from '../modules/images/image-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Kysely<Tables>;
    images: ImageStore;
  }
}

export interface AppContext {
  config: Config;
  database: Database;
  images: ImageStore;
}

/** Makes the app's shared services available to every module as decorators. */
async function contextPlugin(app: FastifyInstance, context: AppContext) {
  app.decorate('config', context.config);
  app.decorate('database', context.database);
  app.decorate('db', context.database.db);
  app.decorate('images', context.images);
}

export default fp(contextPlugin, { name: 'config' });
