import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { CsvError, type Options } from 'csv-parse';

/**
 * Parses the file with csv-parse in a worker thread and posts its records in batches, at most `ahead`
 * batches before the reader takes them (memory stays a few batches, whatever the file's size). The
 * records and a parse error are exactly csv-parse's; loaded by its resolved path, so it runs from the
 * bundle and the sources alike.
 */
const parserWorker = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { parse } = require(workerData.csvParse);
let unread = 0;
let resume = null;
parentPort.on('message', () => {
  unread -= 1;
  if (resume && unread < workerData.ahead) {
    resume();
    resume = null;
  }
});
(async () => {
  const parser = fs
    .createReadStream(workerData.path, { highWaterMark: 256 * 1024 })
    .pipe(parse(workerData.options));
  let records = [];
  try {
    for await (const record of parser) {
      records.push(record);
      if (records.length < workerData.batchSize) continue;
      unread += 1;
      parentPort.postMessage({ records });
      records = [];
      if (unread >= workerData.ahead) await new Promise((resolve) => (resume = resolve));
    }
    parentPort.postMessage({ records, done: true });
  } catch (error) {
    parser.destroy();
    parentPort.postMessage({ records, error: { code: error.code, message: error.message } });
  }
})();`;

interface Batch {
  records: string[][];
  done?: boolean;
  error?: { code?: string; message: string };
}

/**
 * The records of a CSV file, parsed off the server's thread: csv-parse's per-character work was about
 * a third of what an import did on the event loop, where every millisecond of it is taken from the
 * requests served meanwhile. A parse error is thrown as csv-parse's own `CsvError`, after the records
 * before it.
 */
export async function* csvRecords(
  path: string,
  options: Pick<Options, 'bom' | 'delimiter' | 'relax_column_count' | 'max_record_size'>,
  { batchSize = 200, ahead = 4 } = {},
): AsyncGenerator<string[]> {
  const csvParse = createRequire(import.meta.url).resolve('csv-parse');
  const worker = new Worker(parserWorker, {
    eval: true,
    // A small young generation: the thread's garbage is collected often instead of growing the RSS.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    workerData: { path, options, batchSize, ahead, csvParse },
  });
  const arrived: Batch[] = [];
  let wake: (() => void) | null = null;
  const push = (batch: Batch) => {
    arrived.push(batch);
    wake?.();
    wake = null;
  };
  worker.on('message', push);
  worker.on('error', (error) => push({ records: [], error: { message: error.message } }));
  worker.on('exit', (code) =>
    push({ records: [], error: { message: `the CSV parser thread stopped (${code})` } }),
  );
  try {
    for (;;) {
      if (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const batch = arrived.shift()!;
      yield* batch.records;
      if (batch.error) {
        throw batch.error.code
          ? new CsvError(batch.error.code as never, batch.error.message)
          : new Error(batch.error.message);
      }
      if (batch.done) return;
      worker.postMessage('taken');
    }
  } finally {
    await worker.terminate();
  }
}
