// Lighthouse alone, several times over, on the production build: the medians of the figures the bench
// prints for its pages, when the page figures are the question and the whole bench would take too long.
// Usage: node bench/pages.mjs [runs=3] [path…] (default: /, /parts and a part page). LIGHTHOUSE_REPORTS=dir
// keeps each page's whole Lighthouse report (JSON) there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lighthousePages } from './lib/lighthouse.mjs';
import { ensureBuilt, startBenchServer } from './lib/server.mjs';

const [runsArgument, ...pathArguments] = process.argv.slice(2);
const runs = Number(runsArgument ?? 3);
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureBuilt();
const server = await startBenchServer({ logName: 'server-pages' });
try {
  /** @type {Array<{ _id: string }>} */
  const [part] = await (await fetch(`${server.baseUrl}/api/part?limit=1`)).json();
  const paths = pathArguments.length ? pathArguments : ['/', '/parts', `/parts/${part?._id}`];
  // Warm, as in the bench (where Lighthouse follows the load): the first render of a fresh server is slow.
  for (let round = 0; round < 20; round += 1) {
    for (const path of paths) await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
  }
  /** @type {Map<string, Array<Record<string, number>>>} */
  const byPath = new Map(paths.map((path) => [path, []]));
  for (let run = 1; run <= runs; run += 1) {
    const pages = await lighthousePages(server.baseUrl, paths, (path, lhr) => {
      if (!reportsDir) return;
      const name = `${path.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
      writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
    });
    for (const { path, ...figures } of pages) {
      byPath.get(path)?.push(figures);
      console.log(`run ${run} ${path}: ${JSON.stringify(figures)}`);
    }
  }
  console.log(`\nmedians of ${runs} runs (perf / a11y / best practices / SEO, LCP ms, TBT ms, CLS)`);
  for (const [path, results] of byPath) {
    const of = (/** @type {string} */ key) => median(results.map((result) => result[key] ?? Number.NaN));
    const scores = ['performance', 'accessibility', 'bestPractices', 'seo'].map(of).join(' / ');
    console.log(`${path}: ${scores}, LCP ${of('lcpMs')}, TBT ${of('tbtMs')}, CLS ${of('cls')}`);
  }
} finally {
  await server.stop();
}
