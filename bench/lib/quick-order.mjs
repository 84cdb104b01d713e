// The quick-order section (issue 33), `npm run bench -- --only quick-order`: the production server on a
// catalogue the generator grew to BENCH_QUICK_ORDER_PARTS parts (5,000), one buyer checking pastes of 500
// lines of "part number, quantity" one after another (POST /api/quick-order/check): each paste new
// (numbers drawn at random from 1,000 parts in mixed spellings, ours and OEM, random separators and
// quantities, ~3 % typos and ~2 % unknown numbers), so nothing is answered from a cache. Target: a paste
// parsed and checked in ≤ 100 ms (p99).
import { bearer, signUpBuyers } from './accounts.mjs';
import { readCpuMs } from './proc.mjs';
import { table } from './report.mjs';
import { freshPostgresDatabase, growCatalogue, startBenchServer } from './server.mjs';
import { seededRandom } from './random.mjs';

const parts = Number(process.env.BENCH_QUICK_ORDER_PARTS ?? 5000);
const pastes = Number(process.env.BENCH_QUICK_ORDER_PASTES ?? 200);
const warmup = 20;
const linesPerPaste = 500;
const targetMs = 100;

const spellings = [
  (/** @type {string} */ n) => n,
  (/** @type {string} */ n) => n.toLowerCase().replace(/[- ]/g, ''),
  (/** @type {string} */ n) => n.toLowerCase().replace(/-/g, ' '),
];
const separators = [' ', '\t', ';', ', ', '  '];

/** A digit pair swapped: a typo the suggestions should catch. */
function typo(/** @type {string} */ number) {
  const at = number.search(/\d\d/);
  return at === -1 ? `${number}X` : number.slice(0, at) + number[at + 1] + number[at] + number.slice(at + 2);
}

/** @param {string[]} numbers @param {() => number} next @param {number} index */
function paste(numbers, next, index) {
  const pick = (/** @type {any[]} */ list) => list[Math.floor(next() * list.length)];
  const lines = ['Part number\tQty'];
  for (let line = 0; line < linesPerPaste; line += 1) {
    const roll = next();
    const number =
      roll < 0.02 ? `ZZ-${index}-${line}-${Math.floor(next() * 1e6)}` : pick(spellings)(pick(numbers));
    lines.push(
      `${roll >= 0.02 && roll < 0.05 ? typo(number) : number}${pick(separators)}${1 + Math.floor(next() * 200)}`,
    );
  }
  return lines.join('\n');
}

/** @param {number[]} values @param {number} share */
const percentile = (values, share) =>
  values[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** @param {'sqlite' | 'postgres'} engine @param {string | undefined} databaseUrl */
async function benchEngine(engine, databaseUrl) {
  const database = engine === 'postgres' && databaseUrl ? await freshPostgresDatabase(databaseUrl) : null;
  console.log(`\n${engine}: quick order — starting the server, then db:generate ${parts} parts…`);
  const server = await startBenchServer({
    databaseUrl: database?.url,
    env: { BASKET_RATE_LIMIT: '1000000' },
    logName: `server-quick-order-${engine}`,
  });
  try {
    await growCatalogue(server, database, parts);
    /** @type {string[]} */
    const numbers = [];
    for (let page = 1; page <= 10; page += 1) {
      const listed = await (await fetch(`${server.baseUrl}/api/part?page=${page * 4}&limit=100`)).json();
      for (const part of listed) numbers.push(part.partNumber, ...part.oemNumbers.slice(0, 1));
    }
    const [buyer] = await signUpBuyers(server.baseUrl, 1);
    const headers = { ...bearer(buyer.token), 'content-type': 'application/json' };
    const next = seededRandom(33);
    /** @type {number[]} */
    const timings = [];
    let problems = 0;
    let suggested = 0;
    let cpuBefore = 0;
    for (let index = 0; index < warmup + pastes; index += 1) {
      if (index === warmup) cpuBefore = readCpuMs(server.pid);
      const body = JSON.stringify({ text: paste(numbers, next, index) });
      const startedAt = performance.now();
      const response = await fetch(`${server.baseUrl}/api/quick-order/check`, {
        method: 'POST',
        headers,
        body,
      });
      const report = await response.json();
      const ms = performance.now() - startedAt;
      if (!response.ok || report.lines.length !== linesPerPaste) {
        throw new Error(`quick order check: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
      }
      if (index < warmup) continue;
      timings.push(ms);
      problems += report.withProblems;
      suggested += report.lines.filter((/** @type {any} */ line) => line.suggestions.length > 0).length;
    }
    const cpuMs = (readCpuMs(server.pid) - cpuBefore) / pastes;
    timings.sort((a, b) => a - b);
    const round = (/** @type {number} */ value) => Number(value.toFixed(1));
    return {
      parts,
      pastes,
      linesPerPaste,
      p50Ms: round(percentile(timings, 0.5)),
      p95Ms: round(percentile(timings, 0.95)),
      p99Ms: round(percentile(timings, 0.99)),
      maxMs: round(timings.at(-1) ?? 0),
      meanMs: round(timings.reduce((sum, value) => sum + value, 0) / timings.length),
      cpuMsPerPaste: round(cpuMs),
      linesWithProblemsPerPaste: round(problems / pastes),
      linesWithSuggestionsPerPaste: round(suggested / pastes),
      peakRssMb: round(server.memory.peakMb()),
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

/** The section on SQLite and, with BENCH_DATABASE_URL, on a fresh PostgreSQL database. */
export async function benchQuickOrder() {
  /** @type {Record<string, any>} */
  const runs = { sqlite: await benchEngine('sqlite', undefined) };
  if (process.env.BENCH_DATABASE_URL)
    runs.postgres = await benchEngine('postgres', process.env.BENCH_DATABASE_URL);
  return runs;
}

/** @param {Record<string, any>} runs */
export function quickOrderTable(runs) {
  const columns = /** @type {const} */ ([
    ['p50 ms', 'p50Ms'],
    ['p95 ms', 'p95Ms'],
    ['p99 ms', 'p99Ms'],
    ['max ms', 'maxMs'],
    ['CPU ms/paste', 'cpuMsPerPaste'],
    ['lines with problems', 'linesWithProblemsPerPaste'],
    ['with suggestions', 'linesWithSuggestionsPerPaste'],
    ['peak RSS MB', 'peakRssMb'],
  ]);
  return table([
    ['engine', ...columns.map(([label]) => label)],
    ...Object.entries(runs).map(([engine, run]) => [engine, ...columns.map(([, key]) => run[key])]),
  ]);
}

/** @param {Record<string, any>} runs */
export function quickOrderChecks(runs) {
  return Object.entries(runs).map(([engine, run]) => ({
    target: `a ${linesPerPaste}-line paste parsed and checked in ≤ ${targetMs} ms, p99 (${engine})`,
    met: run.p99Ms <= targetMs,
    actual: `p99 ${run.p99Ms} ms, p50 ${run.p50Ms} ms over ${run.pastes} new pastes, ${run.parts} parts`,
  }));
}
