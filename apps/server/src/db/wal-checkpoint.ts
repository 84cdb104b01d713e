import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The checkpointer's thread: its own connection, a PASSIVE checkpoint each time it is asked (copies what
 * no reader still needs into the database file and never waits for anyone), its counts posted back.
 * better-sqlite3 is loaded by its resolved path, so the thread runs from the bundle and the sources alike.
 */
const checkpointerWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file, { fileMustExist: true, timeout: 5000 });
parentPort.on('message', (message) => {
  if (message === 'stop') {
    connection.close();
    return parentPort.close();
  }
  try {
    const [{ busy, log, checkpointed }] = connection.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ busy, log, checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});`;

/** What one checkpoint found, in WAL frames (SQLite's `wal_checkpoint` answer). */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** How often the WAL is looked at: how much of the writes it may hold before they are copied. */
const defaultEveryMs = 1000;
/**
 * The thread starts once the WAL has grown past SQLite's own automatic checkpoint (1,000 pages of 4 KB);
 * a database that never writes that much (a test's) starts none. The file keeps its size when a writer
 * starts it over after a checkpoint, so from then on every write counts.
 */
const startAtBytes = 1000 * 4096;

/**
 * Copies a SQLite file's WAL into the database file on a thread of its own (ADR 0051). The server's
 * connections run with `wal_autocheckpoint = 0`: SQLite's automatic checkpoint runs in the connection
 * that commits once the WAL passes 1,000 pages, so every few commits one request's commit copied 4 MB
 * and synced both files on the server's thread (a checkout's commit took 5.5 ms on average). Here, once
 * a second, if the WAL was written since the last look, the thread checkpoints. The thread is kept
 * once started; `stop` ends it.
 */
export class WalCheckpointer {
  readonly #wal: string;
  readonly #timer: NodeJS.Timeout;
  #worker: Worker | null = null;
  #lastWrite = 0;
  #pending: ((message: CheckpointResult | { error: string }) => void) | null = null;

  constructor(
    private readonly file: string,
    private readonly onError: (error: Error) => void,
    everyMs = defaultEveryMs,
  ) {
    this.#wal = `${file}-wal`;
    this.#timer = setInterval(() => void this.#look(), everyMs);
    // Never what keeps the process alive: an unfinished checkpoint is finished by the next one.
    this.#timer.unref();
  }

  async #look() {
    if (this.#pending) return;
    let wal: fs.Stats;
    try {
      wal = fs.statSync(this.#wal);
    } catch {
      return; // no WAL (yet, or the database was closed)
    }
    if (!this.#worker && wal.size < startAtBytes) return;
    if (wal.mtimeMs === this.#lastWrite) return;
    this.#lastWrite = wal.mtimeMs;
    await this.checkpoint().catch(this.onError);
  }

  /** Checkpoints now on the thread (started if it was not); answers the counts. */
  checkpoint(): Promise<CheckpointResult> {
    const worker = this.#thread();
    return new Promise((resolve, reject) => {
      const answered = (message: CheckpointResult | { error: string }) => {
        this.#pending = null;
        worker.off('message', answered);
        if ('error' in message) reject(new Error(`WAL checkpoint: ${message.error}`));
        else resolve(message);
      };
      this.#pending = answered;
      worker.on('message', answered);
      worker.postMessage('checkpoint');
    });
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(checkpointerWorker, {
      eval: true,
      workerData: { driver, file: this.file },
      // Its own garbage stays small: it only answers a few numbers.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    worker.unref();
    worker.on('error', (error) => {
      // The next look starts another thread; a checkpoint under way fails with the thread's error.
      this.#worker = null;
      if (this.#pending) this.#pending({ error: error.message });
      else this.onError(error);
    });
    this.#worker = worker;
    return worker;
  }

  /** Stops looking and ends the thread after the checkpoint under way (checkpoints are safe to stop between). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    await exited;
  }
}
