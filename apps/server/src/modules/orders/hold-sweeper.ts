import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseExpiredOrders } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives the stock of unpaid orders whose hold ran out back (each once); answers how many. */
    releaseExpiredOrders: () => Promise<number>;
  }
}

/**
 * Unpaid orders hold their stock for UNPAID_ORDER_HOLD_MINUTES. Correctness needs no background job:
 * orders are released lazily when orders are read or one is refused, and an order past its hold reads as
 * expired anyway. A sweep every minute on each instance also gives the catalogue its units back when
 * no one reads orders; instances sweeping together release each order once.
 */
async function orderHoldsPlugin(app: FastifyInstance) {
  const release = () => releaseExpiredOrders(app);
  app.decorate('releaseExpiredOrders', release);
  const everyMs = Math.max(1000, Math.min(60_000, app.config.unpaidOrderHoldMs / 2));
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    sweep = setInterval(() => {
      release().catch((error: unknown) => app.log.warn({ err: error }, 'could not release expired orders'));
    }, everyMs).unref();
  });
  app.addHook('onClose', () => clearInterval(sweep));
}

export default fp(orderHoldsPlugin, { name: 'order-holds', dependencies: ['app-context'] });
