// The stats section of `npm run bench -- --only stats` (issue 16): the store generated at size as the lists
// section makes it (1,000,000 orders by default, their sales aggregated by the generator), then every call
// of the admin's Sales page under load: sales by day over 30 days and over 3 years, by month over 3
// years, the top parts over 30 days and 3 years, the low-stock list and the order counts.
// The answers are read from the per-day aggregates and kept up to 10 s per range (statsMaxAgeMs in
// modules/stats/sales-ledger.ts), so a steady load mostly measures the kept answer; the first call of a
// range reads the aggregates (the "first call" column, one request, no load).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, signInAdmin } from './accounts.mjs';
import { generate, listSizes } from './lists.mjs';
import { table } from './report.mjs';
import { root, startBenchServer } from './server.mjs';
import { measure } from './workloads.mjs';

const day = (msAgo) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const dayMs = 86_400_000;

/**
 * @param {'sqlite' | 'postgres'} engine
 * @param {string | undefined} postgresUrl  a fresh database for the PostgreSQL run
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number }} settings
 */
export async function benchStats(engine, postgresUrl, settings) {
  const dataDir = join(root, 'bench', '.tmp', `stats-${engine}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = postgresUrl ?? `file:${join(dataDir, 'partsmith.sqlite')}`;
  console.log(`\n${engine}: generating ${listSizes.orders.toLocaleString('en-US')} orders…`);
  const generated = await generate(databaseUrl, dataDir);
  const server = await startBenchServer({ databaseUrl, logName: `server-stats-${engine}` });
  try {
    const admin = await signInAdmin(server.baseUrl);
    const today = day(0);
    const month = day(29 * dayMs);
    const years = day(1095 * dayMs);
    /** @type {Array<[string, string]>} */
    const calls = [
      ['sales by day, 30 days', `/api/stats/sales?from=${month}&to=${today}&interval=day`],
      ['sales by day, 3 years', `/api/stats/sales?from=${years}&to=${today}&interval=day`],
      ['sales by month, 3 years', `/api/stats/sales?from=${years}&to=${today}&interval=month`],
      ['top parts, 30 days', `/api/stats/top-parts?from=${month}&to=${today}`],
      ['top parts, 3 years', `/api/stats/top-parts?from=${years}&to=${today}`],
      ['low stock page 1', '/api/stats/low-stock'],
      ['order counts', '/api/stats/order-counts'],
    ];
    const rows = [];
    for (const [label, path] of calls) {
      const headers = bearer(admin.token);
      const started = performance.now();
      const check = await fetch(server.baseUrl + path, { headers });
      const firstMs = Number((performance.now() - started).toFixed(1));
      if (!check.ok) throw new Error(`${label}: ${check.status} ${await check.text()}`);
      const roles = [[{ method: 'GET', path, headers }]];
      const result = await measure(
        label,
        {
          url: server.baseUrl,
          durationSeconds: settings.durationSeconds,
          connections: settings.connections,
          roles,
        },
        { warmupSeconds: settings.warmupSeconds, pid: server.pid },
      );
      rows.push({ ...result, firstMs });
    }
    const died = server.died();
    if (died)
      throw new Error(`The ${engine} server stopped during the stats bench (${died}): see ${server.logFile}`);
    return { generateSeconds: generated.seconds, peakRssMb: Math.round(server.memory.peakMb()), rows };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Record<string, any>} runs  engine → benchStats result */
export function statsTable(runs) {
  const rows = [['stats call', 'engine', 'first call ms', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']];
  for (const [engine, run] of Object.entries(runs)) {
    for (const row of run.rows) {
      rows.push([
        row.workload,
        engine,
        row.firstMs,
        row.requestsPerSec,
        row.p50Ms,
        row.p99Ms,
        row.errors,
        row.non2xx,
      ]);
    }
  }
  const summary = Object.entries(runs).map(
    ([engine, run]) =>
      `${engine}: generated in ${run.generateSeconds} s, server peak RSS ${run.peakRssMb} MB`,
  );
  return `${table(rows)}\n\n${summary.join('\n')}`;
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
