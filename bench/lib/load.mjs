// Load from a second process: autocannon runs in load-worker.mjs and hands its result back as JSON.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const worker = fileURLToPath(new URL('./load-worker.mjs', import.meta.url));

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} LoadRequest
 * @typedef {object} LoadPlan
 * @property {string} url  the server's base URL
 * @property {LoadRequest[][]} roles  connection i repeats roles[i % roles.length], request after request
 * @property {number} [connections]
 * @property {number} [durationSeconds]
 * @property {number} [connectionRate]  requests per second per connection (unlimited when unset)
 */

/**
 * @typedef {object} LoadResult
 * @property {number} requestsPerSec  mean over the run
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} total  answered requests
 * @property {number} errors  connection errors and timeouts
 * @property {number} non2xx
 * @property {Record<string, number>} statusCodes
 * @property {number} bytes  response bytes read (headers and bodies)
 * @property {{ intervalMs: number, p50Ms: number, p99Ms: number, rawP50Ms: number, rawP99Ms: number, maxMs: number }} [paced]
 *   a paced load's percentiles (load-worker.mjs): p50Ms and p99Ms above are its corrected ones
 */

/** The worker's lines before its result: it listens for SIGUSR2, then every connection has had an answer. */
const markers = ['listening', 'started'];

/** @param {LoadPlan} plan */
function spawnLoad({ connections = 50, durationSeconds = 10, ...rest }) {
  const child = spawn(process.execPath, [worker], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ connections, durationSeconds, ...rest }));
  let output = '';
  /** @type {Record<string, () => void>} */
  const seen = {};
  const [ready, started] = markers.map(
    (marker) => new Promise((resolve) => (seen[marker] = () => resolve(undefined))),
  );
  /** The marker lines at the head of the output, and where the rest begins. */
  const head = () => {
    let at = 0;
    for (const marker of markers) {
      if (!output.startsWith(`${marker}\n`, at)) break;
      seen[marker]?.();
      at += marker.length + 1;
    }
    return at;
  };
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
    head();
  });
  /** @type {Promise<LoadResult>} */
  const result = new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0
        ? resolve(loadResult(JSON.parse(output.slice(head()))))
        : reject(new Error(`the load process exited with code ${code}`)),
    ),
  );
  return { child, result, ready, started };
}

/** @param {LoadPlan} plan @returns {Promise<LoadResult>} */
export function runLoad(plan) {
  return spawnLoad(plan).result;
}

/** How long a started load's connections may take to have an answer each. */
const startLimitSeconds = 30;

/**
 * A load that runs until `stop()` (at most `durationSeconds`, an hour unless set): for figures taken
 * while something else happens, e.g. reads during an import. @param {LoadPlan} plan
 */
export function startLoad(plan) {
  const { child, result, ready, started } = spawnLoad({ durationSeconds: 3600, ...plan });
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const noAnswer = new Promise((_, reject) => {
    timer = setTimeout(() => {
      result.catch(() => undefined); // ended here: its exit is not a second failure
      child.kill();
      reject(
        new Error(
          `the load's ${plan.connections} connections had no answer each within ${startLimitSeconds} s`,
        ),
      );
    }, startLimitSeconds * 1000);
  });
  return {
    /**
     * Resolves once every connection has had an answer: the load's own start-up is behind it. Fails (and
     * ends the load) when they have not within `startLimitSeconds`, rather than waiting for ever.
     */
    started: Promise.race([started, noAnswer]).finally(() => clearTimeout(timer)),
    /** @returns {Promise<LoadResult>} */
    async stop() {
      await ready;
      child.kill('SIGUSR2');
      return result;
    },
  };
}

/** autocannon's result as the bench reports it. @param {any} raw @returns {LoadResult} */
function loadResult(raw) {
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const [status, { count }] of Object.entries(raw.statusCodeStats ?? {})) statusCodes[status] = count;
  return {
    requestsPerSec: Math.round(raw.requests.average),
    p50Ms: raw.paced?.p50Ms ?? raw.latency.p50,
    p99Ms: raw.paced?.p99Ms ?? raw.latency.p99,
    ...(raw.paced && { paced: raw.paced }),
    total: raw.requests.total,
    errors: raw.errors + raw.timeouts,
    non2xx: raw.non2xx,
    statusCodes,
    bytes: raw.throughput.total,
  };
}

/**
 * A GET for every connection.
 * @param {string} path @param {Record<string, string>} [headers] @returns {LoadRequest[][]}
 */
export const everyoneGets = (path, headers) => [[{ method: 'GET', path, ...(headers && { headers }) }]];
