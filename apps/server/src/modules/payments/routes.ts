import {
  ConfirmedPayment,
  ConfirmTestPayment,
  CreatePaymentIntent,
  PaymentIntentSecret,
} from '@partsmith/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { confirmTestPayment, receiveStripeEvent, startOrderPayment } from '../../workflows/pay-order';

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
      clientSecret: await startOrderPayment(app, currentUser(request), request.body),
    }),
  );

  if (app.testPayments) {
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
        const paid = await confirmTestPayment(app, currentUser(request), request.body);
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
        const signature = request.headers['stripe-signature'];
        await receiveStripeEvent(
          app,
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return reply.send({ received: true });
      },
    );
  });
};
