import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CounterStore, memoryCounterStore, redisCounterStore } from '../lib/counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters for limits a route keeps itself (failed sign-ins per account), in the same store. */
    counters: CounterStore;
  }
}

/**
 * Per-user limits for costly writes (orders, uploads). Counts live in Redis when REDIS_URL is set, so
 * every instance shares them; in memory otherwise.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('counters', redis ? redisCounterStore(redis, 'partsmith-count-') : memoryCounterStore());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'partsmith-rate-' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['app-context'] });

/**
 * Route config: at most `max` calls per window (a minute unless given) per signed-in user, counted after
 * authentication. `refusal` words the 429's message from the time left (ms).
 */
export function perUserLimit(
  max: number,
  group: string,
  { windowMs = 60_000, refusal }: { windowMs?: number; refusal?: (retryInMs: number) => string } = {},
) {
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      hook: 'preHandler' as const, // after the onRequest guard has set request.user
      groupId: group,
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
      ...(refusal && {
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
          statusCode: 429,
          error: 'RATE_LIMITED',
          message: refusal(context.ttl),
        }),
      }),
    },
  };
}
