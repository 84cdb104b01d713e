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
 */

/** @param {LoadPlan} plan @returns {Promise<LoadResult>} */
export async function runLoad({ connections = 50, durationSeconds = 10, ...rest }) {
  const child = spawn(process.execPath, [worker], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify({ connections, durationSeconds, ...rest }));
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`the load process exited with code ${code}`);
  const raw = JSON.parse(output);
  /** @type {Record<string, number>} */
  const statusCodes = {};
  for (const [status, { count }] of Object.entries(raw.statusCodeStats ?? {})) statusCodes[status] = count;
  return {
    requestsPerSec: Math.round(raw.requests.average),
    p50Ms: raw.latency.p50,
    p99Ms: raw.latency.p99,
    total: raw.requests.total,
    errors: raw.errors + raw.timeouts,
    non2xx: raw.non2xx,
    statusCodes,
  };
}

/**
 * A GET for every connection.
 * @param {string} path @param {Record<string, string>} [headers] @returns {LoadRequest[][]}
 */
export const everyoneGets = (path, headers) => [[{ method: 'GET', path, ...(headers && { headers }) }]];
