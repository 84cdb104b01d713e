import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { cardDeclined, conflict, notFound } from '../../lib/app-error';
import { now } from '../../lib/ids';
import type { IntentView, PaymentProvider } from './provider';
import { refundTestPayment, testRefundMadeFor } from './test-refunds';
import { cardProblem, type CardInput } from './test-cards';

const token = (bytes: number) => randomBytes(bytes).toString('hex');

type IntentRow = Tables['payment_intent'];

const toView = (row: IntentRow): IntentView => ({
  id: row.id,
  status: row.status,
  amountCents: row.amount_cents,
  currency: row.currency,
  orderId: row.order_id,
  clientSecret: row.client_secret,
});

/**
 * The built-in card processor used when Stripe is not configured: the same intent flow, kept in our
 * database, with Stripe's test-card numbers. It never moves money.
 */
export function testPaymentProcessor(db: Kysely<Tables>) {
  const provider: PaymentProvider & {
    confirm(clientSecret: string, card: CardInput): Promise<IntentView>;
    intentBySecret(clientSecret: string): Promise<IntentRow | undefined>;
  } = {
    name: 'test',

    /** One intent per order, kept by a unique index: concurrent calls all answer the one that was stored. */
    async createIntent({ orderId, amountCents }) {
      const existing = () =>
        db.selectFrom('payment_intent').selectAll().where('order_id', '=', orderId).executeTakeFirst();
      const open = await existing();
      if (open) return { id: open.id, clientSecret: open.client_secret };
      const id = `pi_test_${token(12)}`;
      const clientSecret = `${id}_secret_${token(16)}`;
      await db
        .insertInto('payment_intent')
        .values({
          id,
          order_id: orderId,
          amount_cents: amountCents,
          currency: 'usd',
          status: 'requires_payment_method',
          client_secret: clientSecret,
          last_error: null,
          card_last4: null,
          created_at: now(),
          updated_at: now(),
        })
        .execute()
        .catch(() => undefined); // another call stored this order's intent first
      const stored = await existing();
      if (!stored) throw new Error(`no payment intent stored for order ${orderId}`);
      return { id: stored.id, clientSecret: stored.client_secret };
    },

    async cancelIntent(id) {
      await db
        .updateTable('payment_intent')
        .set({ status: 'canceled', updated_at: now() })
        .where('id', '=', id)
        .where('status', '<>', 'succeeded')
        .execute();
      const row = await db
        .selectFrom('payment_intent')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return 'unknown';
      return row.status === 'canceled' ? 'canceled' : 'being-paid';
    },

    async retrieveIntent(id) {
      const row = await db.selectFrom('payment_intent').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toView(row) : null;
    },

    refund: (request) => refundTestPayment(db, request),
    refundMadeFor: (request) => testRefundMadeFor(db, request),
    async eventFromWebhook() {
      throw notFound('webhook endpoint', 'The test processor sends no webhooks.');
    },

    intentBySecret: (clientSecret) =>
      db
        .selectFrom('payment_intent')
        .selectAll()
        .where('client_secret', '=', clientSecret)
        .executeTakeFirst(),

    /** Charges the test card: the intent succeeds, or stays open with the decline as its last error. */
    async confirm(clientSecret, card) {
      const intent = await provider.intentBySecret(clientSecret);
      if (!intent) throw notFound('payment', 'This payment was not found. Reload the page and try again.');
      if (intent.status === 'succeeded') return toView(intent);
      if (intent.status === 'canceled') {
        throw conflict('This payment was cancelled. Nothing was charged.');
      }
      const problem = cardProblem(card);
      const charged = await db
        .updateTable('payment_intent')
        .set({
          status: problem ? 'requires_payment_method' : 'succeeded',
          last_error: problem,
          card_last4: card.number.replace(/[\s-]/g, '').slice(-4),
          updated_at: now(),
        })
        .where('id', '=', intent.id)
        .where('status', 'not in', ['succeeded', 'canceled'])
        .executeTakeFirst();
      if (Number(charged.numUpdatedRows) === 0) {
        // Cancelled (the order was deleted) or paid by a racing call meanwhile: say which.
        const now = await provider.intentBySecret(clientSecret);
        if (now?.status === 'succeeded') return toView(now);
        throw conflict('This payment was cancelled. Nothing was charged.');
      }
      if (problem) throw cardDeclined(problem);
      return { ...toView(intent), status: 'succeeded' };
    },
  };
  return provider;
}

export type TestPaymentProcessor = ReturnType<typeof testPaymentProcessor>;
