import { PublicSettings } from '@partsmith/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web app needs to know about this store's setup. Only public values: never a secret. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const settings: PublicSettings = {
    googleSignIn: config.google !== null,
    emailVerificationRequired: config.requireEmailVerification,
    payments: config.stripe
      ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
      : { provider: 'test' },
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
};
