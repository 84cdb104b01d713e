// Runs the checkout load in its own process (as load-worker.mjs runs autocannon): each connection is one
// buyer who, again and again, replaces their basket with 20 lines drawn from the shared parts, checks out,
// asks for the payment intent and pays it with the test card. Each call needs the previous answer (the
// checkout id, the client secret), which autocannon's static request lists cannot carry, so this loop
// drives node:http on keep-alive sockets itself. Reads the plan as JSON on stdin, writes the result on
// stdout: per call kind the latencies' percentiles, and the checkouts placed and paid.
import { Agent, request } from 'node:http';
import { text } from 'node:stream/consumers';
import { seededRandom } from './random.mjs';

/**
 * @typedef {{ url: string, durationSeconds: number, warmupSeconds: number, linesPerBasket: number,
 *   buyers: Array<{ token: string }>, parts: Array<{ id: string, minOrderQuantity: number }>, seed: number }} CheckoutPlan
 */
const plan = /** @type {CheckoutPlan} */ (JSON.parse(await text(process.stdin)));
const base = new URL(plan.url);
const agent = new Agent({ keepAlive: true, maxSockets: plan.buyers.length });

/** @param {string} method @param {string} path @param {string} token @param {unknown} [body] */
function call(method, path, token, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, raw });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const kinds = [
  'PUT /api/basket',
  'POST /api/checkout',
  'POST …/payment-intent',
  'POST /api/payments/test/confirm',
  'PATCH /api/checkout/{id}',
];
/** @type {Record<string, number[]>} */
const latencies = Object.fromEntries(kinds.map((kind) => [kind, []]));
/** @type {Record<string, number>} */
const statuses = {};
const counts = { checkouts: 0, linesPlaced: 0, paid: 0, errors: 0, requestsAll: 0 };
/** @type {string[]} */
const problems = [];

const measuredFrom = Date.now() + plan.warmupSeconds * 1000;
const endsAt = measuredFrom + plan.durationSeconds * 1000;

/**
 * One call, counted when the measured window has begun; a non-2xx answer ends the buyer's round.
 * @param {string} kind @param {string} method @param {string} path @param {string} token @param {unknown} [body]
 */
async function step(kind, method, path, token, body) {
  const measured = Date.now() >= measuredFrom;
  /** @type {any} */
  let answer;
  try {
    answer = await call(method, path, token, body);
  } catch (error) {
    if (measured) counts.errors += 1;
    if (problems.length < 5) problems.push(`${kind}: ${/** @type {Error} */ (error).message}`);
    return null;
  }
  counts.requestsAll += 1;
  if (measured) {
    latencies[kind].push(answer.ms);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  if (answer.status < 200 || answer.status >= 300) {
    if (measured) counts.errors += 1;
    if (problems.length < 5) problems.push(`${kind}: ${answer.status} ${answer.raw.slice(0, 300)}`);
    return null;
  }
  return { measured, body: JSON.parse(answer.raw) };
}

/** One buyer's rounds until the time is up. @param {{ token: string }} buyer @param {number} index */
async function buyerLoop(buyer, index) {
  const next = seededRandom(plan.seed + index);
  while (Date.now() < endsAt) {
    const chosen = [...plan.parts];
    for (let at = chosen.length - 1; at > 0; at -= 1) {
      const other = Math.floor(next() * (at + 1));
      [chosen[at], chosen[other]] = [chosen[other], chosen[at]];
    }
    const lines = chosen
      .slice(0, plan.linesPerBasket)
      .map((part) => ({ partId: part.id, quantity: part.minOrderQuantity + Math.floor(next() * 3) }));
    if (!(await step(kinds[0], 'PUT', '/api/basket', buyer.token, { lines }))) continue;
    const placed = await step(kinds[1], 'POST', '/api/checkout', buyer.token, {
      address: '1 Bench Street, Testville',
      number: '+1 555 0100',
      poReference: `BENCH-${index}`,
    });
    if (!placed) continue;
    if (placed.measured) {
      counts.checkouts += 1;
      counts.linesPlaced += placed.body.orders.length;
    }
    const checkoutId = placed.body._id;
    const intent = await step(kinds[2], 'POST', `/api/checkout/${checkoutId}/payment-intent`, buyer.token);
    if (!intent) continue;
    const confirmed = await step(kinds[3], 'POST', '/api/payments/test/confirm', buyer.token, {
      clientSecret: intent.body.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    if (!confirmed) continue;
    // As the payment page does once the card is charged: the lines are marked paid by the one payment.
    const marked = await step(kinds[4], 'PATCH', `/api/checkout/${checkoutId}`, buyer.token, {
      transactionId: confirmed.body.paymentIntent.id,
    });
    if (marked?.measured) counts.paid += 1;
  }
}

await Promise.all(plan.buyers.map((buyer, index) => buyerLoop(buyer, index)));
agent.destroy();

/** @param {number[]} values @param {number} share */
const percentile = (values, share) =>
  values[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const all = Object.values(latencies)
  .flat()
  .sort((a, b) => a - b);
const round = (/** @type {number} */ value) => Number(value.toFixed(1));
process.stdout.write(
  JSON.stringify({
    ...counts,
    requests: all.length,
    p50Ms: round(percentile(all, 0.5)),
    p99Ms: round(percentile(all, 0.99)),
    byCall: Object.fromEntries(
      kinds.map((kind) => {
        const sorted = latencies[kind].sort((a, b) => a - b);
        return [
          kind,
          {
            count: sorted.length,
            p50Ms: round(percentile(sorted, 0.5)),
            p99Ms: round(percentile(sorted, 0.99)),
          },
        ];
      }),
    ),
    statuses,
    problems,
  }),
);
