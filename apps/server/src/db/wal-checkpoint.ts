import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread with its own connection that runs one PASSIVE checkpoint (copies what no reader still
 * needs into the database file, never waits for anyone), posts its counts and ends. better-sqlite3 is
 * loaded by its resolved path, so the thread runs from the bundle and the sources alike.
 */
const checkpointWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file, { fileMustExist: true, timeout: 5000 });
try {
  parentPort.postMessage(connection.pragma('wal_checkpoint(PASSIVE)')[0]);
} finally {
  connection.close();
}`;

/** What one checkpoint found, in WAL frames (SQLite's `wal_checkpoint` answer). */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** Runs a PASSIVE checkpoint of a SQLite file in a worker thread of its own; answers its counts. */
export function checkpointOffThread(file: string): Promise<CheckpointResult> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(checkpointWorker, { eval: true, workerData: { driver, file } });
    // Never what keeps the process alive: an unfinished checkpoint is finished by the next one.
    worker.unref();
    let result: CheckpointResult | null = null;
    worker.on('message', (message: CheckpointResult) => (result = message));
    worker.on('error', reject);
    worker.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the checkpoint worker stopped (${code})`)),
    );
  });
}

/** How often the WAL is looked at. */
const defaultEveryMs = 1000;
/** SQLite's own automatic checkpoint point: frames (pages) committed and not yet copied. */
const checkpointAtFrames = 1000;

/**
 * The WAL frames committed and not yet copied into the database file, from the WAL index's header in
 * the `-shm` file (https://www.sqlite.org/walformat.html: `mxFrame` at byte 16, the checkpoint's
 * `nBackfill` at byte 96, in the machine's byte order). Read without SQLite's locks: a torn read only
 * moves a checkpoint by a look. Zero when there is no WAL index.
 */
function framesToCopy(shm: string, header: Buffer): number {
  let fd: number;
  try {
    fd = fs.openSync(shm, 'r');
  } catch {
    return 0;
  }
  try {
    if (fs.readSync(fd, header, 0, header.length, 0) < header.length) return 0;
  } finally {
    fs.closeSync(fd);
  }
  const le = os.endianness() === 'LE';
  const last = le ? header.readUInt32LE(16) : header.readUInt32BE(16);
  const copied = le ? header.readUInt32LE(96) : header.readUInt32BE(96);
  return Math.max(0, last - copied);
}

/**
 * Copies a SQLite file's WAL into the database file off the server's thread (ADR 0051). The server's
 * connections run with `wal_autocheckpoint = 0`: SQLite's automatic checkpoint runs in the connection
 * that commits once the WAL holds 1,000 frames not yet copied, so every few commits one request's commit
 * copied 4 MB and synced both files on the server's thread (a checkout's commit took 5.5 ms on average).
 * Here, once a second, the WAL index says how many frames wait; from 1,000, the same point, a worker
 * thread checkpoints and ends. No thread is kept between checkpoints (a worker costs about 15 MB of
 * memory), and a long transaction (an import's apply) starts none until it commits: its frames count
 * only once committed.
 */
export class WalCheckpointer {
  readonly #shm: string;
  readonly #header = Buffer.alloc(100);
  readonly #timer: NodeJS.Timeout;
  #running: Promise<unknown> | null = null;

  constructor(
    private readonly file: string,
    private readonly onError: (error: Error) => void,
    everyMs = defaultEveryMs,
  ) {
    this.#shm = `${file}-shm`;
    this.#timer = setInterval(() => this.#look(), everyMs);
    // Never what keeps the process alive: an unfinished checkpoint is finished by the next one.
    this.#timer.unref();
  }

  #look() {
    if (this.#running || framesToCopy(this.#shm, this.#header) < checkpointAtFrames) return;
    this.#running = checkpointOffThread(this.file)
      .catch(this.onError)
      .finally(() => (this.#running = null));
  }

  /** Stops looking; waits for the checkpoint under way, if any. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
