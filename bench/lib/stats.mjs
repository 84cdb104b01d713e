// The stats section of `npm run bench -- --only stats` (issue 16): the store generated at size as the lists
// section makes it (1,000,000 orders by default, their sales aggregated by the generator), then every call
// of the admin's Sales page under load: sales by day over 30 days and over 3 years, by month over 3
// years, the top parts over 30 days and 3 years, the low-stock list and the order counts.
// The answers are read from the per-day aggregates and kept up to 10 s per range (statsMaxAgeMs in
// modules/stats/sales-ledger.ts), so a steady load mostly measures the kept answer; the first call of a
// range reads the aggregates (the "first call" column, one request, no load).
import { bearer, signInAdmin } from './accounts.mjs';
import { measureEach, runsTable, withGeneratedStore } from './generated-store.mjs';

const day = (/** @type {number} */ msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const dayMs = 86_400_000;

/**
 * @param {'sqlite' | 'postgres'} engine
 * @param {string | undefined} postgresUrl  a fresh database for the PostgreSQL run
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number }} settings
 */
export function benchStats(engine, postgresUrl, settings) {
  return withGeneratedStore('stats', engine, postgresUrl, async (server) => {
    const admin = await signInAdmin(server.baseUrl);
    const today = day(0);
    const month = day(29 * dayMs);
    const years = day(1095 * dayMs);
    const get = (/** @type {string} */ path) => [[{ method: 'GET', path, headers: bearer(admin.token) }]];
    /** @type {Array<[string, import('./load.mjs').LoadRequest[][]]>} */
    const calls = [
      ['sales by day, 30 days', get(`/api/stats/sales?from=${month}&to=${today}&interval=day`)],
      ['sales by day, 3 years', get(`/api/stats/sales?from=${years}&to=${today}&interval=day`)],
      ['sales by month, 3 years', get(`/api/stats/sales?from=${years}&to=${today}&interval=month`)],
      ['top parts, 30 days', get(`/api/stats/top-parts?from=${month}&to=${today}`)],
      ['top parts, 3 years', get(`/api/stats/top-parts?from=${years}&to=${today}`)],
      ['low stock page 1', get('/api/stats/low-stock')],
      ['order counts', get('/api/stats/order-counts')],
    ];
    const rows = await measureEach(server, settings, calls, async (label, response) => {
      if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return {};
    });
    return { rows };
  });
}

/** @param {Record<string, any>} runs  engine → benchStats result */
export function statsTable(runs) {
  return runsTable(runs, 'stats call', [['first call ms', (row) => row.firstMs]]);
}

/** The target for the stats calls. @param {Record<string, any>} runs */
export function statsTargetChecks(runs) {
  return Object.entries(runs).map(([engine, run]) => {
    const slow = run.rows.filter((/** @type {any} */ row) => row.p99Ms > 50 || row.errors + row.non2xx > 0);
    return {
      target: `each stats call p99 ≤ 50 ms at 50 connections, no errors (${engine})`,
      met: slow.length === 0,
      actual: slow.length
        ? slow.map((/** @type {any} */ row) => `${row.workload} ${row.p99Ms} ms`).join('; ')
        : 'all',
    };
  });
}
