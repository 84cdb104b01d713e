// The invoices section of `npm run bench -- --only invoices` (issue 16): on the store generated at size
// as the lists section makes it, the admin downloads the invoice PDFs of 50 paid orders (GET
// /api/order/{id}/invoice, each connection its own order, rendered afresh every time) at 50 connections.
// Target: ≥ 200 PDFs a second.
import { bearer, signInAdmin } from './accounts.mjs';
import { measureEach, runsTable, withGeneratedStore } from './generated-store.mjs';

/** The target. */
const pdfsPerSecond = 200;

/**
 * @param {'sqlite' | 'postgres'} engine
 * @param {string | undefined} postgresUrl  a fresh database for the PostgreSQL run
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number }} settings
 */
export function benchInvoices(engine, postgresUrl, settings) {
  return withGeneratedStore('invoices', engine, postgresUrl, async (server) => {
    const admin = await signInAdmin(server.baseUrl);
    const headers = bearer(admin.token);
    // Paid orders not shipped yet: each has its invoice number (the generator numbers paid orders).
    const listed = await fetch(`${server.baseUrl}/api/order?condition=pending&limit=50`, { headers });
    const orders = listed.ok ? await listed.json() : [];
    if (orders.length === 0) throw new Error(`no paid orders to invoice: ${listed.status}`);
    const roles = orders.map((/** @type {{ _id: string }} */ order) => [
      { method: 'GET', path: `/api/order/${order._id}/invoice`, headers },
    ]);
    /** @type {Array<[string, import('./load.mjs').LoadRequest[][]]>} */
    const calls = [[`invoice PDF, ${roles.length} paid orders`, roles]];
    const rows = await measureEach(server, settings, calls, async (label, response) => {
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok || response.headers.get('content-type') !== 'application/pdf')
        throw new Error(`${label}: ${response.status} ${response.headers.get('content-type')}`);
      return { pdfKb: Number((bytes / 1024).toFixed(1)) };
    });
    return { rows };
  });
}

/** @param {Record<string, any>} runs  engine → benchInvoices result */
export function invoicesTable(runs) {
  return runsTable(runs, 'call', [
    ['first call ms', (row) => row.firstMs],
    ['PDF KB', (row) => row.pdfKb],
  ]);
}

/** @param {Record<string, any>} runs */
export function invoicesTargetChecks(runs) {
  return Object.entries(runs).map(([engine, run]) => {
    const [row] = run.rows;
    return {
      target: `invoice PDFs ≥ ${pdfsPerSecond}/s at 50 connections, no errors (${engine})`,
      met: row.requestsPerSec >= pdfsPerSecond && row.errors + row.non2xx === 0,
      actual: `${row.requestsPerSec}/s, p99 ${row.p99Ms} ms, ${row.errors + row.non2xx} errors`,
    };
  });
}
