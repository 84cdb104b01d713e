import { IdParams, ModifiedCount } from '@partsmith/contract/common';
import {
  Checkout,
  CheckoutRefusal,
  CreateCheckout,
  CreatedCheckout,
  MarkCheckoutPaid,
  ShipCheckout,
} from '@partsmith/contract/checkout';
import { centsToDollars } from '@partsmith/contract/money';
import { PaymentIntentSecret } from '@partsmith/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { perUserLimit } from '../../plugins/rate-limit';
import { confirmCheckoutPayment, startCheckoutPayment } from '../../workflows/pay-checkout';
import { placeCheckout } from '../../workflows/place-checkout';
import { shipCheckout } from '../../workflows/ship-checkout';
import { checkoutFor } from './checkout/checkout-view';
import { assertCanManageOrders } from './policy';

const security = [{ bearer: [] }];
const tags = ['checkout'];

/** One checkout for the whole basket, paid once (issue 33; contract checkout.ts). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout',
    {
      onRequest: app.requireUser,
      config: perUserLimit(app.config.orderRateLimit, 'orders'),
      schema: {
        tags,
        security,
        summary:
          'Place every line of your basket at once, all or nothing (buyers): one order per line, sharing the checkout and its PO reference; the basket is emptied',
        description:
          'Each line is checked by the order rule (a discontinued part, minimum order, stock, the most an order may be) against the part as it is now, and its stock taken in the same transaction. If any line cannot be had, nothing is placed: 409 names each line and its problem. A checkout is one open unpaid order, held like one for UNPAID_ORDER_HOLD_MINUTES.',
        body: CreateCheckout,
        response: {
          201: CreatedCheckout,
          409: CheckoutRefusal.or(errorResponses(409)[409]),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const outcome = await placeCheckout(app, currentUser(request), request.body);
      if (!outcome.placed) {
        return reply.code(409).send({
          error: 'CONFLICT' as const,
          message:
            'Some lines cannot be ordered as they are: nothing was placed. Fix them and check out again.',
          lines: outcome.lines,
        });
      }
      return reply
        .code(201)
        .send({ _id: outcome.id, orders: outcome.orders, total: centsToDollars(outcome.totalCents) });
    },
  );

  app.get(
    '/checkout/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One checkout with its lines (its buyer or an admin; 404 for anyone else)',
        params: IdParams,
        response: { 200: Checkout, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => checkoutFor(app, request.params.id, currentUser(request)),
  );

  app.post(
    '/checkout/:id/payment-intent',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Start the one payment of your checkout: the sum of its unpaid lines as stored',
        params: IdParams,
        response: { 200: PaymentIntentSecret, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      clientSecret: await startCheckoutPayment(app, currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/checkout/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Mark every line of your checkout paid, once the payment provider confirms its one payment; a repeated call changes nothing',
        params: IdParams,
        body: MarkCheckoutPaid,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      modifiedCount: await confirmCheckoutPayment(
        app,
        currentUser(request),
        request.params.id,
        request.body.transactionId,
      ),
    }),
  );

  app.put(
    '/checkout/:id/ship',
    {
      onRequest: app.allow(assertCanManageOrders),
      schema: {
        tags,
        security,
        summary: 'Ship every paid line of a checkout with one carrier and tracking number (admin)',
        params: IdParams,
        body: ShipCheckout,
        response: { 200: ModifiedCount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      modifiedCount: await shipCheckout(app, request.params.id, currentUser(request), request.body),
    }),
  );
};
