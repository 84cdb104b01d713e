import { Basket, maxListLines, maxLists } from '@partsmith/contract/basket';
import { DeletedCount, IdParams } from '@partsmith/contract/common';
import { CreateList, SavedList, SavedListSummaries, UpdateList } from '@partsmith/contract/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { listToBasket } from '../../workflows/list-to-basket';
import { changeList, saveList } from '../../workflows/save-list';
import { viewList } from '../../workflows/view-list';
import { currentUser } from '../../lib/request-user';
import { assertCanKeepLists } from './policy';
import { deleteList, listSummaries } from './service';

const security = [{ bearer: [] }];
const tags = ['lists'];
const private_ = `Your own lists only (another buyer's list id → 404; admins 403). At most ${maxLists} lists of ${maxListLines} lines.`;

/** Saved lists (issue 33; contract lists.ts). */
export const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = perUserLimit(app.config.basketRateLimit, 'basket');

  app.get(
    '/lists',
    {
      onRequest: app.allow(assertCanKeepLists),
      schema: {
        tags,
        security,
        summary: 'Your saved lists, newest first, with their line counts',
        description: private_,
        response: { 200: SavedListSummaries, ...errorResponses(401, 403) },
      },
    },
    async (request) => listSummaries(app.db, currentUser(request)),
  );

  app.post(
    '/lists',
    {
      onRequest: app.allow(assertCanKeepLists),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Save a list: { name, lines } or { name, fromBasket: true }',
        description: `${private_} 409 beyond ${maxLists} lists. Parts not in the catalogue are left out (skippedPartIds).`,
        body: CreateList,
        response: { 201: SavedList, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await saveList(app, currentUser(request), request.body)),
  );

  app.get(
    '/lists/:id',
    {
      onRequest: app.allow(assertCanKeepLists),
      schema: {
        tags,
        security,
        summary: "One of your lists, with today's prices and stock per line",
        description: private_,
        params: IdParams,
        response: { 200: SavedList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => viewList(app, currentUser(request), request.params.id),
  );

  app.put(
    '/lists/:id',
    {
      onRequest: app.allow(assertCanKeepLists),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Rename a list and/or replace its lines ({ name?, lines? })',
        description: private_,
        params: IdParams,
        body: UpdateList,
        response: { 200: SavedList, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => changeList(app, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/lists/:id',
    {
      onRequest: app.allow(assertCanKeepLists),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Delete one of your lists',
        description: private_,
        params: IdParams,
        response: { 200: DeletedCount, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ deletedCount: await deleteList(app.db, currentUser(request), request.params.id) }),
  );

  app.post(
    '/lists/:id/to-basket',
    {
      onRequest: app.allow(assertCanKeepLists),
      config: writes,
      schema: {
        tags,
        security,
        summary: 'Add a whole list to your basket in one step',
        description: `${private_} The same part's quantities add up; all or nothing against the basket's 500 lines (409). Parts gone from the catalogue are left out (skippedPartIds).`,
        params: IdParams,
        response: { 200: Basket, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => listToBasket(app, currentUser(request), request.params.id),
  );
};
