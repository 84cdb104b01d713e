import { DeletedCount, IdParams, InsertedId, ModifiedCount } from '@partsmith/contract/common';
import { OrderExportQuery } from '@partsmith/contract/order-export';
import { OrderCounts } from '@partsmith/contract/stats';
import {
  CreateOrder,
  MarkOrderPaid,
  Order,
  OrderList,
  OrderListQuery,
  ShipOrder,
} from '@partsmith/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { setPageHeaders } from '../../lib/paging';
import { orderCacheMaxAgeMs } from './order-caches';
import { deleteOrder } from '../../workflows/delete-order';
import { confirmOrderPayment } from '../../workflows/pay-order';
import { placeOrder } from '../../workflows/place-order';
import { shipOrder } from '../../workflows/ship-order';
import { orderCounts } from './order-counts';
import { assertCanManageOrders } from './policy';
import { exportOrders, listOrders, orderFor } from './service';

const security = [{ bearer: [] }];
const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order',
    {
      onRequest: app.requireUser,
      config: perUserLimit(app.config.orderRateLimit, 'orders'),
      schema: {
        tags,
        security,
        summary:
          'Place an order (buyers); item name and price come from the part. Unpaid, it holds its stock for UNPAID_ORDER_HOLD_MINUTES; at most MAX_UNPAID_ORDERS open at once (409)',
        body: CreateOrder,
        response: { 200: InsertedId, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ insertedId: await placeOrder(app, currentUser(request), request.body) }),
  );

  app.get(
    '/order',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "A buyer's orders (?email= your own), or every order (admin, no email); paged, newest first",
        description:
          'One page (`page` from 1, `limit` 1–100, default 24), newest first, with `X-Total-Count` and ' +
          "`Link` (next/prev). `condition` (unpaid, pending, shipped) and `q` (the start of the buyer's " +
          'email or of the item name, any case) filter. The `Link` URLs carry `until`, the moment the ' +
          'first page was read: following them, orders placed meanwhile are left out, so no order shows ' +
          "twice and none is skipped. `X-Total-Count` is exact for a buyer's list (`email`); for the " +
          `admin lists it is counted at most once per ${orderCacheMaxAgeMs / 1000} s per filter, so it ` +
          'can lag behind orders placed or changed through another server instance by that long.',
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = await listOrders(app, currentUser(request), request.query);
      setPageHeaders(request, reply, request.query, page.total, { until: page.until });
      return page.items;
    },
  );

  app.get(
    '/order/export.csv',
    {
      onRequest: app.allow(assertCanManageOrders),
      schema: {
        tags,
        security,
        summary: 'Orders as CSV, streamed, oldest first (admin)',
        description:
          '`from`, `to`: UTC days of placing (YYYY-MM-DD, both included, either optional); `condition` as in ' +
          "the list. Cells starting with = + - @ are prefixed with ' so spreadsheets do not run them.",
        querystring: OrderExportQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('The orders as CSV'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportOrders(app, request.query, request.log);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.get(
    '/order/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One order (its buyer or an admin)',
        params: IdParams,
        response: { 200: Order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orderFor(app, request.params.id, currentUser(request)),
  );

  app.delete(
    '/order/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Delete an unpaid or expired order (its buyer or an admin); the units go back in stock. Refused (409) while its payment is under way',
        params: IdParams,
        response: { 200: DeletedCount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ deletedCount: await deleteOrder(app, request.params.id, currentUser(request)) }),
  );

  app.put(
    '/order/:id',
    {
      onRequest: app.allow(assertCanManageOrders),
      schema: {
        tags,
        security,
        summary:
          'Ship a paid order (admin), optionally with `carrier` and `trackingNumber` (DHL, UPS, FedEx and USPS numbers get a tracking link); shipping it again changes only a tracking that differs',
        params: IdParams,
        body: ShipOrder,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      modifiedCount: await shipOrder(app, request.params.id, currentUser(request), request.body),
    }),
  );

  app.patch(
    '/order/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mark your order paid, once the payment provider confirms the payment',
        params: IdParams,
        body: MarkOrderPaid,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      modifiedCount: await confirmOrderPayment(
        app,
        currentUser(request),
        request.params.id,
        request.body.transactionId,
      ),
    }),
  );

  app.get(
    '/stats/order-counts',
    {
      onRequest: app.allow(assertCanManageOrders),
      schema: {
        tags: ['stats'],
        security,
        summary: 'Orders per condition of Manage All Orders: unpaid, pending, shipped, expired (admin)',
        response: { 200: OrderCounts, ...errorResponses(401, 403) },
      },
    },
    () => orderCounts(app),
  );
};
