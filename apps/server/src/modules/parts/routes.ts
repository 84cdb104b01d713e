import { IdParams, Part, PartList } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi';
import { getPart, listParts } from './service';

export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/part',
    { schema: { tags: ['parts'], summary: 'List the catalogue', response: { 200: PartList } } },
    () => listParts(app.db),
  );

  app.get(
    '/part/:id',
    {
      schema: {
        tags: ['parts'],
        summary: 'One part',
        params: IdParams,
        response: { 200: Part, ...errorResponses(400, 404) },
      },
    },
    (request) => getPart(app.db, request.params.id),
  );
};
