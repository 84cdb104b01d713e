import { DeletedCount, IdParams, InsertedId } from '@partsmith/contract/common';
import { CreateReview, ReviewList, ReviewListQuery } from '@partsmith/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { sendPreparedJson } from '../../lib/send-prepared-json';
import { setPageHeaders } from '../../lib/paging';
import { perUserLimit } from '../../plugins/rate-limit';
import { assertCanModerateReviews } from './policy';
import { listReviews } from './review-list';
import { createReview, deleteReview } from './service';

const hour = 60 * 60_000;
const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Customer reviews, newest first, paged (default 24; the home page asks for 6)',
        description:
          'One page (`page` from 1, `limit` 1–100, default 24), with `X-Total-Count` and `Link` ' +
          '(next/prev). The first page and the total are served from a cache renewed on every review ' +
          'added here and at least once a second.',
        querystring: ReviewListQuery,
        response: { 200: ReviewList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const first = await app.caches.reviews.get(limit);
      setPageHeaders(request, reply, request.query, first.total);
      if (page === 1) return sendPreparedJson(request, reply, first.json);
      return (page - 1) * limit >= first.total ? [] : listReviews(app, request.query);
    },
  );

  app.post(
    '/review',
    {
      onRequest: app.requireUser,
      // Each review rebuilds the list every visitor loads: a few an hour per account (REVIEW_RATE_LIMIT).
      config: perUserLimit(app.config.reviewRateLimit, 'reviews', {
        windowMs: hour,
        refusal: (retryInMs) =>
          `You can post at most ${app.config.reviewRateLimit} reviews an hour. Please try again in ${inMinutes(retryInMs)}.`,
      }),
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: 'Add a review (buyers; at most REVIEW_RATE_LIMIT an hour, 5 by default)',
        body: CreateReview,
        response: { 200: InsertedId, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({ insertedId: await createReview(app, currentUser(request), request.body) }),
  );

  app.delete(
    '/review/:id',
    {
      onRequest: app.allow(assertCanModerateReviews),
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: 'Delete a review (admin moderation)',
        params: IdParams,
        response: { 200: DeletedCount, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ deletedCount: await deleteReview(app, request.params.id) }),
  );
};
