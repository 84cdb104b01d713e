// What the lists, stats and invoices sections share: a store generated at size with `db:generate`
// (1,000,000 orders, 100,000 buyers, 100,000 reviews by default), served by the production build, and
// the load loop over a list of calls: one first call that must answer right, then the load.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { table } from './report.mjs';
import { root, startBenchServer } from './server.mjs';
import { measure } from './workloads.mjs';

export const listSizes = {
  buyers: Number(process.env.BENCH_LIST_BUYERS ?? 100_000),
  orders: Number(process.env.BENCH_LIST_ORDERS ?? 1_000_000),
  reviews: Number(process.env.BENCH_LIST_REVIEWS ?? 100_000),
};
export const generatedPassword = 'bench-generated-buyer';

/**
 * Runs the generator CLI of the production build against `databaseUrl`; answers its timing and the
 * busiest buyer it made.
 * @param {string} databaseUrl @param {string} dataDir
 */
export async function generate(databaseUrl, dataDir) {
  const args = ['apps/server/dist/cli/generate.js', '--password', generatedPassword];
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
 * Generates a store for `section` on `engine`, starts the server on it, runs `use`, and answers what it
 * answered with the generator's time and the server's peak RSS; the server stops and the files go after.
 * @template T
 * @param {string} section
 * @param {'sqlite' | 'postgres'} engine
 * @param {string | undefined} postgresUrl  a fresh database for the PostgreSQL run
 * @param {(server: Awaited<ReturnType<typeof startBenchServer>>, generated: Awaited<ReturnType<typeof generate>>) => Promise<T>} use
 */
export async function withGeneratedStore(section, engine, postgresUrl, use) {
  const dataDir = join(root, 'bench', '.tmp', `${section}-${engine}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = postgresUrl ?? `file:${join(dataDir, 'partsmith.sqlite')}`;
  console.log(
    `\n${engine}: generating ${Object.entries(listSizes)
      .map(([k, v]) => `${v.toLocaleString('en-US')} ${k}`)
      .join(', ')}…`,
  );
  const generated = await generate(databaseUrl, dataDir);
  const server = await startBenchServer({ databaseUrl, logName: `server-${section}-${engine}` });
  try {
    console.log(`  healthy ${server.startupMs} ms after spawn, at ${server.baseUrl}`);
    const result = await use(server, generated);
    const died = server.died();
    if (died)
      throw new Error(
        `The ${engine} server stopped during the ${section} bench (${died}): see ${server.logFile}`,
      );
    return { generateSeconds: generated.seconds, peakRssMb: Math.round(server.memory.peakMb()), ...result };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each call in turn: its first request alone (timed, and handed to `check`, which throws when the answer
 * is wrong and may answer more columns for the row), then the load at the settings' connections.
 * @param {{ baseUrl: string, pid: number }} server
 * @param {{ durationSeconds: number, warmupSeconds: number, connections: number }} settings
 * @param {Array<[string, import('./load.mjs').LoadRequest[][]]>} workloads
 * @param {(label: string, response: Response) => Promise<Record<string, unknown>>} check
 */
export async function measureEach(server, settings, workloads, check) {
  const plan = {
    url: server.baseUrl,
    durationSeconds: settings.durationSeconds,
    connections: settings.connections,
  };
  const timing = { warmupSeconds: settings.warmupSeconds, pid: server.pid };
  const rows = [];
  for (const [label, roles] of workloads) {
    const [first] = roles[0];
    const started = performance.now();
    const response = await fetch(server.baseUrl + first.path, { headers: first.headers });
    const firstMs = Number((performance.now() - started).toFixed(1));
    const extra = await check(label, response);
    rows.push({ ...(await measure(label, { ...plan, roles }, timing)), firstMs, ...extra });
  }
  return rows;
}

/**
 * The rows of every engine's run as one table, then a line per engine with its generator time and RSS.
 * @param {Record<string, { rows: any[], generateSeconds: number, peakRssMb: number }>} runs
 * @param {string} name  the first column's title
 * @param {Array<[string, (row: any) => unknown]>} columns  more columns between the engine and req/s
 */
export function runsTable(runs, name, columns = []) {
  const rows = [
    [name, 'engine', ...columns.map(([title]) => title), 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
  ];
  for (const [engine, run] of Object.entries(runs)) {
    for (const row of run.rows) {
      rows.push([
        row.workload,
        engine,
        ...columns.map(([, value]) => value(row)),
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
