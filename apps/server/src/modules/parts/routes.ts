import {
  CreatePart,
  DeletedCount,
  IdParams,
  InsertedId,
  ModifiedCount,
  Part,
  PartList,
  UpdatePart,
} from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi';
import { createPart, deletePart, updatePart } from './admin-service';
import { getPart, listParts } from './service';

const security = [{ bearer: [] }];

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

  app.post(
    '/part',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['parts'],
        security,
        summary: 'Add a part (admin)',
        body: CreatePart,
        response: { 200: InsertedId, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ insertedId: await createPart(app, request.body) }),
  );

  app.put(
    '/part/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['parts'],
        security,
        summary: 'Edit or restock a part (admin)',
        params: IdParams,
        body: UpdatePart,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ modifiedCount: await updatePart(app, request.params.id, request.body) }),
  );

  app.delete(
    '/part/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['parts'],
        security,
        summary: 'Remove a part from the catalogue (admin); orders keep their details',
        params: IdParams,
        response: { 200: DeletedCount, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ deletedCount: await deletePart(app, request.params.id) }),
  );
};
