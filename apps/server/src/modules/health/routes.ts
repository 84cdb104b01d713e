import { Health } from '@partsmith/contract/common';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unavailable } from '../../lib/app-error';
import { errorResponses } from '../../plugins/openapi';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        description:
          "Asks the database through the server's read connection, so it answers while a long write (a catalogue import's apply) holds the write connection.",
        response: { 200: Health, ...errorResponses(503) },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.database.readDb);
      } catch {
        throw unavailable('The database cannot be reached.');
      }
      return { status: 'ok' as const, database: app.database.engine };
    },
  );
};
