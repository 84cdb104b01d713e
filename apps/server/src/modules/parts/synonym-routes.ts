import { DeletedCount } from '@partsmith/contract/common';
import { Synonym, SynonymAdded, SynonymList, SynonymQuery } from '@partsmith/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPageHeaders } from '../../lib/paging';
import { errorResponses } from '../../plugins/openapi';
import { assertCanManageCatalogue } from './policy';
import { addSynonym, listSynonyms, removeSynonym } from './synonyms';

const security = [{ bearer: [] }];

/** The trade words that find each other in the search (admin). */
export const synonymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/synonym',
    {
      onRequest: app.allow(assertCanManageCatalogue),
      schema: {
        tags: ['parts'],
        security,
        summary: 'The search synonyms, a page at a time, by term (admin)',
        description:
          'One row per direction: `disc` → `rotor` and `rotor` → `disc`. Headers: X-Total-Count, Link.',
        querystring: SynonymQuery,
        response: { 200: SynonymList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listSynonyms(app, request.query);
      setPageHeaders(request, reply, request.query, total);
      return items;
    },
  );

  app.post(
    '/synonym',
    {
      onRequest: app.allow(assertCanManageCatalogue),
      schema: {
        tags: ['parts'],
        security,
        summary: 'Make two trade words (or phrases of up to three words) find each other (admin)',
        body: Synonym,
        response: { 200: SynonymAdded, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await addSynonym(app, request.body);
      return { ok: true as const };
    },
  );

  app.delete(
    '/synonym',
    {
      onRequest: app.allow(assertCanManageCatalogue),
      schema: {
        tags: ['parts'],
        security,
        summary: 'Stop two trade words finding each other, both ways (admin)',
        querystring: Synonym,
        response: { 200: DeletedCount, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ deletedCount: await removeSynonym(app, request.query) }),
  );
};
