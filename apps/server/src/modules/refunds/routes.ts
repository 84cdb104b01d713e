import { IdParams } from '@partsmith/contract/common';
import { CreateRefund, RefundAnswer, RefundList, RefundListQuery } from '@partsmith/contract/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPageHeaders } from '../../lib/paging';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { refundCheckout, refundOrder, retryRefund } from '../../workflows/refund-order';
import { viewRefunds } from '../../workflows/view-refunds';
import { assertCanRefund } from './policy';

const security = [{ bearer: [] }];
const tags = ['refunds'];
const refundDescription =
  '`amount` in dollars (default: the rest of what was paid), `reason`, `cancel` (only before it ships: ' +
  'its units go back in stock). The money goes back through the provider that took the payment; the ' +
  'refund is `succeeded` once the provider confirms it (its answer or its webhook), `pending` until ' +
  'then, `failed` if it refused (retry it). Never more than was paid in all: 409.';

/** Refunds and cancellations (issue 35, contract refunds.ts, ADR 0033). */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/:id/refund',
    {
      onRequest: app.allow(assertCanRefund),
      schema: {
        tags,
        security,
        summary: 'Refund (and optionally cancel) a paid order (admin)',
        description: refundDescription,
        params: IdParams,
        body: CreateRefund,
        response: { 200: RefundAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => refundOrder(app, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/checkout/:id/refund',
    {
      onRequest: app.allow(assertCanRefund),
      schema: {
        tags,
        security,
        summary: 'Refund (and optionally cancel) a whole paid checkout (admin)',
        description: refundDescription,
        params: IdParams,
        body: CreateRefund,
        response: { 200: RefundAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => refundCheckout(app, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/refund/:id/retry',
    {
      onRequest: app.allow(assertCanRefund),
      schema: {
        tags,
        security,
        summary: 'Try a failed refund again (admin): a new attempt with the provider',
        params: IdParams,
        response: { 200: RefundAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => retryRefund(app, currentUser(request), request.params.id),
  );

  app.get(
    '/refund',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'The refunds of an order or a checkout (its buyer or an admin), newest first, paged',
        querystring: RefundListQuery,
        response: { 200: RefundList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const page = await viewRefunds(app, currentUser(request), request.query);
      setPageHeaders(request, reply, request.query, page.total);
      return page.items;
    },
  );
};
