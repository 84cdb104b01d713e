import { CreateReview, InsertedId, ReviewList } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth-guard';
import { errorResponses } from '../../plugins/openapi';
import { sendPreparedJson } from '../../lib/json-cache';
import { createReview } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      schema: { tags: ['reviews'], summary: 'Customer reviews, newest first', response: { 200: ReviewList } },
    },
    async (request, reply) => sendPreparedJson(request, reply, await app.catalogue.reviews()),
  );

  app.post(
    '/review',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: 'Add a review (buyers)',
        body: CreateReview,
        response: { 200: InsertedId, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const insertedId = await createReview(app.db, currentUser(request), request.body);
      app.catalogue.invalidateReviews();
      return { insertedId };
    },
  );
};
