import { CreateReview, InsertedId, ReviewList } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth-guard';
import { errorResponses } from '../../plugins/openapi';
import { createReview, listReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      schema: { tags: ['reviews'], summary: 'Customer reviews, newest first', response: { 200: ReviewList } },
    },
    () => listReviews(app.db),
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
    async (request) => ({ insertedId: await createReview(app.db, currentUser(request), request.body) }),
  );
};
