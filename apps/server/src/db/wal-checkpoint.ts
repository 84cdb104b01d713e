import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * The worker: its own connection to the file, a PASSIVE checkpoint every `everyMs` (it copies what no
 * reader still needs and never waits for anyone; with nothing new in the WAL it reads a header and is
 * done), closed when told to stop.
 */
const checkpointWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file, { fileMustExist: true, timeout: 5000 });
const timer = setInterval(() => connection.pragma('wal_checkpoint(PASSIVE)'), workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  connection.pragma('wal_checkpoint(PASSIVE)');
  connection.close();
  parentPort.close();
});`;

/** SQLite's own default: what the connection goes back to if the worker stops. */
export const autoCheckpointPages = 1000;

export interface BackgroundCheckpoints {
  /** Stops the worker after a last checkpoint and closes its connection. */
  stop(): Promise<void>;
}

/**
 * Keeps SQLite's checkpoints off the server's thread (ADR 0043). better-sqlite3 is synchronous, and
 * SQLite checkpoints in the connection that commits once the WAL passes `wal_autocheckpoint` pages: on
 * the server's connection, one write in every few hundred copied about 4 MB into the file and synced it
 * while every request waited (a checkout's three commits averaged 2.7 ms with that, 1.0 ms without, in
 * the checkout bench). Here `connection` never checkpoints; a worker thread with its own connection
 * does, every `everyMs`. Should the worker fail, `connection` checkpoints itself again (SQLite's
 * default), so the WAL never grows without bound; `onError` hears why.
 */
export function checkpointInBackground(
  connection: SQLite.Database,
  file: string,
  { everyMs = 200, onError = () => {} }: { everyMs?: number; onError?: (error: Error) => void } = {},
): BackgroundCheckpoints {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  connection.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(checkpointWorker, { eval: true, workerData: { driver, file, everyMs } });
  // Never what keeps the process alive: SQLite checkpoints when the last connection closes anyway.
  worker.unref();
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    worker.on('error', (error) => {
      if (connection.open) connection.pragma(`wal_autocheckpoint = ${autoCheckpointPages}`);
      onError(error);
    });
    worker.on('exit', (code) => {
      if (!stopping && connection.open) {
        connection.pragma(`wal_autocheckpoint = ${autoCheckpointPages}`);
        onError(new Error(`the checkpoint worker stopped (${code})`));
      }
      resolve();
    });
  });
  return {
    stop() {
      stopping = true;
      // Awaited, the worker's exit must keep the process alive: unreferenced, a CLI whose last work
      // is closing the database would end here, before anything after the close ran.
      worker.ref();
      worker.postMessage('stop');
      return exited;
    },
  };
}
