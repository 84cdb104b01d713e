// Catalogue import (issue 14): on a database the generator filled with 50,000 parts and 20 fitments
// each, the admin exports the catalogue, renumbers every part (so all 50,000 rows are new parts, each with
// its OEM numbers and 20 vehicles), dry-runs the file, then applies it, while readers ask GET /api/part
// pages (not the cached first page). Figures: export, dry run and apply times, the server's peak RSS, and
// the readers' p50/p99 during the dry run and during the apply.
import { generate } from './catalogue.mjs';
import { bearer, signInAdmin } from './accounts.mjs';
import { freshPostgresDatabase, startBenchServer } from './server.mjs';
import { table } from './report.mjs';

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
};

/** Readers asking for catalogue pages one after another until stopped; answers their latencies. */
function startReaders(/** @type {string} */ baseUrl, connections = 4) {
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  let running = true;
  const loops = Array.from({ length: connections }, async (_, connection) => {
    for (let step = 0; running; step += 1) {
      const page = 2 + ((connection * 97 + step * 31) % 1500);
      const startedAt = performance.now();
      const response = await fetch(`${baseUrl}/api/part?page=${page}&limit=24`).catch(() => null);
      latencies.push(performance.now() - startedAt);
      if (!response?.ok) failures += 1;
      await response?.arrayBuffer();
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return {
        requests: latencies.length,
        failures,
        p50Ms: quantile(latencies, 0.5),
        p99Ms: quantile(latencies, 0.99),
        maxMs: quantile(latencies, 1),
      };
    },
  };
}

/**
 * Posts the file and follows the job to its end; answers the report, the wall time and the readers' figures.
 * @param {string} baseUrl @param {string} token @param {Blob} file @param {boolean} dryRun
 * @param {{ samples: Array<{ at: number, rssMb: number }> }} memory the server's RSS sampler
 */
async function runImport(baseUrl, token, file, dryRun, memory) {
  const readers = startReaders(baseUrl);
  const startedAt = performance.now();
  const startedAtMs = Date.now();
  const rssBeforeMb = Math.round(memory.samples.at(-1)?.rssMb ?? 0);
  const body = new FormData();
  body.append('file', file, 'catalogue.csv');
  // The generated catalogue has sold-out parts, which a new part may not be (minimum order above the
  // stock): the apply skips those rows and writes the others.
  const posted = await fetch(`${baseUrl}/api/part/import?dryRun=${dryRun}&skipInvalid=true`, {
    method: 'POST',
    headers: bearer(token),
    body,
  });
  if (posted.status !== 202) throw new Error(`import answered ${posted.status}: ${await posted.text()}`);
  const { jobId } = await posted.json();
  let job;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await (await fetch(`${baseUrl}/api/part/import/${jobId}`, { headers: bearer(token) })).json();
    if (job.state !== 'running') break;
  }
  const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
  const reads = await readers.stop();
  // The highest RSS sample (every 250 ms) while this step ran; the run's peak (VmHWM) covers every step.
  const rssMb = Math.round(
    Math.max(0, ...memory.samples.filter((sample) => sample.at >= startedAtMs).map((s) => s.rssMb)),
  );
  if (job.state !== 'done')
    throw new Error(`the import job ended ${job.state}: ${JSON.stringify(job.report)}`);
  const { created, updated, unchanged, errorCount, applied } = job.report;
  return { seconds, rssBeforeMb, rssMb, reads, report: { created, updated, unchanged, errorCount, applied } };
}

/** @param {'sqlite' | 'postgres'} engine @param {{ databaseUrl?: string }} options */
export async function benchImport(engine, { databaseUrl } = {}) {
  const database = engine === 'postgres' && databaseUrl ? await freshPostgresDatabase(databaseUrl) : null;
  console.log(`\n${engine}: catalogue import — starting the server, then db:generate…`);
  const server = await startBenchServer({ databaseUrl: database?.url, logName: `server-import-${engine}` });
  try {
    const generated = generate({
      DATA_DIR: server.dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    console.log(`  ${generated.line}`);
    const { token } = await signInAdmin(server.baseUrl);

    const exportStartedAt = performance.now();
    const exported = await fetch(`${server.baseUrl}/api/part/export.csv`, { headers: bearer(token) });
    const csv = await exported.text();
    const exportSeconds = Number(((performance.now() - exportStartedAt) / 1000).toFixed(1));
    // Every part renumbered: the same catalogue again, as 50,000 new parts (numbers start each line).
    const lines = csv.split('\r\n');
    const renumbered = [lines[0], ...lines.slice(1).map((line) => line.replace(/^PS-/, 'IM-'))].join('\r\n');
    const file = new Blob([renumbered], { type: 'text/csv' });
    const megabytes = Number((file.size / 1024 / 1024).toFixed(1));
    console.log(`  exported ${lines.length - 2} rows, ${megabytes} MB, in ${exportSeconds} s`);

    const dryRun = await runImport(server.baseUrl, token, file, true, server.memory);
    console.log(
      `  dry run ${dryRun.seconds} s, RSS ${dryRun.rssBeforeMb} → ${dryRun.rssMb} MB, reads ${JSON.stringify(dryRun.reads)}: ${JSON.stringify(dryRun.report)}`,
    );
    const apply = await runImport(server.baseUrl, token, file, false, server.memory);
    console.log(
      `  apply ${apply.seconds} s, RSS ${apply.rssBeforeMb} → ${apply.rssMb} MB, reads ${JSON.stringify(apply.reads)}: ${JSON.stringify(apply.report)}`,
    );
    const died = server.died();
    if (died)
      throw new Error(
        `The ${engine} server stopped during the import bench (${died}): see ${server.logFile}`,
      );
    return {
      generator: generated,
      megabytes,
      exportSeconds,
      dryRun,
      apply,
      peakRssMb: Math.round(server.memory.peakMb()),
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

/** @param {Record<string, any>} byEngine */
export function importTable(byEngine) {
  const rows = [
    [
      'step',
      'engine',
      'seconds',
      'RSS MB',
      'reads',
      'read p50 ms',
      'read p99 ms',
      'read max ms',
      'read errors',
      'report',
    ],
  ];
  for (const [engine, run] of Object.entries(byEngine)) {
    rows.push(['export', engine, String(run.exportSeconds), '', '', '', '', '', '', `${run.megabytes} MB`]);
    for (const step of /** @type {const} */ (['dryRun', 'apply'])) {
      const { seconds, rssMb, reads, report } = run[step];
      rows.push([
        step === 'dryRun' ? 'dry run' : 'apply',
        engine,
        String(seconds),
        String(rssMb),
        String(reads.requests),
        String(reads.p50Ms),
        String(reads.p99Ms),
        String(reads.maxMs),
        String(reads.failures),
        `created ${report.created}, errors ${report.errorCount}`,
      ]);
    }
  }
  return table(rows);
}

/** The targets. @param {Record<string, any>} byEngine */
export function importChecks(byEngine) {
  const checks = [];
  for (const [engine, run] of Object.entries(byEngine)) {
    checks.push({
      target: `${engine}: dry run of 50,000 rows ≤ 20 s`,
      actual: `${run.dryRun.seconds} s`,
      met: run.dryRun.seconds <= 20,
    });
    const applyLimit = engine === 'sqlite' ? 60 : 120;
    checks.push({
      target: `${engine}: apply ≤ ${applyLimit} s`,
      actual: `${run.apply.seconds} s`,
      met: run.apply.seconds <= applyLimit,
    });
    checks.push({
      target: `${engine}: server RSS ≤ 250 MB during`,
      actual: `peak ${run.peakRssMb} MB`,
      met: run.peakRssMb <= 250,
    });
    const worst = Math.max(run.dryRun.reads.p99Ms, run.apply.reads.p99Ms);
    checks.push({
      target: `${engine}: catalogue reads during the import p99 ≤ 50 ms`,
      actual: `${worst} ms`,
      met: worst <= 50,
    });
  }
  return checks;
}
