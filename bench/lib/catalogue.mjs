// The catalogue at scale (issue 12): the production server on a database the generator filled with
// 50,000 parts and ~1,000,000 fitment rows, searched by part number, words, vehicle + category, paged,
// and asked for the category facets, at 50 connections; its RSS; Lighthouse on /parts (SQLite run).
import { spawnSync } from 'node:child_process';
import { lighthousePages } from './lighthouse.mjs';
import { readMemory } from './proc.mjs';
import { loadCells, table } from './report.mjs';
import { freshPostgresDatabase, root, startBenchServer } from './server.mjs';
import { measure } from './workloads.mjs';

export const catalogueSize = {
  parts: Number(process.env.BENCH_CATALOGUE_PARTS ?? 50_000),
  fitments: Number(process.env.BENCH_CATALOGUE_FITMENTS ?? 20),
};

/** Runs the generator into the server's database; answers its own timing line and the wall time. */
export function generate(/** @type {Record<string, string>} */ env) {
  const startedAt = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      'apps/server/dist/cli/generate.js',
      '--parts',
      String(catalogueSize.parts),
      '--fitments',
      String(catalogueSize.fitments),
    ],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`db:generate failed: ${run.stderr || run.stdout}`);
  return { line: run.stdout.trim(), seconds: Number(((performance.now() - startedAt) / 1000).toFixed(1)) };
}

const spellings = [
  (/** @type {string} */ n) => n,
  (/** @type {string} */ n) => n.toLowerCase().replace(/-/g, ''),
  (/** @type {string} */ n) => n.toLowerCase().replace(/-/g, ' '),
];
const words = [
  'brake pad',
  'oil filter',
  'corolla',
  'shock absorber',
  'radiator',
  'timing belt kit',
  'spark plug iridium',
  'golf',
  'front brake disc',
  'clutch kit',
  'headlight led',
  'fuel pump',
  'wiper blade',
  'alternator',
  'control arm',
  'cabin filter',
  'water pump',
  'glow plug',
  'coil spring rear',
  'thermostat',
];

/**
 * Requests for 50 connections, each cycling through its own list (so answers are not all one cached page).
 * @param {number} connections @param {(connection: number, step: number) => string} path
 */
const varied = (connections, path, steps = 20) =>
  Array.from({ length: connections }, (_, connection) =>
    Array.from({ length: steps }, (_, step) => ({ method: 'GET', path: path(connection, step) })),
  );

/** @param {'sqlite' | 'postgres'} engine @param {any} settings @param {{ pages: boolean, databaseUrl?: string }} options */
export async function benchCatalogue(engine, settings, { pages, databaseUrl }) {
  const database = engine === 'postgres' && databaseUrl ? await freshPostgresDatabase(databaseUrl) : null;
  console.log(
    `\n${engine}: catalogue at scale — starting the server, then db:generate ${catalogueSize.parts} parts…`,
  );
  const server = await startBenchServer({
    databaseUrl: database?.url,
    logName: `server-catalogue-${engine}`,
  });
  try {
    const generated = generate({
      DATA_DIR: server.dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    console.log(`  ${generated.line} (wall ${generated.seconds} s, server running)`);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the server's caches live 1 s
    const get = async (/** @type {string} */ path) => (await fetch(`${server.baseUrl}${path}`)).json();
    // Sample of the catalogue: numbers, OEM numbers and vehicles the load asks for.
    /** @type {any[]} */
    const sample = [];
    for (const page of [1, 40, 80, 120, 160, 200, 300, 400, 600, 800]) {
      sample.push(...(await get(`/api/part?page=${page}&limit=100`)));
    }
    const categories = (await get('/api/category')).map((/** @type {any} */ c) => c.name);
    /** @type {string[]} */
    const vehicles = [];
    for (const part of sample.slice(0, 60)) {
      const [fit] = await get(`/api/part/${part._id}/fitment?limit=1`);
      if (fit) vehicles.push(fit.vehicle._id);
    }
    const connections = settings.connections;
    const pick = (/** @type {any[]} */ list, /** @type {number} */ c, /** @type {number} */ s) =>
      list[(c * 20 + s * 7) % list.length];
    const plans = [
      [
        'part number (3 spellings)',
        varied(
          connections,
          (c, s) => `/api/part?q=${encodeURIComponent(spellings[s % 3](pick(sample, c, s).partNumber))}`,
        ),
      ],
      [
        'OEM number',
        varied(connections, (c, s) => `/api/part?q=${encodeURIComponent(pick(sample, c, s).oemNumbers[0])}`),
      ],
      ['text search', varied(connections, (c, s) => `/api/part?q=${encodeURIComponent(pick(words, c, s))}`)],
      [
        'vehicle + category',
        varied(
          connections,
          (c, s) =>
            `/api/part?vehicle=${pick(vehicles, c, s)}&category=${encodeURIComponent(pick(categories, c, s))}`,
        ),
      ],
      [
        'vehicle + words',
        varied(
          connections,
          (c, s) =>
            `/api/part?vehicle=${pick(vehicles, c, s)}&q=${encodeURIComponent(pick(words, c, s + 3))}`,
        ),
      ],
      ['page 1', varied(connections, () => '/api/part', 1)],
      ['page 200', varied(connections, () => '/api/part?page=200', 1)],
      ['facet counts', varied(connections, () => '/api/category', 1)],
      ['one part', varied(connections, (c, s) => `/api/part/${pick(sample, c, s)._id}`)],
    ];
    const rows = [];
    for (const [label, roles] of plans) {
      rows.push(
        await measure(
          /** @type {string} */ (label),
          {
            url: server.baseUrl,
            roles: /** @type {any} */ (roles),
            durationSeconds: settings.durationSeconds,
            connections,
          },
          { warmupSeconds: settings.warmupSeconds, pid: server.pid },
        ),
      );
    }
    let lighthouse = null;
    if (pages) {
      const vehicle = vehicles[0];
      const paths = ['/parts', `/parts?vehicle=${vehicle}&q=${encodeURIComponent('brake pad')}`];
      console.log(`  Lighthouse (mobile) on ${paths.join(' and ')}…`);
      lighthouse = await lighthousePages(server.baseUrl, paths);
    }
    const died = server.died();
    if (died)
      throw new Error(
        `The ${engine} server stopped during the catalogue bench (${died}): see ${server.logFile}`,
      );
    return {
      generator: generated,
      rows,
      rssMbAfter: Math.round(readMemory(server.pid)?.rssMb ?? 0),
      peakRssMb: Math.round(server.memory.peakMb()),
      lighthouse,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

/** @param {Record<string, any>} byEngine */
export function catalogueTable(byEngine) {
  const rows = [['workload', 'engine', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'errors', 'non-2xx']];
  for (const [engine, run] of Object.entries(byEngine)) {
    for (const row of run.rows) {
      rows.push([row.workload, engine, ...loadCells(row)]);
    }
  }
  const lines = [table(rows), ''];
  for (const [engine, run] of Object.entries(byEngine)) {
    lines.push(
      `${engine}: ${run.generator.line} Server RSS after the load ${run.rssMbAfter} MB, peak ${run.peakRssMb} MB.`,
    );
    for (const page of run.lighthouse ?? []) {
      lines.push(
        `  Lighthouse mobile ${page.path}: performance ${page.performance}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}, DOM elements ${page.domElements ?? 'n/a'}`,
      );
    }
  }
  return lines.join('\n');
}

/** The targets for the catalogue section. @param {Record<string, any>} byEngine */
export function catalogueChecks(byEngine) {
  const checks = [];
  for (const [engine, run] of Object.entries(byEngine)) {
    const searches = run.rows.filter((/** @type {any} */ row) => row.workload !== 'one part');
    const worst = searches.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
    checks.push({
      target: `${engine}: every search p99 ≤ 20 ms at 50 connections`,
      actual: `worst ${worst.workload} ${worst.p99Ms} ms`,
      met: worst.p99Ms <= 20,
    });
    checks.push({
      target: `${engine}: server RSS ≤ 200 MB with the catalogue`,
      actual: `peak ${run.peakRssMb} MB`,
      met: run.peakRssMb <= 200,
    });
    if (engine === 'sqlite') {
      const text = run.rows.find((/** @type {any} */ row) => row.workload === 'text search');
      checks.push({
        target: 'sqlite: text search ≥ 2,000 req/s',
        actual: `${text.requestsPerSec} req/s`,
        met: text.requestsPerSec >= 2000,
      });
      const seconds = Number(/in ([\d.]+) s/.exec(run.generator.line)?.[1] ?? Number.NaN);
      checks.push({ target: 'sqlite: generator ≤ 60 s', actual: `${seconds} s`, met: seconds <= 60 });
    }
    for (const page of run.lighthouse ?? []) {
      checks.push({
        target: `${engine}: ${page.path} LCP ≤ 2.0 s mobile`,
        actual: `${page.lcpMs} ms`,
        met: page.lcpMs <= 2000,
      });
      if (page.domElements !== undefined)
        checks.push({
          target: `${engine}: ${page.path} ≤ 2,000 DOM elements`,
          actual: `${page.domElements}`,
          met: page.domElements <= 2000,
        });
    }
  }
  return checks;
}
