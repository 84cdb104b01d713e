import { ReviewList } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listReviews } from './service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      schema: { tags: ['reviews'], summary: 'Customer reviews, newest first', response: { 200: ReviewList } },
    },
    () => listReviews(app.db),
  );
};
