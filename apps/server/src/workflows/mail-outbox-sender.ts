import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendQueuedMails } from './send-queued-mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what the mail outbox holds now; resolves when it is empty (or its mails are claimed). */
    sendQueuedMails: () => Promise<void>;
  }
}

/** Mails left by a crash, or by a lease that ended, are looked for this often. */
const sweepMs = 30_000;

/**
 * Sends the mails writes queued (ADR 0038) after the answer: on every `mail` change this instance
 * emits, and every half minute for what another instance or a crash left. One run at a time per
 * instance; a change during a run makes one more run. Closing waits for the run under way and starts
 * no other.
 */
async function mailOutboxSenderPlugin(app: FastifyInstance) {
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  const run = (): Promise<void> => {
    if (closing) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendQueuedMails(app).catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not read the mail outbox'),
        );
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('sendQueuedMails', run);
  app.changes.on('mail', () => {
    setImmediate(() => void run());
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    timer = setInterval(() => void run(), sweepMs).unref();
  });
  // Before the database closes (its onClose hook runs first): what is queued after this waits in the
  // outbox for the next start.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}

export default fp(mailOutboxSenderPlugin, { name: 'mail-outbox-sender', dependencies: ['app-context'] });
