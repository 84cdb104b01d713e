import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepPendingRefunds } from './complete-refund';
import { lapseReturns } from './lapse-returns';

declare module 'fastify' {
  interface FastifyInstance {
    /** Completes the refunds pending for longer than `afterMs` (default a minute); answers how many. */
    sweepRefunds: (afterMs?: number) => Promise<number>;
    /** Lapses the approved returns not received within the send-back days; answers how many. */
    lapseReturns: () => Promise<number>;
  }
}

/** A refund younger than this is still being sent by the request that made it. */
const interruptedAfterMs = 60_000;

/**
 * A refund interrupted between being written and the provider's answer being recorded (a crash, the
 * provider unreachable) is asked again under its key every minute, on each instance: completed, never
 * repeated (ADR 0033). Instances sweeping together record each outcome once. The same pass lapses the
 * approved returns never sent back (ADR 0037), each once however many instances sweep.
 */
async function refundSweeperPlugin(app: FastifyInstance) {
  const sweep = (afterMs = interruptedAfterMs) => sweepPendingRefunds(app, afterMs);
  const lapse = () => lapseReturns(app);
  app.decorate('sweepRefunds', sweep);
  app.decorate('lapseReturns', lapse);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep pending refunds'));
      lapse().catch((error: unknown) => app.log.warn({ err: error }, 'could not lapse returns'));
    }, interruptedAfterMs).unref();
  });
  app.addHook('onClose', () => clearInterval(timer));
}

export default fp(refundSweeperPlugin, { name: 'refund-sweeper', dependencies: ['app-context'] });
