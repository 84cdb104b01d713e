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
import { sendPreparedJson } from '../../lib/json-cache';
import { getPart } from './service';

const security = [{ bearer: [] }];

export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/part',
    { schema: { tags: ['parts'], summary: 'List the catalogue', response: { 200: PartList } } },
    async (request, reply) => sendPreparedJson(request, reply, (await app.catalogue.parts()).list),
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
    async (request, reply) => {
      const cached = (await app.catalogue.parts()).one(request.params.id);
      // A part another instance added within the last second is not cached here yet.
      return cached ? sendPreparedJson(request, reply, cached) : getPart(app.db, request.params.id);
    },
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
    async (request) => {
      const insertedId = await createPart(app, request.body);
      app.catalogue.invalidateParts();
      return { insertedId };
    },
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
    async (request) => {
      const modifiedCount = await updatePart(app, request.params.id, request.body);
      app.catalogue.invalidateParts();
      return { modifiedCount };
    },
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
    async (request) => {
      const deletedCount = await deletePart(app, request.params.id);
      app.catalogue.invalidateParts();
      return { deletedCount };
    },
  );
};
