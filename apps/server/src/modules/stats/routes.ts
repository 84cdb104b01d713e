import { IdParams } from '@partsmith/contract/common';
import {
  LowStockList,
  LowStockQuery,
  PartStockAlert,
  SalesStats,
  SalesStatsQuery,
  TopParts,
  TopPartsQuery,
} from '@partsmith/contract/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPreparedJson } from '../../lib/send-prepared-json';
import { setPageHeaders } from '../../lib/paging';
import { errorResponses } from '../../plugins/openapi';
import { statsMaxAgeMs } from './stats-caches';
import { assertCanSeeStats } from './policy';
import { lowStockPage, partStockAlert, salesStats, topParts } from './service';

const security = [{ bearer: [] }];
const tags = ['stats'];
const lag =
  `Read from aggregates kept as orders are paid; an answer is kept up to ${statsMaxAgeMs / 1000} s, so ` +
  'sales paid through another server instance can show that much later. Days are UTC days of payment.';

/** The admin's sales dashboard (issue 16); the rules are in ./service.ts and ./sales-ledger.ts. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats/sales',
    {
      onRequest: app.allow(assertCanSeeStats),
      schema: {
        tags,
        security,
        summary: 'Revenue and paid orders per day, week or month of a range (admin)',
        description: `\`from\`, \`to\`: UTC days (YYYY-MM-DD), both included; every bucket listed. ${lag}`,
        querystring: SalesStatsQuery,
        response: { 200: SalesStats, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPreparedJson(request, reply, await salesStats(app, request.query)),
  );

  app.get(
    '/stats/top-parts',
    {
      onRequest: app.allow(assertCanSeeStats),
      schema: {
        tags,
        security,
        summary: 'The parts that sold most in a range, by revenue and by units (admin)',
        description: lag,
        querystring: TopPartsQuery,
        response: { 200: TopParts, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPreparedJson(request, reply, await topParts(app, request.query)),
  );

  app.get(
    '/stats/low-stock',
    {
      onRequest: app.allow(assertCanSeeStats),
      schema: {
        tags,
        security,
        summary: 'Parts under their low-stock threshold, furthest under first; paged (admin)',
        querystring: LowStockQuery,
        response: { 200: LowStockList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await lowStockPage(app, request.query);
      setPageHeaders(request, reply, request.query, page.total);
      return page.items;
    },
  );

  app.get(
    '/stats/low-stock/:id',
    {
      onRequest: app.allow(assertCanSeeStats),
      schema: {
        tags,
        security,
        summary: "One part's low-stock threshold and whether it is under it (admin)",
        params: IdParams,
        response: { 200: PartStockAlert, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => partStockAlert(app, request.params.id),
  );
};
