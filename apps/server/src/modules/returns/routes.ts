import { IdParams } from '@partsmith/contract/common';
import {
  CreateReturn,
  OrderReturn,
  ReturnCreated,
  ReturnList,
  ReturnListQuery,
  ReturnPolicy,
  UpdateReturn,
} from '@partsmith/contract/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPageHeaders } from '../../lib/paging';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { decideReturn } from '../../workflows/decide-return';
import { requestReturn } from '../../workflows/request-return';
import { assertCanAskReturn, assertCanDecideReturns } from './policy';
import { listReturns } from './service';

const security = [{ bearer: [] }];
const tags = ['returns'];

/** Returns of shipped orders (issue 35 §2, contract returns.ts, ADR 0037). */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy: ReturnPolicy = {
    windowDays: app.config.returns.windowDays,
    sendBackDays: app.config.returns.sendBackDays,
    restockingFeePercent: app.config.returns.restockingFeePercent,
  };
  app.get(
    '/return/policy',
    {
      schema: {
        tags,
        summary:
          'The store’s return window (days after shipping), send-back days (after approval; then an ' +
          'approved return lapses) and restocking fee (percent)',
        response: { 200: ReturnPolicy },
      },
    },
    () => policy,
  );

  app.post(
    '/order/:id/return',
    {
      onRequest: app.allow(assertCanAskReturn),
      // Each request mails the admins: held to the orders' pace per buyer.
      config: perUserLimit(app.config.orderRateLimit, 'returns'),
      schema: {
        tags,
        security,
        summary: 'Ask to return units of a shipped order (its buyer)',
        description:
          '`quantity` (never more, over all the order’s returns not refused, than was shipped), `reason` ' +
          '(`does_not_fit`, `damaged_in_transit`, `wrong_part_sent`, `no_longer_needed`), `note`. Only ' +
          'within the store’s window after shipping (`GET /return/policy`): 409 after it.',
        params: IdParams,
        body: CreateReturn,
        response: { 201: ReturnCreated, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await requestReturn(app, currentUser(request), request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/return',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Returns, newest first, paged: every one for admins (filter by `state`), a buyer’s own',
        querystring: ReturnListQuery,
        response: { 200: ReturnList, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const page = await listReturns(app, currentUser(request), request.query);
      setPageHeaders(request, reply, request.query, page.total);
      return page.items;
    },
  );

  app.put(
    '/return/:id',
    {
      onRequest: app.allow(assertCanDecideReturns),
      schema: {
        tags,
        security,
        summary: 'Approve (with instructions), refuse (with a reason) or receive a return (admin)',
        description:
          'States only move forward: requested → approved → received, or requested → refused (409 ' +
          'otherwise, also for a replayed or racing request). An approved return not received within the ' +
          'send-back days lapses (its units may be asked back again); a lapsed return can still be ' +
          'received (409 if its units have been asked back since). On `received` the refund follows through the ' +
          'provider (less the restocking fee for "no longer needed"), and with `resaleable` the units go ' +
          'back in stock.',
        params: IdParams,
        body: UpdateReturn,
        response: { 200: OrderReturn, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => decideReturn(app, currentUser(request), request.params.id, request.body),
  );
};
