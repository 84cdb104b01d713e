// The checkout section (issue 33), `npm run bench -- --only checkout`: the production server on a
// catalogue the generator grew to 1,000 parts, 40 of them restocked for the run; 50 buyers at 50
// connections, each again and again replacing their basket with 20 lines drawn from those same 40 parts
// (so every checkout contends with the others for the same rows), checking out with a PO reference,
// asking for the payment intent and paying it with the test card (checkout-worker.mjs). Reported: order
// lines placed a second against the node:http reference of the same run, p50/p99 over every call, CPU ms
// per call, errors, the stock account of the 40 parts (stock left + units ordered = stock before) and
// whether every checkout is paid whole or not at all; the server's peak RSS through the section.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { signInAdmin, signUpBuyers } from './accounts.mjs';
import { everyoneGets } from './load.mjs';
import { readCpuMs } from './proc.mjs';
import { restock } from './store.mjs';
import { startReference } from './references.mjs';
import { table } from './report.mjs';
import { freshPostgresDatabase, growCatalogue, root, startBenchServer } from './server.mjs';
import { measure } from './workloads.mjs';

const worker = fileURLToPath(new URL('./checkout-worker.mjs', import.meta.url));
const catalogueParts = 1000;
const sharedParts = 40;
const linesPerBasket = 20;
const benchStock = 10_000_000;
const targets = { sqliteShare: 0.25, postgresShare: 0.15, p99Ms: 100, peakRssMb: 200 };

/** @param {string} url @param {RequestInit} [init] */
async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The first 40 parts of the catalogue, each restocked to 10,000,000 units through the admin API. */
async function sharedCatalogue(/** @type {string} */ baseUrl, /** @type {string} */ adminToken) {
  /** @type {Array<{ _id: string, minOrderQuantity: number, availableQuantity: number }>} */
  const listed = await json(`${baseUrl}/api/part?limit=${sharedParts}`);
  if (listed.length < sharedParts) throw new Error(`only ${listed.length} parts to share`);
  for (const part of listed) await restock(baseUrl, adminToken, part, benchStock);
  return listed.map((part) => ({ id: part._id, minOrderQuantity: part.minOrderQuantity }));
}

/** Runs checkout-worker.mjs with `plan`; answers its JSON. @param {object} plan */
async function runWorker(plan) {
  const child = spawn(process.execPath, [worker], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(plan));
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`the checkout load process exited with code ${code}`);
  return JSON.parse(output);
}

/**
 * What the database holds after the run, read straight from it: per shared part the stock left and the
 * units its orders still hold, and the checkouts whose lines are paid only in part.
 * @param {{ dataDir: string }} server @param {string | undefined} databaseUrl @param {string[]} partIds
 */
async function databaseAccount(server, databaseUrl, partIds) {
  const holds = `select p.id, p.available_quantity as stock,
      coalesce((select sum(o.quantity) from orders o where o.part_id = p.id and o.stock_released = 0), 0) as held
    from part p where p.id in (${partIds.map((_, index) => (databaseUrl ? `$${index + 1}` : '?')).join(', ')})`;
  const torn = `select count(*) as torn from (select checkout_id from orders where checkout_id is not null
      group by checkout_id having sum(paid) <> 0 and sum(paid) <> count(*)) as partly`;
  const paidLines = `select count(*) as lines from orders where checkout_id is not null and paid = 1`;
  const paidCheckouts = `select count(*) as paid from checkout where paid = 1`;
  /** @type {Array<{ stock: number | string, held: number | string }>} */
  let rows;
  let tornCount;
  let paidLineCount;
  let paidCheckoutCount;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      rows = (await client.query(holds, partIds)).rows;
      tornCount = (await client.query(torn)).rows[0].torn;
      paidLineCount = (await client.query(paidLines)).rows[0].lines;
      paidCheckoutCount = (await client.query(paidCheckouts)).rows[0].paid;
    } finally {
      await client.end();
    }
  } else {
    const database = new Database(join(server.dataDir, 'partsmith.sqlite'), { readonly: true });
    try {
      rows = /** @type {any[]} */ (database.prepare(holds).all(...partIds));
      tornCount = /** @type {any} */ (database.prepare(torn).get()).torn;
      paidLineCount = /** @type {any} */ (database.prepare(paidLines).get()).lines;
      paidCheckoutCount = /** @type {any} */ (database.prepare(paidCheckouts).get()).paid;
    } finally {
      database.close();
    }
  }
  const unitsOrdered = rows.reduce((sum, row) => sum + Number(row.held), 0);
  const balanced = rows.every((row) => Number(row.stock) + Number(row.held) === benchStock);
  return {
    unitsOrdered,
    balanced,
    partlyPaidCheckouts: Number(tornCount),
    paidCheckouts: Number(paidCheckoutCount),
    paidLines: Number(paidLineCount),
  };
}

/** The node:http reference of this run, answering the bytes of our GET /api/part. */
async function nodeHttpReference(/** @type {string} */ baseUrl, /** @type {any} */ settings) {
  const bodyFile = join(root, 'bench', '.tmp', 'checkout-part-list.json');
  const response = await fetch(`${baseUrl}/api/part`, { headers: { 'accept-encoding': 'identity' } });
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  const reference = await startReference('node-http', bodyFile);
  try {
    const plan = { url: reference.url, roles: everyoneGets('/api/part'), ...settings };
    return await measure('reference node:http', plan, { ...settings, pid: reference.pid });
  } finally {
    await reference.stop();
  }
}

/** @param {'sqlite' | 'postgres'} engine @param {string | undefined} databaseUrl @param {any} settings */
async function benchEngine(engine, databaseUrl, settings) {
  const database = engine === 'postgres' && databaseUrl ? await freshPostgresDatabase(databaseUrl) : null;
  console.log(`\n${engine}: checkout — starting the server, then db:generate ${catalogueParts} parts…`);
  const server = await startBenchServer({
    databaseUrl: database?.url,
    env: { BASKET_RATE_LIMIT: '1000000' },
    logName: `server-checkout-${engine}`,
  });
  try {
    await growCatalogue(server, database, catalogueParts);
    const admin = await signInAdmin(server.baseUrl);
    const parts = await sharedCatalogue(server.baseUrl, admin.token);
    const buyers = await signUpBuyers(server.baseUrl, settings.buyers);
    const reference = await nodeHttpReference(server.baseUrl, settings);
    const cpuBefore = readCpuMs(server.pid);
    const load = await runWorker({
      url: server.baseUrl,
      durationSeconds: settings.durationSeconds,
      warmupSeconds: settings.warmupSeconds,
      linesPerBasket,
      buyers,
      parts,
      seed: 33,
    });
    const cpuMsPerCall = (readCpuMs(server.pid) - cpuBefore) / Math.max(1, load.requestsAll);
    const account = await databaseAccount(
      server,
      database?.url,
      parts.map((part) => part.id),
    );
    const died = server.died();
    if (died) throw new Error(`The ${engine} server stopped during the checkout bench (${died})`);
    const linesPerSecond = Math.round(load.linesPlaced / settings.durationSeconds);
    const round = (/** @type {number} */ value) => Number(value.toFixed(2));
    const result = {
      buyers: buyers.length,
      linesPerBasket,
      sharedParts,
      checkouts: load.checkouts,
      checkoutsPerSecond: round(load.checkouts / settings.durationSeconds),
      linesPerSecond,
      paid: load.paid,
      p50Ms: load.p50Ms,
      p99Ms: load.p99Ms,
      byCall: load.byCall,
      cpuMsPerCall: round(cpuMsPerCall),
      errors: load.errors,
      statuses: load.statuses,
      problems: load.problems,
      referenceRequestsPerSec: reference.requestsPerSec,
      shareOfReference: round(linesPerSecond / reference.requestsPerSec),
      ...account,
      peakRssMb: Math.round(server.memory.peakMb()),
    };
    console.log(
      `  ${result.checkouts} checkouts (${linesPerSecond} lines/s, ${result.shareOfReference}× node:http), ` +
        `p99 ${result.p99Ms} ms, ${result.errors} errors, balanced ${result.balanced}, ` +
        `partly paid ${result.partlyPaidCheckouts}, RSS ${result.peakRssMb} MB`,
    );
    return result;
  } finally {
    await server.stop();
    await database?.drop();
  }
}

/** The section on SQLite and, with BENCH_DATABASE_URL, on a fresh PostgreSQL database. @param {any} settings */
export async function benchCheckout(settings) {
  /** @type {Record<string, any>} */
  const runs = {};
  if (process.env.BENCH_SKIP_SQLITE !== '1' || !process.env.BENCH_DATABASE_URL)
    runs.sqlite = await benchEngine('sqlite', undefined, settings);
  if (process.env.BENCH_DATABASE_URL)
    runs.postgres = await benchEngine('postgres', process.env.BENCH_DATABASE_URL, settings);
  return runs;
}

/** @param {Record<string, any>} runs */
export function checkoutTable(runs) {
  const columns = /** @type {const} */ ([
    ['checkouts', 'checkouts'],
    ['lines/s', 'linesPerSecond'],
    ['node:http req/s', 'referenceRequestsPerSec'],
    ['share', 'shareOfReference'],
    ['p50 ms', 'p50Ms'],
    ['p99 ms', 'p99Ms'],
    ['CPU ms/call', 'cpuMsPerCall'],
    ['errors', 'errors'],
    ['stock balanced', 'balanced'],
    ['partly paid', 'partlyPaidCheckouts'],
    ['peak RSS MB', 'peakRssMb'],
  ]);
  return table([
    ['engine', ...columns.map(([label]) => label)],
    ...Object.entries(runs).map(([engine, run]) => [engine, ...columns.map(([, key]) => String(run[key]))]),
  ]);
}

/** @param {Record<string, any>} runs */
export function checkoutChecks(runs) {
  return Object.entries(runs).flatMap(([engine, run]) => {
    const share = engine === 'postgres' ? targets.postgresShare : targets.sqliteShare;
    return [
      {
        target: `order lines placed ≥ ${share * 100} % of node:http's req/s (${engine})`,
        met: run.shareOfReference >= share,
        actual: `${run.linesPerSecond} lines/s against ${run.referenceRequestsPerSec} req/s (${Math.round(run.shareOfReference * 100)} %)`,
      },
      {
        target: `p99 ≤ ${targets.p99Ms} ms over every call, 0 errors (${engine})`,
        met: run.p99Ms <= targets.p99Ms && run.errors === 0,
        actual: `p99 ${run.p99Ms} ms, ${run.errors} errors`,
      },
      {
        target: `stock + units ordered = stock before, every checkout paid whole or not at all (${engine})`,
        met:
          run.balanced &&
          run.partlyPaidCheckouts === 0 &&
          run.paidCheckouts > 0 &&
          run.paidLines === run.paidCheckouts * linesPerBasket,
        actual:
          `balanced ${run.balanced}; ${run.paidCheckouts} checkouts paid with ${run.paidLines} lines, ` +
          `${run.partlyPaidCheckouts} partly paid`,
      },
      {
        target: `server peak RSS ≤ ${targets.peakRssMb} MB (${engine})`,
        met: run.peakRssMb <= targets.peakRssMb,
        actual: `${run.peakRssMb} MB`,
      },
    ];
  });
}
