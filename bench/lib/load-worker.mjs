// Runs one autocannon load in its own process, so the load generator does not share an event loop with
// the bench's bookkeeping. Reads the plan (see load.mjs) as JSON on stdin, writes the result on stdout.
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

// A load that runs until the step it accompanies ends (load.mjs `startLoad`): SIGUSR2 ends it, even one
// sent before the load began. The first line out says the signal may be sent.
let stopped = false;
/** @type {(() => void) | null} */
let stop = null;
process.once('SIGUSR2', () => {
  stopped = true;
  stop?.();
});
process.stdout.write('listening\n');
const plan = JSON.parse(await text(process.stdin));
let nextConnection = 0;

const running = autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.durationSeconds,
  // A paced load's latencies are corrected below: autocannon 9 corrects them for an interval of
  // ceil(1 / rate) ms (1 ms at any rate of one a second or more, its rate being per second), so one
  // answer of v ms adds v - 1 made-up samples between v and 1 ms, where a connection paced at 10 a
  // second misses at most one request each 100 ms.
  ...(plan.connectionRate ? { connectionRate: plan.connectionRate, ignoreCoordinatedOmission: true } : {}),
  // Connection i plays the i-th role of the plan (round robin): its own buyer, its own mix of requests.
  setupClient(client) {
    const role = plan.roles[nextConnection++ % plan.roles.length];
    client.setRequests(role);
  },
});
/** Each 2xx answer's milliseconds, for a paced load's own percentiles. @type {number[]} */
const answered = [];
if (plan.connectionRate) {
  running.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) answered.push(ms);
  });
}
// The second line out says every connection has had an answer: the load is under way (load.mjs
// `startLoad`'s `started`), its own start-up (this process, its connections) behind it.
const answeredClients = new Set();
const onStarted = (/** @type {unknown} */ client) => {
  answeredClients.add(client);
  if (answeredClients.size < plan.connections) return;
  running.off('response', onStarted);
  // A paced load's percentiles are those of the load under way: its first answers waited for the start-up.
  answered.length = 0;
  process.stdout.write('started\n');
};
running.on('response', onStarted);
stop = () => running.stop();
if (stopped) stop();
const result = await running;
process.stdout.write(
  JSON.stringify(
    plan.connectionRate ? { ...result, paced: pacedLatency(answered, 1000 / plan.connectionRate) } : result,
  ),
);

/**
 * p50 and p99 of a paced load: `corrected` counts, for each answer slower than the pace's interval, the
 * requests its connection would have sent meanwhile as waiting from when they were due (HdrHistogram's
 * recordValueWithExpectedInterval with the interval in ms); `raw` is each answer alone.
 * @param {number[]} values @param {number} intervalMs
 */
function pacedLatency(values, intervalMs) {
  const corrected = [...values];
  for (const value of values) {
    for (let missed = value - intervalMs; missed >= intervalMs; missed -= intervalMs) corrected.push(missed);
  }
  const at = (/** @type {number[]} */ list, /** @type {number} */ q) => {
    const sorted = Float64Array.from(list).sort();
    return sorted.length === 0
      ? 0
      : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  };
  return {
    intervalMs,
    p50Ms: at(corrected, 0.5),
    p99Ms: at(corrected, 0.99),
    rawP50Ms: at(values, 0.5),
    rawP99Ms: at(values, 0.99),
    maxMs: Math.round(values.reduce((max, value) => Math.max(max, value), 0)),
  };
}
