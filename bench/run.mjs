// `npm run bench`: builds if needed, then measures the production server on a fresh SQLite database (and on
// PostgreSQL when BENCH_DATABASE_URL is set), the two references and the pages, prints the tables and
// writes bench/results.json. Figures, not assertions: see bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { homeRouteBytes } from './lib/home-bytes.mjs';
import { benchCheckout, checkoutChecks, checkoutTable } from './lib/checkout.mjs';
import { benchCatalogue, catalogueChecks, catalogueTable } from './lib/catalogue.mjs';
import { benchFitment, fitmentChecks, fitmentTable } from './lib/fitment.mjs';
import { benchImport, importChecks, importTable } from './lib/import.mjs';
import { benchLists, listsTable, listTargetChecks } from './lib/lists.mjs';
import { benchStats, statsTable, statsTargetChecks } from './lib/stats.mjs';
import { htmlBytes } from './lib/html-bytes.mjs';
import { benchInvoices, invoicesTable, invoicesTargetChecks } from './lib/invoices.mjs';
import { lighthousePages } from './lib/lighthouse.mjs';
import { benchQuickOrder, quickOrderChecks, quickOrderTable } from './lib/quick-order.mjs';
import { benchSearch, searchChecks, searchTable } from './lib/search.mjs';
import { everyoneGets } from './lib/load.mjs';
import { startReference } from './lib/references.mjs';
import { htmlTable, loadTable, pageTable, serverTable, targetChecks } from './lib/report.mjs';
import { ensureBuilt, freshPostgresDatabase, root, startBenchServer } from './lib/server.mjs';
import { measure, runServerWorkloads } from './lib/workloads.mjs';

const settings = {
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  buyers: Number(process.env.BENCH_BUYERS ?? 50),
};
const withPages = process.env.BENCH_SKIP_PAGES !== '1';
const scratch = join(root, 'bench', '.tmp');
mkdirSync(scratch, { recursive: true });

/**
 * The references, on the server's own data: node:http answers the exact bytes of our GET /api/part,
 * naive Express queries a copy of the SQLite database.
 * @param {{ baseUrl: string, dataDir: string }} server
 */
async function runReferences(server) {
  const bodyFile = join(scratch, 'part-list.json');
  const response = await fetch(`${server.baseUrl}/api/part`, { headers: { 'accept-encoding': 'identity' } });
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  const databaseCopy = join(scratch, 'reference.sqlite');
  const source = new Database(join(server.dataDir, 'partsmith.sqlite'), { readonly: true });
  await source.backup(databaseCopy);
  source.close();

  /** @type {Record<string, any>} */
  const references = {};
  for (const [name, argument] of /** @type {const} */ ([
    ['node-http', bodyFile],
    ['express-naive', databaseCopy],
  ])) {
    const reference = await startReference(name, argument);
    try {
      const label = name === 'node-http' ? 'node:http' : name;
      const plan = { url: reference.url, roles: everyoneGets('/api/part'), ...settings };
      references[label] = await measure(`reference ${label}`, plan, { ...settings, pid: reference.pid });
    } finally {
      await reference.stop();
    }
  }
  return references;
}

/** @param {'sqlite' | 'postgres'} engine @param {string} [databaseUrl] */
async function benchEngine(engine, databaseUrl) {
  console.log(`\n${engine}: starting the production server on a fresh database…`);
  const server = await startBenchServer({ databaseUrl, logName: `server-${engine}` });
  try {
    console.log(`  healthy ${server.startupMs} ms after spawn, at ${server.baseUrl}`);
    const workloads = await runServerWorkloads(server, settings);
    const extra = engine === 'sqlite' ? { references: await runReferences(server) } : {};
    let pages;
    if (engine === 'sqlite' && withPages) {
      console.log('  pages: Lighthouse on /, /parts and a part page, HTML and home route bytes…');
      /** @type {Array<{ _id: string }>} */
      const [part] = await (await fetch(`${server.baseUrl}/api/part?limit=1`)).json();
      const publicPages = ['/', '/parts', `/parts/${part?._id}`, '/blogs', '/myPortfolio'];
      pages = {
        lighthouse: await lighthousePages(server.baseUrl, publicPages.slice(0, 3)),
        html: await htmlBytes(server.baseUrl, publicPages),
        homeRoute: await homeRouteBytes(server.baseUrl),
      };
    }
    const died = server.died();
    if (died)
      throw new Error(`The ${engine} server stopped during the bench (${died}): see ${server.logFile}`);
    const peakRssMb = Math.round(server.memory.peakMb());
    return { run: { startupMs: server.startupMs, peakRssMb, ...workloads }, ...extra, pages };
  } finally {
    await server.stop();
  }
}

/**
 * Runs a generated-store section on SQLite and, with BENCH_DATABASE_URL, on a fresh PostgreSQL database
 * dropped afterwards. @param {(engine: 'sqlite' | 'postgres', url: string | undefined, s: typeof settings) => Promise<any>} bench
 */
async function onSqliteAndFreshPostgres(bench) {
  /** @type {Record<string, any>} */
  const runs = {};
  // BENCH_SKIP_SQLITE=1 (with BENCH_DATABASE_URL): only the PostgreSQL run, when that is the question.
  if (process.env.BENCH_SKIP_SQLITE !== '1' || !process.env.BENCH_DATABASE_URL) {
    runs.sqlite = await bench('sqlite', undefined, settings);
  }
  if (process.env.BENCH_DATABASE_URL) {
    const database = await freshPostgresDatabase(process.env.BENCH_DATABASE_URL);
    try {
      runs.postgres = await bench('postgres', database.url, settings);
    } finally {
      await database.drop();
    }
  }
  return runs;
}

/** Prints an issue's bench targets, met or missed. @param {number} issue @param {Array<{met: boolean, target: string, actual: string}>} checks */
function printTargets(issue, checks) {
  console.log(`\nTargets (issue ${issue})\n`);
  for (const check of checks)
    console.log(`  ${check.met ? 'met   ' : 'MISSED'}  ${check.target}: ${check.actual}`);
}

/** Every list at size, on SQLite and (with BENCH_DATABASE_URL) PostgreSQL. */
async function runListsSection() {
  const runs = await onSqliteAndFreshPostgres(benchLists);
  return runs;
}

/** @param {Record<string, any>} lists */
function printLists(lists) {
  console.log(`\nLists at size (${settings.connections} connections, ${settings.durationSeconds} s each)\n`);
  console.log(listsTable(lists));
  printTargets(13, listTargetChecks(lists));
}

/** `npm run bench -- --only catalogue`: the catalogue-at-scale section alone (a few minutes). */
async function catalogueSection() {
  /** @type {Record<string, any>} */
  const byEngine = { sqlite: await benchCatalogue('sqlite', settings, { pages: withPages }) };
  if (process.env.BENCH_DATABASE_URL) {
    byEngine.postgres = await benchCatalogue('postgres', settings, {
      pages: false,
      databaseUrl: process.env.BENCH_DATABASE_URL,
    });
  }
  console.log(
    `\nCatalogue at scale (${settings.connections} connections, ${settings.durationSeconds} s each)\n`,
  );
  console.log(catalogueTable(byEngine));
  printTargets(12, catalogueChecks(byEngine));
  return byEngine;
}

/** `npm run bench -- --only import`: the catalogue import section alone (issue 14). */
async function importSection() {
  /** @type {Record<string, any>} */
  const byEngine = {};
  if (process.env.BENCH_SKIP_SQLITE !== '1' || !process.env.BENCH_DATABASE_URL) {
    byEngine.sqlite = await benchImport('sqlite');
  }
  if (process.env.BENCH_DATABASE_URL) {
    byEngine.postgres = await benchImport('postgres', { databaseUrl: process.env.BENCH_DATABASE_URL });
  }
  console.log(
    '\nCatalogue import (50,000 new parts, 20 fitments each; 4 readers asking GET /api/part pages)\n',
  );
  console.log(importTable(byEngine));
  printTargets(14, importChecks(byEngine));
  return byEngine;
}

/** `npm run bench -- --only stats`: the Sales page's calls at 1,000,000 orders (issue 16). */
async function statsSection() {
  const runs = await onSqliteAndFreshPostgres(benchStats);
  console.log(`\nStats at size (${settings.connections} connections, ${settings.durationSeconds} s each)\n`);
  console.log(statsTable(runs));
  printTargets(16, statsTargetChecks(runs));
  return runs;
}

/** `npm run bench -- --only invoices`: invoice PDFs of paid generated orders under load (issue 16). */
async function invoicesSection() {
  const runs = await onSqliteAndFreshPostgres(benchInvoices);
  console.log(`\nInvoices (${settings.connections} connections, ${settings.durationSeconds} s)\n`);
  console.log(invoicesTable(runs));
  printTargets(16, invoicesTargetChecks(runs));
  return runs;
}

/** `npm run bench -- --only quick-order`: 500-line quick-order pastes checked one after another (issue 33). */
async function quickOrderSection() {
  const runs = await benchQuickOrder();
  console.log('\nQuick order (pastes of 500 lines, each new, checked one after another)\n');
  console.log(quickOrderTable(runs));
  printTargets(33, quickOrderChecks(runs));
  return runs;
}

/** `npm run bench -- --only checkout`: 50 buyers checking out and paying 20-line baskets over 40 shared parts (issue 33). */
async function checkoutSection() {
  const runs = await benchCheckout(settings);
  console.log(
    `\nCheckout (${settings.buyers} buyers, 20-line baskets from 40 shared parts, then paid; ${settings.durationSeconds} s)\n`,
  );
  console.log(checkoutTable(runs));
  printTargets(33, checkoutChecks(runs));
  return runs;
}

/** `npm run bench -- --only search`: never-repeated searches at 100,000 parts and the growth curve (issue 34). */
async function searchSection() {
  const result = await benchSearch(settings, { databaseUrl: process.env.BENCH_DATABASE_URL });
  console.log(
    `\nSearch at scale, every request new (${settings.connections} connections, ${settings.durationSeconds} s each)\n`,
  );
  console.log(searchTable(result));
  printTargets(34, searchChecks(result));
  return result;
}

/** `npm run bench -- --only fitment`: ACES at 1,000,000 Apps, VIN lookups and vehicle pages (issue 36). */
async function fitmentSection() {
  /** @type {Record<string, any>} */
  const runs = {};
  if (process.env.BENCH_SKIP_SQLITE !== '1' || !process.env.BENCH_DATABASE_URL) {
    runs.sqlite = await benchFitment('sqlite', settings);
  }
  if (process.env.BENCH_DATABASE_URL) {
    runs.postgres = await benchFitment('postgres', settings, {
      databaseUrl: process.env.BENCH_DATABASE_URL,
    });
  }
  console.log(
    `\nFitment (issue 36): ACES import with never-repeated searches beside it; VIN lookups and vehicle pages, every request new (${settings.connections} connections, ${settings.durationSeconds} s each)\n`,
  );
  console.log(fitmentTable(runs));
  printTargets(36, fitmentChecks(runs));
  return runs;
}

/**
 * The sections that `--only <name>` runs alone, each with the file it writes and the key its figures
 * go under; `--only main` runs the server workloads, references and pages without the sections at size.
 * @type {Record<string, { file: string, key: string, run: () => Promise<any> }>}
 */
const alone = {
  lists: {
    file: 'results-lists.json',
    key: 'lists',
    run: async () => {
      const lists = await runListsSection();
      printLists(lists);
      return lists;
    },
  },
  catalogue: { file: 'results-catalogue.json', key: 'catalogue', run: catalogueSection },
  import: { file: 'results-import.json', key: 'imports', run: importSection },
  stats: { file: 'results-stats.json', key: 'stats', run: statsSection },
  invoices: { file: 'results-invoices.json', key: 'invoices', run: invoicesSection },
  'quick-order': { file: 'results-quick-order.json', key: 'quickOrder', run: quickOrderSection },
  checkout: { file: 'results-checkout.json', key: 'checkout', run: checkoutSection },
  search: { file: 'results-search.json', key: 'search', run: searchSection },
  fitment: { file: 'results-fitment.json', key: 'fitment', run: fitmentSection },
};
const sections = ['main', ...Object.keys(alone)];
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && !sections.includes(only)) {
  throw new Error(`--only takes one of ${sections.join(', ')}, not ${only}`);
}
ensureBuilt();
const section = only === undefined ? undefined : alone[only];
if (section) {
  const startedAt = new Date().toISOString();
  const figures = await section.run();
  const machine = { cpus: os.cpus().length, node: process.version };
  writeFileSync(
    join(root, 'bench', section.file),
    `${JSON.stringify({ startedAt, machine, settings, [section.key]: figures }, null, 2)}\n`,
  );
  console.log(`\nWritten to bench/${section.file}`);
  process.exit(0);
}
const startedAt = new Date().toISOString();
const sqlite = await benchEngine('sqlite');
/** @type {Record<string, any>} */
const engines = { sqlite: sqlite.run };
const postgresBase = process.env.BENCH_DATABASE_URL;
if (postgresBase) {
  const database = await freshPostgresDatabase(postgresBase);
  try {
    engines.postgres = (await benchEngine('postgres', database.url)).run;
  } finally {
    await database.drop();
  }
}

// `--only main`: the server workloads, references and pages above, without the sections at size.
const lists = process.env.BENCH_SKIP_LISTS === '1' || only === 'main' ? null : await runListsSection();
const catalogue = only === 'main' ? null : await catalogueSection();
const quickOrder = only === 'main' ? null : await quickOrderSection();
const checkout = only === 'main' ? null : await checkoutSection();
const search = only === 'main' ? null : await searchSection();
const fitment = only === 'main' ? null : await fitmentSection();

const results = {
  catalogue,
  quickOrder,
  checkout,
  search,
  fitment,
  startedAt,
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
  settings,
  engines,
  references: sqlite.references,
  pages: sqlite.pages ?? null,
  lists,
};
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log(`\nLoad (autocannon, ${settings.connections} connections, ${settings.durationSeconds} s each)\n`);
console.log(loadTable(results));
console.log(`\nServer\n\n${serverTable(results)}`);
if (results.pages) {
  const { jsGzipBytes, cssGzipBytes } = results.pages.homeRoute;
  console.log(`\nPages (Lighthouse 12, mobile emulation)\n\n${pageTable(results)}`);
  console.log(`\nPublic pages' HTML as rendered\n\n${htmlTable(results)}`);
  console.log(
    `\nHome route before interaction: JS ${(jsGzipBytes / 1024).toFixed(1)} KB gzip, CSS ${(cssGzipBytes / 1024).toFixed(1)} KB gzip`,
  );
}
printTargets(6, targetChecks(results));
if (lists) printLists(lists);
console.log('\nWritten to bench/results.json');
