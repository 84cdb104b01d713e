import { ChargeQuote, ChargeQuoteQuery, ShippingSettings, TaxSettings } from '@partsmith/contract/charges';
import { PublicSettings } from '@partsmith/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/request-user';
import { errorResponses } from '../../plugins/openapi';
import { quoteCharges } from '../../workflows/quote-charges';
import { assertCanManageRates } from './policy';
import { ratesFor, saveRates } from './service';

const security = [{ bearer: [] }];

/** What the web app needs to know about this store's setup (only public values: never a secret), and
 * the admin's shipping and tax rates (ADR 0034). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const settings: PublicSettings = {
    googleSignIn: config.google !== null,
    emailVerificationRequired: config.requireEmailVerification,
    payments: config.stripe
      ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
      : { provider: 'test' },
    storeCountry: config.storeCountry,
  };
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Public settings for the web app',
        response: { 200: PublicSettings },
      },
    },
    () => settings,
  );

  for (const [kind, schema, what] of [
    [
      'shipping',
      ShippingSettings,
      'Shipping rates: per destination country a flat charge per order or checkout, free above an order value, a per-unit surcharge for heavy categories; a default for countries not listed',
    ],
    [
      'tax',
      TaxSettings,
      'Tax rates: per country (and US state) a rate on goods and on shipping, reverse charge for business buyers; prices net or gross',
    ],
  ] as const) {
    app.get(
      `/settings/${kind}`,
      {
        onRequest: app.allow(assertCanManageRates),
        schema: {
          tags: ['settings'],
          security,
          summary: `The store's ${kind} rates (admin)`,
          description: what,
          response: { 200: schema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ratesFor(app, currentUser(request), kind),
    );
    app.put(
      `/settings/${kind}`,
      {
        onRequest: app.allow(assertCanManageRates),
        schema: {
          tags: ['settings'],
          security,
          summary: `Replace the store's ${kind} rates (admin)`,
          description: `${what}. Orders already placed keep what they were charged.`,
          body: schema,
          response: { 200: schema, ...errorResponses(400, 401, 403) },
        },
      },
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one route per kind, its schema above
      async (request) => saveRates(app, currentUser(request), kind, request.body as any),
    );
  }

  app.get(
    '/charges/quote',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['settings'],
        security,
        summary: 'What an order of one part, or the basket, will be charged: shipping and tax',
        description:
          'In dollars. `partId` and `quantity` (default its minimum order) quote one order; without them, ' +
          "the buyer's basket. `country` defaults to the store's; `state` counts for the US only.",
        querystring: ChargeQuoteQuery,
        response: { 200: ChargeQuote, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => quoteCharges(app, currentUser(request), request.query),
  );
};
