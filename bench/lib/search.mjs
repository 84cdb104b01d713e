// Search at scale (issue 34): the production server on a generated catalogue (100,000 parts, 20 fitments
// each by default), every request a query not asked before, drawn from the catalogue; the node:http
// reference of the same run; then the growth curve (10,000 / 100,000 / 1,000,000 parts, SQLite).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReference } from './references.mjs';
import { loadCells, table } from './report.mjs';
import { freshPostgresDatabase, root, startBenchServer } from './server.mjs';
import { everyoneGets } from './load.mjs';
import { measure } from './workloads.mjs';

export const searchSize = {
  parts: Number(process.env.BENCH_SEARCH_PARTS ?? 100_000),
  fitments: Number(process.env.BENCH_SEARCH_FITMENTS ?? 20),
};
/** Distinct requests per connection: at 50 connections, 50,000 per workload. */
const perConnection = Number(process.env.BENCH_SEARCH_PER_CONNECTION ?? 1000);

/** @param {Record<string, string>} env @param {number} parts @param {number} fitments */
export function generate(env, parts, fitments) {
  const startedAt = performance.now();
  const run = spawnSync(
    process.execPath,
    ['apps/server/dist/cli/generate.js', '--parts', String(parts), '--fitments', String(fitments)],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`db:generate failed: ${run.stderr || run.stdout}`);
  return { line: run.stdout.trim(), seconds: Number(((performance.now() - startedAt) / 1000).toFixed(1)) };
}

/** A small seeded random source, so a run asks the same never-repeated queries as the last one. */
export function randomSource(seed = 34) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (/** @type {number} */ n) => Math.floor(next() * n),
    pick: (/** @type {any[]} */ list) => list[Math.floor(next() * list.length)],
  };
}

const letters = 'abcdefghijklmnopqrstuvwxyz';
/** One edit of a word: a letter wrong, missing, extra, or two swapped. @param {string} word @param {ReturnType<typeof randomSource>} rng */
export function typo(word, rng) {
  const i = rng.int(word.length - 1) + 1; // keep the first letter, as people mostly do
  // The issue's typos: in a word of 4+ letters, and leaving 4+ letters.
  switch (word.length > 4 ? rng.int(4) : 1 + rng.int(3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + rng.pick([...letters]) + word.slice(i);
    case 2:
      return word.slice(0, i) + rng.pick([...letters].filter((l) => l !== word[i])) + word.slice(i + 1);
    default:
      return i < word.length - 1
        ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
        : word.slice(0, i);
  }
}

const spellings = [
  (/** @type {string} */ n) => n,
  (/** @type {string} */ n) => n.toLowerCase().replace(/[^a-z0-9]/g, ''),
  (/** @type {string} */ n) => n.toLowerCase().replace(/[^a-z0-9]+/g, ' '),
];

/**
 * Distinct requests, `count` for each connection: `make(rng)` is called until that many new paths are
 * found (or it stops finding new ones). @param {number} connections
 * @param {(rng: ReturnType<typeof randomSource>) => string} make
 * @param {number} seed @param {Record<string, string>} [headers] @param {number} [count]
 */
export function neverRepeated(connections, make, seed, headers, count = perConnection) {
  const rng = randomSource(seed);
  const seen = new Set();
  const wanted = connections * count;
  for (let tries = 0; seen.size < wanted && tries < wanted * 20; tries += 1) seen.add(make(rng));
  const paths = [...seen];
  return Array.from({ length: connections }, (_, c) =>
    paths
      .filter((_, i) => i % connections === c)
      .map((path) => ({ method: 'GET', path, ...(headers && { headers }) })),
  );
}

/** The catalogue's parts, numbers, words and vehicles the load draws from (read through the API). */
export async function sampleCatalogue(/** @type {string} */ baseUrl, /** @type {number} */ parts) {
  const get = async (/** @type {string} */ path) => (await fetch(`${baseUrl}${path}`)).json();
  const pages = Math.max(1, Math.floor(parts / 100));
  /** @type {any[]} */
  const sample = [];
  for (let i = 0; i < Math.min(150, pages); i += 1) {
    sample.push(
      ...(await get(`/api/part?limit=100&page=${1 + Math.floor((i * pages) / Math.min(150, pages))}`)),
    );
  }
  const vehicles = new Set();
  for (const part of sample.slice(0, 400)) {
    for (const fit of await get(`/api/part/${part._id}/fitment?limit=20`)) vehicles.add(fit.vehicle._id);
  }
  const categories = (await get('/api/category')).map((/** @type {any} */ c) => c.name);
  const nameWords = (/** @type {any} */ part) =>
    part.name
      .split(/[^\p{L}]+/u)
      .filter((/** @type {string} */ w) => w.length >= 4 && w !== 'for')
      .map((/** @type {string} */ w) => w.toLowerCase());
  return { sample, vehicles: [...vehicles], categories, nameWords };
}

/**
 * The searches of the workloads, each a label and a maker of one request path from a random source.
 * @returns {Array<[string, (rng: ReturnType<typeof randomSource>) => string]>}
 */
export function searchMakers(
  /** @type {Awaited<ReturnType<typeof sampleCatalogue>>} */ data,
  /** @type {number} */ totalPages,
) {
  const { sample, vehicles, categories, nameWords } = data;
  const enc = encodeURIComponent;
  return /** @type {any} */ ([
    ['part number (3 spellings)', (r) => `/api/part?q=${enc(r.pick(spellings)(r.pick(sample).partNumber))}`],
    ['OEM number', (r) => `/api/part?q=${enc(r.pick(spellings)(r.pick(r.pick(sample).oemNumbers)))}`],
    [
      'number prefix',
      (r) => {
        const number = r.pick(sample).partNumber;
        return `/api/part?q=${enc(r.pick(spellings)(number.slice(0, number.length - 1 - r.int(2))))}`;
      },
    ],
    [
      'two words',
      (r) => {
        const words = nameWords(r.pick(sample));
        const i = r.int(words.length - 1);
        return `/api/part?q=${enc(`${words[i]} ${words[i + 1] ?? words[0]}`)}`;
      },
    ],
    ['one word, one typo', (r) => `/api/part?q=${enc(typo(r.pick(nameWords(r.pick(sample))), r))}`],
    [
      'vehicle + category',
      (r) =>
        `/api/part?vehicle=${r.pick(vehicles)}&category=${enc(r.pick(categories))}&limit=${20 + r.int(5)}`,
    ],
    [
      'vehicle + word',
      (r) => `/api/part?vehicle=${r.pick(vehicles)}&q=${enc(r.pick(nameWords(r.pick(sample))))}`,
    ],
    [
      'random deep page',
      (r) => `/api/part?page=${50 + r.int(Math.max(1, totalPages - 60))}&limit=${20 + r.int(5)}`,
    ],
    ['one part', (r) => `/api/part/${r.pick(sample)._id}`],
  ]);
}

/**
 * BENCH_SEARCH_WORKLOADS: a comma-separated list of words; only the workloads whose label holds one of
 * them run (e.g. `vehicle,two words`). Each keeps its own seed, so its requests are those of a full run.
 */
const onlyWorkloads = (process.env.BENCH_SEARCH_WORKLOADS ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

/** The workloads, each a list of never-repeated requests per connection. */
function plans(
  /** @type {Awaited<ReturnType<typeof sampleCatalogue>>} */ data,
  /** @type {number} */ connections,
  /** @type {number} */ totalPages,
) {
  return searchMakers(data, totalPages)
    .map(([label, make], i) => [label, make, i])
    .filter(([label]) => onlyWorkloads.length === 0 || onlyWorkloads.some((word) => label.includes(word)))
    .map(([label, make, i]) => [label, neverRepeated(connections, make, 100 + i)]);
}

/** The node:http reference answering the server's first catalogue page from memory, measured now. */
export async function reference(/** @type {string} */ baseUrl, settings) {
  const bodyFile = join(root, 'bench', '.tmp', 'search-part-list.json');
  const response = await fetch(`${baseUrl}/api/part`, { headers: { 'accept-encoding': 'identity' } });
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  const server = await startReference('node-http', bodyFile);
  try {
    const plan = { url: server.url, roles: everyoneGets('/api/part'), ...settings };
    return await measure('reference node:http', plan, { ...settings, pid: server.pid });
  } finally {
    await server.stop();
  }
}

/**
 * One engine at one size: server, catalogue (generated, or a data directory generated before), load.
 * @param {'sqlite' | 'postgres'} engine
 * @param {{ parts: number, fitments: number, dataDir?: string, databaseUrl?: string, usedUrl?: string, withReference: boolean }} size
 */
async function benchSize(engine, settings, size) {
  const database =
    engine === 'postgres' && size.databaseUrl ? await freshPostgresDatabase(size.databaseUrl) : null;
  const server = await startBenchServer({
    databaseUrl: database?.url ?? size.usedUrl,
    logName: `server-search-${engine}-${size.parts}`,
    // A data directory generated before is migrated at start (at 1,000,000 parts, a while).
    timeoutMs: 300_000,
    env:
      size.dataDir || size.usedUrl
        ? { ...(size.dataDir ? { DATA_DIR: size.dataDir } : {}), SEED_DEMO_DATA: 'false' }
        : {},
  });
  try {
    let generated = { line: `${size.parts} parts generated before the run.`, seconds: 0 };
    if (!size.dataDir && !size.usedUrl) {
      console.log(`\n${engine}: search — db:generate ${size.parts} parts, ${size.fitments} fitments each…`);
      generated = generate(
        { DATA_DIR: server.dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
        size.parts,
        size.fitments,
      );
      console.log(`  ${generated.line} (wall ${generated.seconds} s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const data = await sampleCatalogue(server.baseUrl, size.parts);
    // Typo queries find their part: 200 words of names, one edit each, asked once.
    const rng = randomSource(7);
    let typoFound = 0;
    for (let i = 0; i < 200; i += 1) {
      const part = rng.pick(data.sample);
      const query = typo(rng.pick(data.nameWords(part)), rng);
      const answer = await fetch(`${server.baseUrl}/api/part?q=${encodeURIComponent(query)}&limit=100`);
      if (Number(answer.headers.get('x-total-count') ?? 0) > 0) typoFound += 1;
    }
    const rows = [];
    for (const [label, roles] of plans(data, settings.connections, Math.floor(size.parts / 24))) {
      rows.push(
        await measure(
          /** @type {string} */ (label),
          {
            url: server.baseUrl,
            roles: /** @type {any} */ (roles),
            durationSeconds: settings.durationSeconds,
            connections: settings.connections,
          },
          { warmupSeconds: settings.warmupSeconds, pid: server.pid },
        ),
      );
    }
    const died = server.died();
    if (died)
      throw new Error(
        `The ${engine} server stopped during the search bench (${died}): see ${server.logFile}`,
      );
    const peakRssMb = Math.round(server.memory.peakMb());
    const ref = size.withReference ? await reference(server.baseUrl, settings) : null;
    return {
      engine,
      parts: size.parts,
      fitments: size.fitments,
      generator: generated,
      rows,
      reference: ref,
      peakRssMb,
      typoFound,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

/**
 * The section: both engines at `searchSize` (with the reference), then the growth curve on SQLite at
 * 10,000 parts and at 1,000,000 (BENCH_SEARCH_1M_DIR: a data directory generated before, since
 * generating 1,000,000 parts takes long; BENCH_SEARCH_SKIP_GROWTH=1 leaves the curve out).
 */
export async function benchSearch(settings, { databaseUrl }) {
  const million = process.env.BENCH_SEARCH_1M_DIR;
  const millionRun = () =>
    benchSize('sqlite', settings, {
      parts: 1_000_000,
      fitments: Number(process.env.BENCH_SEARCH_1M_FITMENTS ?? 5),
      dataDir: /** @type {string} */ (million),
      withReference: true,
    });
  // BENCH_SEARCH_ONLY_1M=1: the 1,000,000-part point of the curve alone (its data generated before).
  if (process.env.BENCH_SEARCH_ONLY_1M === '1' && million) return { runs: [], growth: [await millionRun()] };
  // BENCH_SEARCH_SQLITE_DIR / BENCH_SEARCH_POSTGRES_URL: stores of searchSize generated before (used as
  // they are, not dropped), for a machine where generating them again in the run takes too long.
  const sqliteDir = process.env.BENCH_SEARCH_SQLITE_DIR;
  const postgresUrl = process.env.BENCH_SEARCH_POSTGRES_URL;
  // BENCH_SKIP_SQLITE=1 with a PostgreSQL store: the PostgreSQL run alone (no growth curve).
  const sqliteToo = process.env.BENCH_SKIP_SQLITE !== '1' || !(postgresUrl || databaseUrl);
  const runs = sqliteToo
    ? [await benchSize('sqlite', settings, { ...searchSize, dataDir: sqliteDir, withReference: true })]
    : [];
  if (postgresUrl) {
    runs.push(
      await benchSize('postgres', settings, { ...searchSize, usedUrl: postgresUrl, withReference: true }),
    );
  } else if (databaseUrl) {
    runs.push(await benchSize('postgres', settings, { ...searchSize, databaseUrl, withReference: true }));
  }
  const growth = [];
  if (sqliteToo && process.env.BENCH_SEARCH_SKIP_GROWTH !== '1') {
    growth.push(
      await benchSize('sqlite', settings, {
        parts: 10_000,
        fitments: searchSize.fitments,
        withReference: false,
      }),
    );
    growth.push(runs[0]);
    if (million) growth.push(await millionRun());
  }
  return { runs, growth };
}

/** @param {Awaited<ReturnType<typeof benchSearch>>} result */
export function searchTable({ runs, growth }) {
  const lines = [];
  const rows = [
    ['workload', 'engine', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'errors', 'non-2xx', '% of node:http'],
  ];
  for (const run of runs) {
    for (const row of [...run.rows, ...(run.reference ? [run.reference] : [])]) {
      const share = run.reference
        ? `${Math.round((100 * row.requestsPerSec) / run.reference.requestsPerSec)} %`
        : '';
      rows.push([row.workload, run.engine, ...loadCells(row), share]);
    }
  }
  lines.push(table(rows), '');
  for (const run of runs) {
    lines.push(
      `${run.engine}: ${run.generator.line} Server peak RSS ${run.peakRssMb} MB. ` +
        `Typo queries (one edit of a name's word) that found parts: ${run.typoFound} of 200.`,
    );
  }
  if (growth.length > 0) {
    const labels = growth[0].rows.map((/** @type {any} */ row) => row.workload);
    const curve = [
      ['workload (CPU ms/req, SQLite)', ...growth.map((g) => `${g.parts.toLocaleString('en-US')} parts`)],
    ];
    for (const label of labels) {
      curve.push([
        label,
        ...growth.map((g) =>
          String(g.rows.find((/** @type {any} */ r) => r.workload === label)?.cpuMsPerRequest ?? ''),
        ),
      ]);
    }
    curve.push(['server peak RSS MB', ...growth.map((g) => String(g.peakRssMb))]);
    curve.push(['fitments per part', ...growth.map((g) => String(g.fitments))]);
    lines.push('', table(curve));
  }
  return lines.join('\n');
}

/** The issue's targets. @param {Awaited<ReturnType<typeof benchSearch>>} result */
export function searchChecks({ runs, growth }) {
  const checks = [];
  for (const run of runs) {
    const [share, p99] = run.engine === 'sqlite' ? [15, 50] : [8, 100];
    for (const row of run.rows) {
      const percent = Math.round((100 * row.requestsPerSec) / (run.reference?.requestsPerSec ?? Infinity));
      checks.push({
        target: `${run.engine}: ${row.workload} ≥ ${share} % of node:http, p99 ≤ ${p99} ms`,
        actual: `${percent} %, p99 ${row.p99Ms} ms`,
        met: percent >= share && row.p99Ms <= p99 && row.errors + row.non2xx === 0,
      });
    }
  }
  for (const run of runs) {
    checks.push({
      target: `${run.engine}: typo queries find parts`,
      actual: `${run.typoFound} of 200`,
      met: run.typoFound === 200,
    });
  }
  const small = growth.find((g) => g.parts === 10_000);
  const large = growth.find((g) => g.parts === 1_000_000);
  if (small && large) {
    for (const row of large.rows) {
      const base = small.rows.find((/** @type {any} */ r) => r.workload === row.workload);
      checks.push({
        target: `sqlite: ${row.workload} CPU ms/req at 1,000,000 parts ≤ 2× at 10,000`,
        actual: `${row.cpuMsPerRequest} vs ${base.cpuMsPerRequest}`,
        met: row.cpuMsPerRequest <= 2 * base.cpuMsPerRequest,
      });
    }
  }
  for (const g of growth) {
    checks.push({
      target: `sqlite: RSS ≤ 200 MB at ${g.parts} parts`,
      actual: `${g.peakRssMb} MB`,
      met: g.peakRssMb <= 200,
    });
  }
  return checks;
}
