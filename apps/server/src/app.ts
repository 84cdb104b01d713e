import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { earlyAnswers } from './lib/early-answers';
import { quickCompression } from './lib/prepared-json';
import { compressFrom } from './lib/send-prepared-json';
import { requestForLog } from './lib/log-redaction';
import { requestIdFrom } from './lib/request-id';
import { logsEveryRequest } from './lib/request-log';
import { healthRoutes } from './modules/health/routes';
import { checkoutRoutes } from './modules/orders/checkout-routes';
import { orderRoutes } from './modules/orders/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { paymentRoutes } from './modules/payments/routes';
import { authRoutes } from './modules/identity/routes';
import { imageRoutes } from './modules/images/routes';
import { catalogueCsvRoutes } from './modules/parts/csv/routes';
import { acesRoutes } from './modules/parts/aces/routes';
import { synonymRoutes } from './modules/parts/synonym-routes';
import { profileRoutes } from './modules/profiles/routes';
import { userRoutes } from './modules/users/routes';
import { partRoutes } from './modules/parts/routes';
import { vehicleRoutes } from './modules/vehicles/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { settingsRoutes } from './modules/settings/routes';
import { seoRoutes } from './modules/seo/routes';
import { statsRoutes } from './modules/stats/routes';
import { basketRoutes } from './modules/basket/routes';
import { listRoutes } from './modules/lists/routes';
import { garageRoutes } from './modules/garage/routes';
import { refundRoutes } from './modules/refunds/routes';
import { returnRoutes } from './modules/returns/routes';
import appContextPlugin, { type AppContext } from './app-context';
import authGuard from './plugins/auth-guard';
import errors, { answerFrameworkError } from './plugins/errors';
import nulGuard from './plugins/nul-guard';
import openApi from './plugins/openapi';
import privateAnswers from './plugins/private-answers';
import orderHoldSweeper from './modules/orders/hold-sweeper';
import rateLimit from './plugins/rate-limit';
import routeList from './plugins/route-list';
import security from './plugins/security';
import web from './plugins/web';
import { callerIdentifier } from './workflows/identify-caller';
import refundSweeper from './workflows/refund-sweeper';
import mailOutboxSender from './workflows/mail-outbox-sender';

/** Builds the whole app without listening, so tests can call `app.inject`. */
export async function buildApp(appContext: AppContext): Promise<FastifyInstance> {
  const { config } = appContext;
  const early = earlyAnswers();
  const app = Fastify({
    serverFactory: early.factory,
    // Request lines (LOG_LEVEL=debug) must not carry reset or verification tokens: URLs are redacted.
    loggerInstance: appContext.logger.child({}, { serializers: { req: requestForLog } }),
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    // Room for the longest email a path may carry (254 characters), so the schema, not the router, says no.
    routerOptions: { maxParamLength: 320 },
    frameworkErrors: answerFrameworkError,
    // Named proxies only, never `true`: the leftmost X-Forwarded-For entry is whatever the client wrote.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    logController: new LogController({ disableRequestLogging: !logsEveryRequest(appContext.logger.level) }),
  });
  app.decorate('answerEarly', early.use);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The id in the answer lets a user quote it and us find the request in the log.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(routeList);
  await app.register(appContextPlugin, appContext);
  await app.register(errors);
  await app.register(nulGuard);
  await app.register(security);
  await app.register(privateAnswers);
  // Every answer it compresses is made for one request: quickly, as a prepared answer's first (ADR 0052).
  await app.register(compress, {
    threshold: compressFrom,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: quickCompression.brotliQuality,
      },
    },
    zlibOptions: { level: quickCompression.gzipLevel },
  });
  await app.register(openApi);
  // Sessions are read on the read connection: a guarded request (an admin polling an import's progress)
  // is not queued behind a long write holding SQLite's main connection.
  const identify = callerIdentifier({ auth: app.auth, config: app.config, db: app.database.readDb });
  await app.register(authGuard, { identify });
  await app.register(rateLimit);
  await app.register(orderHoldSweeper);
  await app.register(refundSweeper);
  await app.register(mailOutboxSender);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(partRoutes);
      await api.register(vehicleRoutes);
      await api.register(reviewRoutes);
      await api.register(authRoutes);
      await api.register(settingsRoutes);
      await api.register(userRoutes);
      await api.register(profileRoutes);
      await api.register(orderRoutes);
      await api.register(checkoutRoutes);
      await api.register(invoiceRoutes);
      await api.register(paymentRoutes);
      await api.register(imageRoutes);
      await api.register(catalogueCsvRoutes);
      await api.register(acesRoutes);
      await api.register(synonymRoutes);
      await api.register(statsRoutes);
      await api.register(basketRoutes);
      await api.register(listRoutes);
      await api.register(garageRoutes);
      await api.register(refundRoutes);
      await api.register(returnRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes);
  await app.register(web);
  app.addHook('onClose', () => appContext.database.close());
  return app;
}
