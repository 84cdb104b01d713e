// Prints the bench's figures as plain-text tables, and checks them against the issue's targets.
import { catalogueReads } from './workloads.mjs';

/** @param {Array<Array<string | number>>} rows  the first row is the header */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (/** @type {Array<string | number>} */ row) =>
    row
      .map((cell, column) =>
        typeof cell === 'number' || column > 1
          ? String(cell).padStart(widths[column])
          : String(cell).padEnd(widths[column]),
      )
      .join('  ');
  return [
    line(rows[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

const ratio = (/** @type {number} */ ours, /** @type {number | undefined} */ reference) =>
  reference ? `${(ours / reference).toFixed(2)}×` : '';

/** @param {any} results  the object written to bench/results.json */
/** The load figures of one workload's row, after its name and engine: the cells every load table shares. */
export const loadCells = (/** @type {any} */ row) => [
  row.requestsPerSec,
  row.p50Ms,
  row.p99Ms,
  row.cpuMsPerRequest,
  row.errors,
  row.non2xx,
];

export function loadTable(results) {
  const nodeHttp = results.references['node:http']?.requestsPerSec;
  const express = results.references['express-naive']?.requestsPerSec;
  const rows = [
    [
      'workload',
      'engine',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'errors',
      'non-2xx',
      'vs node:http',
      'vs Express',
    ],
  ];
  for (const [engine, run] of Object.entries(results.engines)) {
    for (const row of /** @type {any} */ (run).rows) {
      const compared = catalogueReads.includes(row.workload);
      rows.push([
        row.workload,
        engine,
        ...loadCells(row),
        compared ? ratio(row.requestsPerSec, nodeHttp) : '',
        compared ? ratio(row.requestsPerSec, express) : '',
      ]);
    }
  }
  for (const [name, row] of Object.entries(results.references)) {
    rows.push([`GET /api/part (${name})`, 'reference', ...loadCells(row), '', '']);
  }
  return table(rows);
}

/** @param {any} results */
export function pageTable(results) {
  const rows = [['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS']];
  for (const page of results.pages.lighthouse) {
    rows.push([
      page.path,
      page.performance,
      page.accessibility,
      page.bestPractices,
      page.seo,
      page.lcpMs,
      page.tbtMs,
      page.cls,
    ]);
  }
  return table(rows);
}

/** @param {any} results */
export function htmlTable(results) {
  const rows = [['page', 'status', 'HTML bytes', 'HTML gzip bytes']];
  for (const page of results.pages.html ?? [])
    rows.push([page.path, page.status, page.bytes, page.gzipBytes]);
  return table(rows);
}

/** @param {any} results */
export function serverTable(results) {
  const rows = [
    ['engine', 'startup ms (to /api/health)', 'peak RSS MB', 'orders', 'stock + ordered = initial'],
  ];
  for (const [engine, run] of Object.entries(results.engines)) {
    const { stock } = /** @type {any} */ (run);
    rows.push([
      engine,
      run.startupMs,
      run.peakRssMb,
      stock.orders,
      `${stock.stockLeft} + ${stock.unitsOrdered} = ${stock.stockLeft + stock.unitsOrdered} (${stock.balanced ? 'ok' : `≠ ${stock.initialStock}: OVERSOLD`})`,
    ]);
  }
  return table(rows);
}

/**
 * The issue's targets, each with whether this run reached it.
 * @param {any} results @returns {Array<{ target: string, actual: string, met: boolean }>}
 */
export function targetChecks(results) {
  const checks = [];
  const nodeHttp = results.references['node:http']?.requestsPerSec ?? 0;
  const express = results.references['express-naive']?.requestsPerSec ?? 0;
  const sqlite = results.engines.sqlite;
  for (const row of sqlite.rows.filter((/** @type {any} */ r) => catalogueReads.includes(r.workload))) {
    checks.push({
      target: `${row.workload}: ≥ 70 % of node:http, ≥ 3× Express, p99 ≤ 15 ms`,
      actual: `${Math.round((row.requestsPerSec / nodeHttp) * 100)} %, ${(row.requestsPerSec / express).toFixed(1)}×, p99 ${row.p99Ms} ms`,
      met: row.requestsPerSec >= 0.7 * nodeHttp && row.requestsPerSec >= 3 * express && row.p99Ms <= 15,
    });
  }
  const orders = sqlite.rows.find((/** @type {any} */ r) => r.workload === 'POST /api/order');
  checks.push({
    target: 'POST /api/order (SQLite): ≥ 1,500/s, p99 ≤ 50 ms, no errors, no oversell',
    actual: `${orders.requestsPerSec}/s, p99 ${orders.p99Ms} ms, ${orders.errors + orders.non2xx} errors, ${sqlite.stock.balanced ? 'balanced' : 'OVERSOLD'}`,
    met:
      orders.requestsPerSec >= 1500 &&
      orders.p99Ms <= 50 &&
      orders.errors + orders.non2xx === 0 &&
      sqlite.stock.balanced,
  });
  for (const [engine, run] of Object.entries(results.engines)) {
    const { peakRssMb, startupMs } = /** @type {any} */ (run);
    checks.push({
      target: `peak RSS ≤ 150 MB (${engine})`,
      actual: `${peakRssMb} MB`,
      met: peakRssMb <= 150,
    });
    checks.push({
      target: `/api/health ≤ 1.5 s after start (${engine})`,
      actual: `${startupMs} ms`,
      met: startupMs <= 1500,
    });
  }
  for (const workload of ['GET / (rendered)', 'GET /parts (rendered)']) {
    const row = sqlite.rows.find((/** @type {any} */ r) => r.workload === workload);
    if (!row) continue;
    checks.push({
      target: `${workload} (SQLite): ≥ 10,000 req/s, p99 ≤ 10 ms (issue 15)`,
      actual: `${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms`,
      met: row.requestsPerSec >= 10_000 && row.p99Ms <= 10,
    });
  }
  if (results.pages) {
    const { jsGzipBytes } = results.pages.homeRoute;
    checks.push({
      target: 'home route JS ≤ 100 KB gzip',
      actual: `${(jsGzipBytes / 1024).toFixed(1)} KB`,
      met: jsGzipBytes <= 100 * 1024,
    });
    for (const page of results.pages.lighthouse) {
      checks.push({
        target: `Lighthouse ${page.path}: perf ≥ 95, a11y 100, BP ≥ 95, SEO ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02`,
        actual: `${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}, LCP ${page.lcpMs} ms, CLS ${page.cls}`,
        met:
          page.performance >= 95 &&
          page.accessibility === 100 &&
          page.bestPractices >= 95 &&
          page.seo >= 95 &&
          page.lcpMs <= 2000 &&
          page.cls <= 0.02,
      });
    }
  }
  return checks;
}
