import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  failure_reason: string | null;
  metadata: Record<string, string>;
}

/** How the fake answers the next refunds: succeeded, still pending (bank refunds), failed, or made with every answer lost. */
export type RefundBehaviour = 'succeed' | 'pending' | 'fail' | 'unreachable';

const metadataOf = (form: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.match(/^metadata\[(.+)\]$/);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

/**
 * A local HTTP server speaking the part of Stripe's API the store uses (create, retrieve and cancel
 * payment intents; create refunds, never more than is left of the charge, and list them by payment
 * intent, newest first, a page at a time; form-encoded, with idempotency keys answering the first result
 * until they are forgotten, as Stripe forgets them after 24 hours), so the real `stripe` SDK can be tested
 * offline.
 */
export async function startStripeApi() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  let refundBehaviour: RefundBehaviour = 'succeed';
  const requests: Array<{
    method: string;
    path: string;
    form: URLSearchParams;
    query: URLSearchParams;
    idempotencyKey?: string;
  }> = [];
  let counter = 0;

  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const [path = '', search = ''] = (request.url ?? '').split('?');
    const query = new URLSearchParams(search);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method!, path, form, query, idempotencyKey });
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };

    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      counter += 1;
      const id = `pi_fake_${counter}`;
      const metadata = metadataOf(form);
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata,
        receipt_email: form.get('receipt_email'),
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const replay = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (replay) return refundBehaviour === 'unreachable' ? void response.destroy() : send(200, replay);
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: 'This PaymentIntent does not have a successful charge to refund.',
          },
        });
      }
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount;
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (amount > intent.amount - refunded) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount is greater than unrefunded amount on charge`,
          },
        });
      }
      counter += 1;
      const refund: FakeRefund = {
        id: `re_fake_${counter}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status:
          refundBehaviour === 'fail' ? 'failed' : refundBehaviour === 'pending' ? 'pending' : 'succeeded',
        failure_reason: refundBehaviour === 'fail' ? 'expired_or_canceled_card' : null,
        metadata: metadataOf(form),
      };
      refunds.set(refund.id, refund);
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      // The refund is made, but its answer is lost on the way back.
      if (refundBehaviour === 'unreachable') return void response.destroy();
      return send(200, refund);
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      // Stripe's list: newest first, `limit` (1-100, default 10), `starting_after` the last id seen.
      const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 10)));
      const intentId = query.get('payment_intent');
      const all = [...refunds.values()]
        .filter((refund) => !intentId || refund.payment_intent === intentId)
        .reverse();
      const after = query.get('starting_after');
      const from = after ? all.findIndex((refund) => refund.id === after) + 1 : 0;
      if (after && from === 0) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such refund: '${after}'`,
          },
        });
      }
      const data = all.slice(from, from + limit);
      return send(200, { object: 'list', data, has_more: from + limit < all.length, url: '/v1/refunds' });
    }
    const cancel = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (request.method === 'POST' && cancel) {
      const intent = intents.get(decodeURIComponent(cancel[1]!));
      if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      // Stripe refuses to cancel an intent that succeeded or is processing.
      if (['succeeded', 'processing', 'canceled'].includes(intent.status)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }
    const retrieve = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]!));
      if (intent) return send(200, intent);
      return send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
      });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** A bank payment under way: the money is on its way. */
    processing(id: string) {
      intents.get(id)!.status = 'processing';
      return intents.get(id)!;
    },
    refunds,
    /** Stripe forgets idempotency keys after 24 hours: the same key then makes a new refund. */
    forgetIdempotencyKeys() {
      refundsByKey.clear();
      byIdempotencyKey.clear();
    },
    /** How the next refunds are answered (default: they succeed at once). */
    refundsWill(behaviour: RefundBehaviour) {
      refundBehaviour = behaviour;
    },
    /** Stripe finishes a pending refund: the event a webhook then reports. */
    settleRefund(id: string, status: 'succeeded' | 'failed') {
      const refund = refunds.get(id)!;
      refund.status = status;
      refund.failure_reason = status === 'failed' ? 'expired_or_canceled_card' : null;
      return { ...refund };
    },
    /** What the buyer's browser does with Stripe Elements: the card payment succeeds. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
      return intents.get(id)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
