import {
  ConfirmedPayment,
  ConfirmTestPayment,
  CreatePaymentIntent,
  PaymentIntentSecret,
} from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, invalid, conflict, notFound } from '../../lib/app-error';
import { currentUser } from '../identity/auth-guard';
import { errorResponses } from '../../plugins/openapi';
import { expiredMessage, findOrderRow, isExpired } from '../orders/service';
import { createIntentForOrder, recordWebhookPayment } from './service';

const security = [{ bearer: [] }];
const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-payment-intent',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Start paying your unpaid order; the amount is the stored order total',
        body: CreatePaymentIntent,
        response: { 200: PaymentIntentSecret, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      clientSecret: await createIntentForOrder(app, currentUser(request), request.body),
    }),
  );

  const testPayments = app.testPayments;
  if (testPayments) {
    app.post(
      '/payments/test/confirm',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: 'Charge a test card (built-in test processor; no real money)',
          body: ConfirmTestPayment,
          response: { 200: ConfirmedPayment, ...errorResponses(400, 401, 402, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const intent = await testPayments.intentBySecret(request.body.clientSecret);
        if (!intent) throw notFound('payment', 'This payment was not found. Reload the page and try again.');
        const order = await findOrderRow(app.db, intent.order_id).catch(() => null);
        if (!order) throw conflict('This order no longer exists.');
        if (order.email !== user.email) throw forbidden('Only the buyer can pay for an order.');
        if (order.paid === 0 && isExpired(order)) throw conflict(expiredMessage);
        const paid = await testPayments.confirm(request.body.clientSecret, request.body.card);
        return { paymentIntent: { id: paid.id, status: 'succeeded' as const } };
      },
    );
  }

  // Stripe signs the raw bytes, so this route keeps the body as it arrived.
  app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/payments/stripe/webhook',
      { schema: { tags, summary: "Stripe's payment events (signature verified)", hide: !app.config.stripe } },
      async (request, reply) => {
        if (app.config.stripe === null)
          throw notFound('Stripe configuration', 'Stripe is not configured on this store.');
        const signature = request.headers['stripe-signature'];
        const intent = await app.payments
          .succeededIntentFromWebhook(
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          )
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'refused a Stripe webhook');
            throw invalid('The webhook signature could not be verified.');
          });
        if (intent) await recordWebhookPayment(app, intent);
        return reply.send({ received: true });
      },
    );
  });
};
