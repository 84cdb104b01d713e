// The lists section of `npm run bench` (alone: `npm run bench -- --only lists`): a store generated at size
// with `db:generate` (1,000,000 orders, 100,000 buyers, 100,000 reviews by default), then every bounded
// list under load: the admin's orders on page 1 and page 5,000, by condition, by a buyer's email; a
// buyer's own orders; users page 1 and by email; reviews page 1.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, signInAdmin, signInAs } from './accounts.mjs';
import { table } from './report.mjs';
import { root, startBenchServer } from './server.mjs';
import { measure } from './workloads.mjs';

export const listSizes = {
  buyers: Number(process.env.BENCH_LIST_BUYERS ?? 100_000),
  orders: Number(process.env.BENCH_LIST_ORDERS ?? 1_000_000),
  reviews: Number(process.env.BENCH_LIST_REVIEWS ?? 100_000),
};
/** The deep page measured (5,000 at the default sizes; smaller for a quick try at small sizes). */
const deepPage = Number(process.env.BENCH_LIST_DEEP_PAGE ?? 5000);
const password = 'bench-generated-buyer';

/**
 * Runs the generator CLI of the production build against `databaseUrl`; answers its timing and the
 * busiest buyer it made.
 * @param {string} databaseUrl @param {string} dataDir
 */
export async function generate(databaseUrl, dataDir) {
  const args = ['apps/server/dist/cli/generate.js', '--password', password];
  for (const [name, value] of Object.entries(listSizes)) args.push(`--${name}`, String(value));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
    process.stdout.write(`    ${chunk.trimEnd().replaceAll('\n', '\n    ')}\n`);
  });
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`db:generate exited with code ${code}`);
  const busiest = /Busiest buyer: (\S+) \((\d+) orders\)/.exec(output);
  if (!busiest) throw new Error(`db:generate printed no busiest buyer:\n${output}`);
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    email: busiest[1],
    orders: Number(busiest[2]),
  };
}

/**
 * @param {'sqlite' | 'postgres'} engine
 * @param {string | undefined} postgresUrl  a fresh database for the PostgreSQL run
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number }} settings
 */
export async function benchLists(engine, postgresUrl, settings) {
  const dataDir = join(root, 'bench', '.tmp', `lists-${engine}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = postgresUrl ?? `file:${join(dataDir, 'partsmith.sqlite')}`;
  console.log(
    `\n${engine}: generating ${Object.entries(listSizes)
      .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
      .join(', ')}…`,
  );
  const generated = await generate(databaseUrl, dataDir);
  const server = await startBenchServer({ databaseUrl, logName: `server-lists-${engine}` });
  try {
    console.log(`  healthy ${server.startupMs} ms after spawn, at ${server.baseUrl}`);
    const admin = await signInAdmin(server.baseUrl);
    const buyer = await signInAs(server.baseUrl, { email: generated.email, password });
    const common = {
      url: server.baseUrl,
      durationSeconds: settings.durationSeconds,
      connections: settings.connections,
    };
    const timing = { warmupSeconds: settings.warmupSeconds, pid: server.pid };
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
    const rows = [];
    for (const [label, roles] of workloads) {
      // Each list must answer 200 with a full page before it is loaded.
      const [first] = roles[0];
      const check = await fetch(server.baseUrl + first.path, { headers: first.headers });
      const items = check.ok ? await check.json() : [];
      if (!check.ok || items.length === 0)
        throw new Error(`${label}: ${check.status}, ${items.length} items`);
      rows.push({
        ...(await measure(label, { ...common, roles }, timing)),
        total: Number(check.headers.get('x-total-count')),
      });
    }
    const died = server.died();
    if (died)
      throw new Error(`The ${engine} server stopped during the lists bench (${died}): see ${server.logFile}`);
    return { generateSeconds: generated.seconds, peakRssMb: Math.round(server.memory.peakMb()), rows };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Record<string, any>} runs  engine → benchLists result */
export function listsTable(runs) {
  const rows = [['list', 'engine', 'total', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']];
  for (const [engine, run] of Object.entries(runs)) {
    for (const row of run.rows) {
      rows.push([
        row.workload,
        engine,
        row.total.toLocaleString('en-US'),
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

/** The issue's targets for the lists. @param {Record<string, any>} runs */
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
