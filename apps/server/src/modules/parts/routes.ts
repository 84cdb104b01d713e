import { DeletedCount, IdParams, InsertedId, ModifiedCount } from '@partsmith/contract/common';
import {
  CategoryList,
  CreatePart,
  Part,
  PartFitmentList,
  PartFitmentQuery,
  PartList,
  PartSearchQuery,
  UpdatePart,
} from '@partsmith/contract/parts';
import { CategoryQuery } from '@partsmith/contract/search';
import { assertCanManageCatalogue } from './policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi';
import { setPageHeaders } from '../../lib/paging';
import { totalRelationHeader } from '@partsmith/contract/page-size';
import { defaultMaxResults } from './search';
import { createPart, deletePart, updatePart } from './admin-service';
import { sendPreparedJson } from '../../lib/send-prepared-json';
import { listFitment } from './service';

const security = [{ bearer: [] }];

export const partRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/part',
    {
      schema: {
        tags: ['parts'],
        summary: 'Search the catalogue, a page at a time',
        description:
          '`q` matches part numbers and OEM numbers in any spelling (exact part number first, then exact OEM ' +
          'number, then prefixes) and the words of names and descriptions; `vehicle` keeps parts that fit it; ' +
          '`category` keeps one category. Headers: X-Total-Count, Link (next/prev). A search by `q` answers ' +
          `its first ${defaultMaxResults.toLocaleString('en-US')} results at most: when more matched, X-Total-Count ` +
          'is that window and `X-Total-Count-Relation: gte` says the matches are more (as ' +
          "Elasticsearch's `total.relation`); narrow the search to reach the rest.",
        querystring: PartSearchQuery,
        response: { 200: PartList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = await app.caches.catalogue.page(request.query);
      setPageHeaders(request, reply, request.query, page.total);
      if (page.more) reply.header(totalRelationHeader, 'gte');
      return sendPreparedJson(request, reply, page.json);
    },
  );

  app.get(
    '/category',
    {
      schema: {
        tags: ['parts'],
        summary:
          'The categories with their number of parts, or of the parts that fit a vehicle and match words',
        description:
          'Without filters every category with its number of parts. With `vehicle` and/or `q`, the parts ' +
          '`GET /api/part` finds with them, counted per category (categories with none left out). With `q` ' +
          `and no vehicle, the parts of the search's result window (its first ${defaultMaxResults.toLocaleString('en-US')}) ` +
          'are counted, and when the words matched more each count is a floor (`more: true`).',
        querystring: CategoryQuery,
        response: { 200: CategoryList, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      sendPreparedJson(request, reply, await app.caches.catalogue.categories(request.query)),
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
    async (request, reply) =>
      sendPreparedJson(request, reply, await app.caches.catalogue.part(request.params.id)),
  );

  app.get(
    '/part/:id/fitment',
    {
      schema: {
        tags: ['parts'],
        summary: 'The vehicles one part fits, a page at a time (`vehicle=` asks about one)',
        params: IdParams,
        querystring: PartFitmentQuery,
        response: { 200: PartFitmentList, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listFitment(app, request.params.id, request.query);
      setPageHeaders(request, reply, request.query, total);
      return items;
    },
  );

  app.post(
    '/part',
    {
      onRequest: app.allow(assertCanManageCatalogue),
      schema: {
        tags: ['parts'],
        security,
        summary: 'Add a part (admin)',
        body: CreatePart,
        response: { 200: InsertedId, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({ insertedId: await createPart(app, request.body) }),
  );

  app.put(
    '/part/:id',
    {
      onRequest: app.allow(assertCanManageCatalogue),
      schema: {
        tags: ['parts'],
        security,
        summary: 'Edit or restock a part, its numbers and fitment (admin)',
        params: IdParams,
        body: UpdatePart,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ modifiedCount: await updatePart(app, request.params.id, request.body) }),
  );

  app.delete(
    '/part/:id',
    {
      onRequest: app.allow(assertCanManageCatalogue),
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
