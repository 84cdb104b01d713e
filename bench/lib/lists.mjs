// The lists section of `npm run bench` (alone: `npm run bench -- --only lists`): a store generated at size
// with `db:generate` (1,000,000 orders, 100,000 buyers, 100,000 reviews by default), then every bounded
// list under load: the admin's orders on page 1 and page 5,000, by condition, by a buyer's email; a
// buyer's own orders; users page 1 and by email; reviews page 1.
import { bearer, signInAdmin, signInAs } from './accounts.mjs';
import { generatedPassword, measureEach, runsTable, withGeneratedStore } from './generated-store.mjs';

/** The deep page measured (5,000 at the default sizes; smaller for a quick try at small sizes). */
const deepPage = Number(process.env.BENCH_LIST_DEEP_PAGE ?? 5000);

/**
 * @param {'sqlite' | 'postgres'} engine
 * @param {string | undefined} postgresUrl  a fresh database for the PostgreSQL run
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number }} settings
 */
export function benchLists(engine, postgresUrl, settings) {
  return withGeneratedStore('lists', engine, postgresUrl, async (server, generated) => {
    const admin = await signInAdmin(server.baseUrl);
    const buyer = await signInAs(server.baseUrl, { email: generated.email, password: generatedPassword });
    const as = (/** @type {{ token: string }} */ who, /** @type {string} */ path) => [
      [{ method: 'GET', path, headers: bearer(who.token) }],
    ];
    const email = encodeURIComponent(generated.email);
    /** @type {Array<[string, import('./load.mjs').LoadRequest[][]]>} */
    const workloads = [
      ['orders (admin) page 1', as(admin, '/api/order')],
      [`orders (admin) page ${deepPage.toLocaleString('en-US')}`, as(admin, `/api/order?page=${deepPage}`)],
      ['orders unpaid page 1', as(admin, '/api/order?condition=unpaid')],
      [
        `orders unpaid page ${deepPage.toLocaleString('en-US')}`,
        as(admin, `/api/order?condition=unpaid&page=${deepPage}`),
      ],
      ['orders q=buyer email', as(admin, `/api/order?q=${email}`)],
      [`buyer's orders (${generated.orders})`, as(buyer, `/api/order?email=${email}`)],
      ['users page 1', as(admin, '/api/user')],
      ['users q=email', as(admin, `/api/user?q=${email}`)],
      ['reviews page 1 (home, 6)', [[{ method: 'GET', path: '/api/review?limit=6' }]]],
      ['reviews page 1 (24)', [[{ method: 'GET', path: '/api/review' }]]],
    ];
    // Each list must answer 200 with a full page before it is loaded.
    const rows = await measureEach(server, settings, workloads, async (label, response) => {
      const items = response.ok ? await response.json() : [];
      if (!response.ok || items.length === 0)
        throw new Error(`${label}: ${response.status}, ${items.length} items`);
      return { total: Number(response.headers.get('x-total-count')) };
    });
    return { rows };
  });
}

/** @param {Record<string, any>} runs  engine → benchLists result */
export function listsTable(runs) {
  return runsTable(runs, 'list', [['total', (row) => row.total.toLocaleString('en-US')]]);
}

/** The targets for the lists. @param {Record<string, any>} runs */
export function listTargetChecks(runs) {
  const checks = [];
  for (const [engine, run] of Object.entries(runs)) {
    const slow = run.rows.filter((/** @type {any} */ row) => row.p99Ms > 25);
    checks.push({
      target: `every list p99 ≤ 25 ms at 50 connections (${engine})`,
      met: slow.length === 0,
      actual: slow.length
        ? slow.map((/** @type {any} */ row) => `${row.workload} ${row.p99Ms} ms`).join('; ')
        : 'all',
    });
    checks.push({
      target: `server peak RSS ≤ 200 MB (${engine})`,
      met: run.peakRssMb <= 200,
      actual: `${run.peakRssMb} MB`,
    });
    if (engine === 'sqlite') {
      const own = run.rows.find((/** @type {any} */ row) => row.workload.startsWith("buyer's orders"));
      checks.push({
        target: "a buyer's orders ≥ 3,000 req/s (sqlite)",
        met: own.requestsPerSec >= 3000,
        actual: `${own.requestsPerSec} req/s`,
      });
    }
    checks.push({
      target: `db:generate under 3 minutes (${engine})`,
      met: run.generateSeconds < 180,
      actual: `${run.generateSeconds} s`,
    });
  }
  return checks;
}
